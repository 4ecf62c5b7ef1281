import { errorBodySchema } from "../../common/api-schemas";

/** The API's JSON shapes live in common/, where the browser's types come from the same schemas. */
export {
  accessoryPageSchema,
  accessorySchema,
  errorBodySchema,
  messageSchema as messageResponseSchema,
  orderItemSchema as orderItemResponseSchema,
  orderSchema,
} from "../../common/api-schemas";

export const errorResponses = {
  400: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};

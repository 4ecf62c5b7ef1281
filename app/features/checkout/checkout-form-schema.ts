import type { z } from "zod";
import { districtHasAreas } from "../../../common/delivery/delivery-charge";
import { orderRequestSchema } from "../../../common/delivery/order-place";
import { deliveryMessages } from "./delivery-messages";

/**
 * The checkout dialog's form: the customer details of docs/product.md#validation with their rules and messages, and the place the
 * API takes as optional, which the form requires (the district, and the area in Dhaka, Gazipur and
 * Narayanganj) so that the server can charge delivery.
 */
export const checkoutFormSchema = orderRequestSchema.superRefine((value, context) => {
  if (!value.district) {
    context.addIssue({ code: "custom", path: ["district"], message: deliveryMessages.districtRequired });
  } else if (districtHasAreas(value.district) && !value.area) {
    context.addIssue({ code: "custom", path: ["area"], message: deliveryMessages.areaRequired });
  }
});

export type CheckoutDetailsInput = z.input<typeof checkoutFormSchema>;
export type CheckoutDetails = z.output<typeof checkoutFormSchema>;

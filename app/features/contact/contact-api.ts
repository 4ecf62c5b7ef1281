import type { MessageJson } from "../../../common/api-schemas";
import type { ContactRequest } from "../../../common/validation";
import { postJson } from "~/lib/api-client";

export type SentMessage = MessageJson;

/** docs/product.md#public-api: POST message/send-message with name, email, address, phone and message. */
export function sendContactRequest(request: ContactRequest): Promise<SentMessage> {
  return postJson<SentMessage>("message/send-message", request);
}

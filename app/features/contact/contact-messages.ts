import { en } from "~/i18n/messages/en";

/** The contact toasts of docs/product.md#visitor-messages (English), in one place for the form and its tests. */
export const contactToastMessages = { sent: en.contact.sent, failed: en.contact.failed };

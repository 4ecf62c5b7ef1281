/** The contact toasts of docs/product.md#visitor-messages, in one place for the form and its tests. */
export const contactToastMessages = {
  sent: "Your message is sent!",
  failed: "Failed to send the message. Please try again.",
} as const;

/** The words of the WhatsApp links, in one typed module so the Bengali site can translate them. */
export const whatsappMessages = {
  label: "WhatsApp",
  chat: "Chat on WhatsApp",
  prefer: "Prefer to write?",
  /** Appended to a link's name for screen readers: WhatsApp opens in another app or tab. */
  newWindow: "(opens WhatsApp)",
  /** What a chat about an accessory starts with; the visitor can change it before sending. */
  aboutAccessory: (accessory: { name: string; code: string }, pageUrl: string) =>
    `Hello, I would like to know more about ${accessory.name} (code ${accessory.code}): ${pageUrl}`,
  call: (phone: string) => `Call ${phone}`,
} as const;

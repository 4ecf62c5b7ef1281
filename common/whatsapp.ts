/**
 * A plain link that opens a WhatsApp chat with the shop (https://wa.me/<number>?text=…): no script, no widget,
 * nothing loaded until the visitor taps it. `number` is digits with the country code (SiteConfig's
 * `whatsappNumber`); the text is URL-encoded whole, so an `&`, a `#` or Bengali letters in it stay text.
 */
export function whatsappLink(number: string, text?: string): string {
  const base = `https://wa.me/${encodeURIComponent(number)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

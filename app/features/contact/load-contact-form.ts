/**
 * The form's code (react-hook-form, zod and the schema) stays out of the first page load. The modal
 * imports it lazily and Contact Us buttons warm it up on hover or focus, so it is usually ready by the click.
 */
export const loadContactForm = () =>
  import("./contact-form").then((module) => ({ default: module.ContactForm }));

export function preloadContactForm(): void {
  // A failed warm-up is retried by the modal itself, which also shows the error if it fails again.
  loadContactForm().catch(() => undefined);
}

/**
 * Contact Us buttons live everywhere, the contact form's code in the contact feature. The feature hands
 * over how to fetch that code, so a button can warm it up on hover or focus without importing the feature.
 */
let warmUp: () => void = () => undefined;

export function setContactFormWarmUp(load: () => void): void {
  warmUp = load;
}

export function warmUpContactForm(): void {
  warmUp();
}

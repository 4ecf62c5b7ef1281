export { ContactModal } from "./contact-modal";
export { preloadContactForm } from "./load-contact-form";

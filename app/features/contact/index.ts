export { ContactButton, type ContactButtonProps } from "./contact-button";
export { ContactModal } from "./contact-modal";
export { closeModal, contactReducer, openModal } from "./contact-slice";
export { preloadContactForm } from "./load-contact-form";

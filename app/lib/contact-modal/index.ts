export { closeModal, contactReducer, openModal, type ContactState } from "./contact-slice";
export { setContactFormWarmUp, warmUpContactForm } from "./form-warm-up";

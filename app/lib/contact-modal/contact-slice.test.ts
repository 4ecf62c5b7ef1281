import { describe, expect, it } from "vitest";
import { createAppStore } from "~/store";
import { closeModal, contactReducer, openModal } from "./contact-slice";

describe("contact slice", () => {
  it("starts with the modal hidden", () => {
    expect(contactReducer(undefined, { type: "@@init" })).toEqual({ isModalOpen: false });
    expect(createAppStore().getState().contact.isModalOpen).toBe(false);
  });

  it("opens the modal with the action the SPEC names, contact/openModal", () => {
    expect(openModal().type).toBe("contact/openModal");
    expect(contactReducer({ isModalOpen: false }, { type: "contact/openModal" })).toEqual({
      isModalOpen: true,
    });
  });

  it("stays open when opened twice, and closes with closeModal", () => {
    const store = createAppStore();
    store.dispatch(openModal());
    store.dispatch(openModal());
    expect(store.getState().contact.isModalOpen).toBe(true);
    store.dispatch(closeModal());
    expect(store.getState().contact.isModalOpen).toBe(false);
  });
});

import { createSlice } from "@reduxjs/toolkit";

export type ContactState = { isModalOpen: boolean };

const initialState: ContactState = { isModalOpen: false };

/** The contact modal's visibility (docs/product.md#contact-modal): hidden at first, opened by `contact/openModal`. */
export const contactSlice = createSlice({
  name: "contact",
  initialState,
  reducers: {
    openModal: (state) => {
      state.isModalOpen = true;
    },
    closeModal: (state) => {
      state.isModalOpen = false;
    },
  },
});

export const { openModal, closeModal } = contactSlice.actions;
export const contactReducer = contactSlice.reducer;

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultSiteConfig } from "../../../content/site";
import { createAppStore } from "~/store";
import { ContactButton } from "~/components/contact-button";
import { ContactModal } from "./contact-modal";

vi.mock("~/lib/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(cleanup);

function renderShell() {
  const store = createAppStore();
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <main>
        <ContactButton />
        <a href="/elsewhere">A link behind the dialog</a>
      </main>
      <ContactModal site={defaultSiteConfig} />
    </Provider>,
  );
  return { store, user };
}

async function openFromButton(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Contact Us" }));
  const dialog = await screen.findByRole("dialog", { name: "Contact Us" });
  await screen.findByLabelText(/^name/i);
  return dialog;
}

describe("ContactModal", () => {
  it("is hidden until contact/openModal, then shows the labelled dialog with the form", async () => {
    const { store, user } = renderShell();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const dialog = await openFromButton(user);
    expect(store.getState().contact.isModalOpen).toBe(true);
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toContainElement(screen.getByRole("button", { name: "Send Message" }));
  });

  it("closes on Escape and gives focus back to the button that opened it", async () => {
    const { store, user } = renderShell();
    const dialog = await openFromButton(user);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard("{Escape}");
    expect(store.getState().contact.isModalOpen).toBe(false);
    expect(screen.getByRole("button", { name: "Contact Us" })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("closes on a backdrop click but not on a click inside the dialog", async () => {
    const { store, user } = renderShell();
    await openFromButton(user);
    await user.click(screen.getByLabelText(/^name/i));
    expect(store.getState().contact.isModalOpen).toBe(true);

    // A press that starts inside (selecting text) and ends on the backdrop keeps the dialog open.
    const backdrop = screen.getByTestId("modal-backdrop");
    fireEvent.mouseDown(screen.getByLabelText(/^message/i));
    fireEvent.click(backdrop);
    expect(store.getState().contact.isModalOpen).toBe(true);

    await user.click(backdrop);
    expect(store.getState().contact.isModalOpen).toBe(false);
  });

  it("keeps Tab inside the dialog and makes the page behind it inert", async () => {
    const { user } = renderShell();
    const dialog = await openFromButton(user);
    expect(screen.getByRole("main", { hidden: true }).closest("[inert]")).not.toBeNull();

    const close = screen.getByRole("button", { name: "Close" });
    const send = screen.getByRole("button", { name: "Send Message" });
    // The WhatsApp link under the form is the dialog's last stop; Tab from it goes round to Close.
    const whatsapp = screen.getByRole("link", { name: /Chat on WhatsApp/ });
    send.focus();
    await user.tab();
    expect(whatsapp).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(whatsapp).toHaveFocus();
    for (let step = 0; step < 10; step++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard("{Escape}");
    expect(screen.getByRole("main").closest("[inert]")).toBeNull();
  });

  it("offers a plain WhatsApp link to the shop's number, opening outside the page", async () => {
    const { user } = renderShell();
    await openFromButton(user);
    const link = screen.getByRole("link", { name: "Chat on WhatsApp (opens WhatsApp)" });
    expect(link).toHaveAttribute("href", `https://wa.me/${defaultSiteConfig.whatsappNumber}`);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("locks page scroll while open and releases it on close", async () => {
    const { store, user } = renderShell();
    await openFromButton(user);
    expect(document.documentElement.style.overflow).toBe("hidden");
    act(() => {
      store.dispatch({ type: "contact/closeModal" });
    });
    expect(document.documentElement.style.overflow).toBe("");
  });
});

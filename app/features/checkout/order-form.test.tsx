// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { validationMessages, type CustomerDetailsInput } from "../../../common/validation";
import OrderForm from "./order-form";

afterEach(cleanup);

const emptyDetails: CustomerDetailsInput = { name: "", email: "", address: "", phone: "" };

function renderForm({ defaultValues = emptyDetails, submitting = false } = {}) {
  const onSubmit = vi.fn();
  const onDraftChange = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <OrderForm
      defaultValues={defaultValues}
      submitting={submitting}
      onSubmit={onSubmit}
      onDraftChange={onDraftChange}
    />,
  );
  const field = (label: RegExp) => screen.getByLabelText(label);
  return {
    ...view,
    user,
    onSubmit,
    onDraftChange,
    field,
    submit: () => user.click(screen.getByRole("button", { name: "Confirm Order" })),
  };
}

describe("OrderForm", () => {
  it("labels each field, marks the required ones and describes the phone with its hint", () => {
    const { field } = renderForm();
    for (const label of [/^name/i, /^phone/i, /^address/i]) {
      expect(field(label)).toHaveAttribute("aria-required", "true");
      expect(field(label)).toHaveAttribute("aria-invalid", "false");
    }
    expect(field(/^email/i)).toHaveAttribute("type", "email");
    expect(field(/^email/i)).not.toHaveAttribute("aria-required");
    expect(screen.getByText("(optional)").closest("label")).toHaveAttribute("for", field(/^email/i).id);
    expect(field(/^phone/i)).toHaveAccessibleDescription("11 digits, starting with 01");
    expect(field(/^name/i)).not.toHaveAttribute("aria-describedby");
  });

  it("shows each required-field message directly beneath its field and submits nothing", async () => {
    const { submit, field, onSubmit } = renderForm();
    await submit();

    for (const [label, message] of [
      [/^name/i, validationMessages.nameRequired],
      [/^phone/i, validationMessages.phoneRequired],
      [/^address/i, validationMessages.addressRequired],
    ] as const) {
      const input = field(label);
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input).toHaveAccessibleDescription(message);
      const error = document.getElementById(`${input.id}-error`);
      expect(error).toHaveTextContent(message);
      expect(error?.previousElementSibling).toBe(input);
      expect(error).toHaveClass("mt-1.5", "text-sm", "text-[#9b2c1f]");
      expect(input).toHaveClass("h-12", "border-[#9b2c1f]");
    }
    expect(screen.queryByText("11 digits, starting with 01")).not.toBeInTheDocument();
    expect(field(/^email/i)).toHaveAttribute("aria-invalid", "false");
    expect(field(/^email/i)).toHaveClass("h-12", "border-sand");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("checks the phone pattern and the email only when one is given", async () => {
    const { user, submit, field } = renderForm();
    await user.type(field(/^phone/i), "02711223344");
    await user.type(field(/^email/i), "not-an-email");
    await submit();
    expect(field(/^phone/i)).toHaveAccessibleDescription(validationMessages.phonePattern);
    expect(field(/^email/i)).toHaveAccessibleDescription(validationMessages.emailInvalid);
  });

  it("clears a message once the field is corrected", async () => {
    const { user, submit, field } = renderForm();
    await submit();
    await user.type(field(/^name/i), "Farhana");
    await waitFor(() => expect(field(/^name/i)).toHaveAttribute("aria-invalid", "false"));
    expect(screen.queryByText(validationMessages.nameRequired)).not.toBeInTheDocument();
  });

  it("submits the checked details, trimmed", async () => {
    const { user, submit, field, onSubmit } = renderForm();
    await user.type(field(/^name/i), "  Farhana Rahman ");
    await user.type(field(/^phone/i), "01711223344");
    await user.type(field(/^address/i), "House 5, Road 2, Gulshan 1, Dhaka 1212");
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      name: "Farhana Rahman",
      email: "",
      address: "House 5, Road 2, Gulshan 1, Dhaka 1212",
      phone: "01711223344",
    });
  });

  it("disables the fields while the order is being placed", () => {
    const { field } = renderForm({ submitting: true });
    for (const label of [/^name/i, /^phone/i, /^email/i, /^address/i]) expect(field(label)).toBeDisabled();
    expect(screen.getByRole("button", { name: /loading/i })).toBeDisabled();
  });

  it("hands back what was typed when it closes", async () => {
    const { user, field, unmount, onDraftChange } = renderForm({
      defaultValues: { ...emptyDetails, phone: "01711223344" },
    });
    await user.type(field(/^name/i), "Farhana");
    unmount();
    expect(onDraftChange).toHaveBeenCalledWith({
      name: "Farhana",
      email: "",
      address: "",
      phone: "01711223344",
    });
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { validationMessages } from "../../../common/validation";
import { I18nProvider } from "~/i18n/i18n";
import { bn } from "~/i18n/messages/bn";
import { toast } from "~/lib/toast";
import { ContactForm } from "./contact-form";
import { contactToastMessages } from "./contact-messages";

vi.mock("~/lib/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
  vi.unstubAllGlobals();
});

function renderForm() {
  const onSent = vi.fn();
  const user = userEvent.setup();
  render(<ContactForm onSent={onSent} />);
  const field = (label: RegExp) => screen.getByLabelText(label);
  return {
    user,
    onSent,
    field,
    submit: () => user.click(screen.getByRole("button", { name: "Send Message" })),
  };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, field: (label: RegExp) => HTMLElement) {
  await user.type(field(/^name/i), "Farhana Rahman");
  await user.type(field(/^phone/i), "01711223344");
  await user.type(field(/^email/i), "farhana@example.com");
  await user.type(field(/^address/i), "House 5, Road 2, Gulshan 1, Dhaka 1212");
  await user.type(field(/^message/i), "We would like a quote for a three-bedroom flat.");
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

describe("ContactForm", () => {
  it("shows each required-field message beside its field and sends nothing", async () => {
    const { submit, field } = renderForm();
    await submit();

    for (const [label, message] of [
      [/^name/i, validationMessages.nameRequired],
      [/^phone/i, validationMessages.phoneRequired],
      [/^address/i, validationMessages.addressRequired],
      [/^message/i, validationMessages.messageRequired],
    ] as const) {
      const input = field(label);
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input).toHaveAccessibleDescription(message);
    }
    expect(field(/^email/i)).toHaveAttribute("aria-invalid", "false");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the phone number's pattern as the phone's placeholder on English pages", () => {
    const { field } = renderForm();
    expect(field(/^phone/i)).toHaveAttribute("placeholder", "01XXXXXXXXX");
    expect(field(/^name/i)).not.toHaveAttribute("placeholder");
  });

  it("labels and describes the customer's fields in Bengali on the Bengali pages", () => {
    render(
      <I18nProvider lang="bn" messages={bn}>
        <ContactForm onSent={vi.fn()} />
      </I18nProvider>,
    );
    const phone = screen.getByLabelText(new RegExp(`^${bn.checkout.phone}`));
    expect(phone).toHaveAttribute("autocomplete", "tel-national");
    expect(phone).toHaveAccessibleDescription(bn.checkout.phoneHint);
    // The placeholder's example number in Bengali digits, with no Latin letter or digit.
    expect(phone).toHaveAttribute("placeholder", "যেমন ০১৭১২৩৪৫৬৭৮");
    for (const label of [bn.checkout.name, bn.checkout.email, bn.checkout.address]) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    }
  });

  it("rejects a phone number that is not 01 followed by nine digits", async () => {
    const { user, submit, field } = renderForm();
    for (const phone of ["0171122334", "02711223344", "+8801711223"]) {
      await user.clear(field(/^phone/i));
      await user.type(field(/^phone/i), phone);
      await submit();
      expect(field(/^phone/i)).toHaveAccessibleDescription(validationMessages.phonePattern);
    }
  });

  it("keeps email optional, typed as email, and checks it only when given", async () => {
    const { user, submit, field } = renderForm();
    expect(field(/^email/i)).toHaveAttribute("type", "email");
    expect(field(/^email/i)).not.toHaveAttribute("aria-required");
    await user.type(field(/^email/i), "not-an-email");
    await submit();
    expect(field(/^email/i)).toHaveAccessibleDescription(validationMessages.emailInvalid);
  });

  it("clears a message once the field is corrected", async () => {
    const { user, submit, field } = renderForm();
    await submit();
    await user.type(field(/^name/i), "Farhana");
    await waitFor(() => expect(field(/^name/i)).toHaveAttribute("aria-invalid", "false"));
    expect(screen.queryByText(validationMessages.nameRequired)).not.toBeInTheDocument();
  });

  it("sends the request, disables the button meanwhile, then toasts top-center and resets", async () => {
    let respond: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (respond = resolve)));
    const { user, submit, field, onSent } = renderForm();
    await fillValid(user, field);
    await submit();

    const button = screen.getByRole("button", { name: /sending/i });
    expect(button).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/message/send-message");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      name: "Farhana Rahman",
      email: "farhana@example.com",
      address: "House 5, Road 2, Gulshan 1, Dhaka 1212",
      phone: "01711223344",
      message: "We would like a quote for a three-bedroom flat.",
      // The page's language, for the reply and the back office.
      language: "en",
    });

    respond(jsonResponse(201, { _id: "m1" }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(toast.success).toHaveBeenCalledWith(contactToastMessages.sent, { position: "top-center" });
    expect(toast.error).not.toHaveBeenCalled();
    expect(field(/^name/i)).toHaveValue("");
    expect(field(/^message/i)).toHaveValue("");
  });

  it("on a failed send shows the failure toast, keeps the input and re-enables the button", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(503, { error: { code: "database_unavailable", message: "Down" } }),
    );
    const { user, submit, field, onSent } = renderForm();
    await fillValid(user, field);
    await submit();

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(contactToastMessages.failed));
    expect(onSent).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    expect(field(/^name/i)).toHaveValue("Farhana Rahman");
    expect(field(/^message/i)).toHaveValue("We would like a quote for a three-bedroom flat.");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  it("shows the server's field messages when it rejects the input", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: {
          code: "validation_failed",
          message: "Bad",
          fields: { phone: validationMessages.phonePattern },
        },
      }),
    );
    const { user, submit, field } = renderForm();
    await fillValid(user, field);
    await submit();
    await waitFor(() =>
      expect(field(/^phone/i)).toHaveAccessibleDescription(validationMessages.phonePattern),
    );
    expect(toast.error).toHaveBeenCalledWith(contactToastMessages.failed);
  });
});

// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { Suspense } from "react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_DELIVERY_RATES, type ChargeLine } from "../../../common/delivery/delivery-charge";
import { defaultSuburbs } from "../../../common/delivery/places";
import { validationMessages } from "../../../common/validation";
import type { CheckoutDelivery } from "./checkout-delivery";
import type { CheckoutDetailsInput } from "./checkout-form-schema";
import { deliveryMessages } from "./delivery-messages";
import OrderForm from "./order-form";
import { loadBengaliPlaceNames } from "./bengali-place-names";
import { I18nProvider } from "~/i18n/i18n";
import { bn } from "~/i18n/messages/bn";

afterEach(cleanup);

const emptyDetails: CheckoutDetailsInput = { name: "", email: "", address: "", phone: "" };
const delivery: CheckoutDelivery = { rates: DEFAULT_DELIVERY_RATES, suburbs: defaultSuburbs() };
// 2 x 1.2 kg and 1 piece without a weight (1 kg): 3.4 kg, so 4 kg are charged.
const lines: ChargeLine[] = [
  { quantity: 2, rate: 4_750, weightGrams: 1_200 },
  { quantity: 1, rate: 12_300 },
];

type FormOptions = { defaultValues?: CheckoutDetailsInput; submitting?: boolean; withDelivery?: boolean };

/** The form as the checkout gives it its props, with test doubles for its two callbacks. */
function formUnderTest({
  defaultValues = emptyDetails,
  submitting = false,
  withDelivery = true,
}: FormOptions) {
  const onSubmit = vi.fn();
  const onDraftChange = vi.fn();
  const element = (
    <OrderForm
      defaultValues={defaultValues}
      submitting={submitting}
      onSubmit={onSubmit}
      onDraftChange={onDraftChange}
      delivery={withDelivery ? delivery : null}
      lines={lines}
    />
  );
  return { element, onSubmit, onDraftChange };
}

function renderForm(options: FormOptions = {}) {
  const { element, onSubmit, onDraftChange } = formUnderTest(options);
  const user = userEvent.setup();
  const view = render(element);
  return withHelpers(view, user, onSubmit, onDraftChange, "Confirm Order");
}

/**
 * The form on a Bengali page, inside the Suspense the checkout gives it: it waits for the places' Bangla
 * names, so its fields are there once `findByRole` finds them.
 */
async function renderBengaliForm() {
  const { element, onSubmit, onDraftChange } = formUnderTest({});
  const user = userEvent.setup();
  // The names' chunk, as the checkout's preload fetches it beside the form's.
  await loadBengaliPlaceNames();
  const view = await act(async () =>
    render(
      <I18nProvider lang="bn" messages={bn}>
        <Suspense fallback={<p>loading</p>}>{element}</Suspense>
      </I18nProvider>,
    ),
  );
  await screen.findByRole("combobox", { name: new RegExp(`^${bn.delivery.districtLabel}`) });
  return withHelpers(view, user, onSubmit, onDraftChange, bn.checkout.confirmOrder);
}

function withHelpers(
  view: ReturnType<typeof render>,
  user: ReturnType<typeof userEvent.setup>,
  onSubmit: ReturnType<typeof vi.fn>,
  onDraftChange: ReturnType<typeof vi.fn>,
  confirm: string,
) {
  const field = (label: RegExp) => screen.getByLabelText(label);
  // The district and area lists are labelled like their fields: the combobox is the field.
  const place = (label: RegExp) => screen.getByRole("combobox", { name: label });
  return {
    ...view,
    user,
    onSubmit,
    onDraftChange,
    field,
    place,
    submit: () => user.click(screen.getByRole("button", { name: confirm })),
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
    expect(field(/^phone/i)).toHaveAttribute("placeholder", "01XXXXXXXXX");
    expect(field(/^name/i)).not.toHaveAttribute("aria-describedby");
  });

  it("shows the phone's placeholder in Bengali digits on the Bengali pages", async () => {
    await renderBengaliForm();
    const phone = screen.getByLabelText(new RegExp(`^${bn.checkout.phone}`));
    expect(phone).toHaveAttribute("placeholder", "যেমন ০১৭১২৩৪৫৬৭৮");
    expect(phone.getAttribute("placeholder")).not.toMatch(/[A-Za-z0-9]/);
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

  it("submits the checked details, trimmed, with the district and area chosen by keyboard", async () => {
    const { user, submit, field, onSubmit, place } = renderForm();
    await user.type(field(/^name/i), "  Farhana Rahman ");
    await user.type(field(/^phone/i), "01711223344");
    await user.type(place(/^district/i), "dhak");
    await user.keyboard("{ArrowDown}{Enter}");
    await user.type(place(/^area/i), "gulsh");
    await user.keyboard("{ArrowDown}{Enter}");
    await user.type(field(/^address/i), "House 5, Road 2, Gulshan 1, Dhaka 1212");
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      name: "Farhana Rahman",
      email: "",
      address: "House 5, Road 2, Gulshan 1, Dhaka 1212",
      phone: "01711223344",
      district: "Dhaka",
      area: "Gulshan",
    });
  });

  it("requires the district, then the area in Dhaka, Gazipur and Narayanganj, but no area elsewhere", async () => {
    const { user, submit, onSubmit, place } = renderForm();
    await submit();
    expect(place(/^district/i)).toHaveAccessibleDescription(deliveryMessages.districtRequired);
    expect(place(/^district/i)).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("combobox", { name: /^area/i })).toBeNull();

    await user.type(place(/^district/i), "Gazipur");
    await user.tab();
    expect(place(/^district/i)).toHaveValue("Gazipur");
    await submit();
    expect(place(/^area/i)).toHaveAccessibleDescription(deliveryMessages.areaRequired);

    await user.clear(place(/^district/i));
    await user.type(place(/^district/i), "Rajshahi");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.queryByRole("combobox", { name: /^area/i })).toBeNull();
    expect(screen.queryByText(deliveryMessages.districtRequired)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("narrows the list as one types, in English, Bangla or an older spelling, showing English names only", async () => {
    const { user, place } = renderForm();
    await user.click(place(/^district/i));
    const all = screen.getAllByRole("option").map((option) => option.textContent);
    expect(all).toHaveLength(64);
    expect(all.join(" ")).not.toMatch(/[\u0980-\u09FF]/);
    await user.clear(place(/^district/i));
    await user.type(place(/^district/i), "chitta");
    const options = screen.getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["Chattogram"]);
    await user.clear(place(/^district/i));
    // A Bangla letter loads the Bangla names: "রাজ" finds Rajshahi, still shown in English.
    await user.type(place(/^district/i), "রাজ");
    await waitFor(() =>
      expect(screen.getAllByRole("option").map((option) => option.textContent)).toContain("Rajshahi"),
    );
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toContain("Rajbari");
    expect(document.body.querySelector("[role=listbox]")?.textContent).not.toMatch(/[\u0980-\u09FF]/);
    await user.clear(place(/^district/i));
    await user.type(place(/^district/i), "ঢাকা");
    await user.tab();
    expect(place(/^district/i)).toHaveValue("Dhaka");
    await user.clear(place(/^district/i));
    await user.type(place(/^district/i), "zzz");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    expect(screen.getByText(deliveryMessages.noMatch("zzz"))).toBeInTheDocument();
  });

  it("shows the Bangla names on the Bengali pages, the English one under each, and sends the English", async () => {
    const { user, place, submit, field, onSubmit } = await renderBengaliForm();
    const district = place(new RegExp(`^${bn.delivery.districtLabel}`));
    await user.type(district, "ঢাকা");
    const [dhaka] = screen.getAllByRole("option");
    expect(dhaka.firstElementChild?.children[0]).toHaveTextContent(/^ঢাকা$/);
    expect(dhaka.firstElementChild?.children[1]).toHaveTextContent(/^Dhaka$/);
    expect(within(dhaka).getByText("Dhaka")).toHaveAttribute("lang", "en");
    await user.click(dhaka);
    expect(district).toHaveValue("ঢাকা");
    // Typed in English on a Bengali page, the field still writes the Bangla name.
    const area = place(new RegExp(`^${bn.delivery.areaLabel}`));
    await user.type(area, "dhanm");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(area).toHaveValue("ধানমন্ডি");
    await user.type(field(new RegExp(`^${bn.checkout.name}`)), "রহিম");
    await user.type(field(new RegExp(`^${bn.checkout.phone}`)), "01711223344");
    await user.type(field(new RegExp(`^${bn.checkout.address}`)), "বাসা ১২");
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ district: "Dhaka", area: "Dhanmondi" });
  });

  it("shows the delivery charge and the total as soon as the place is chosen, and follows a change", async () => {
    const { user, place } = renderForm();
    const estimate = screen.getByTestId("delivery-estimate");
    expect(estimate).toHaveTextContent(deliveryMessages.chooseDistrict);
    expect(estimate).toHaveAttribute("aria-live", "polite");

    await user.type(place(/^district/i), "Dhaka");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(estimate).toHaveTextContent(deliveryMessages.chooseArea);
    await user.type(place(/^area/i), "Dhanmondi");
    await user.keyboard("{ArrowDown}{Enter}");
    // Inside Dhaka, 4 kg: ৳70 + 3 x ৳15.
    expect(screen.getByTestId("delivery-charge")).toHaveTextContent("৳ 115");
    expect(screen.getByTestId("delivery-total")).toHaveTextContent("৳ 21,915");
    expect(estimate).toHaveTextContent(deliveryMessages.weightEstimated);

    await user.clear(place(/^area/i));
    await user.type(place(/^area/i), "Savar");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.getByTestId("delivery-charge")).toHaveTextContent("৳ 185");

    await user.clear(place(/^district/i));
    await user.type(place(/^district/i), "Sylhet");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.queryByRole("combobox", { name: /^area/i })).toBeNull();
    expect(screen.getByTestId("delivery-charge")).toHaveTextContent("৳ 205");
    expect(screen.getByTestId("delivery-total")).toHaveTextContent("৳ 22,005");
  });

  it("says the charge comes with the call when the page could not read the prices", async () => {
    const { user, place } = renderForm({ withDelivery: false });
    await user.type(place(/^district/i), "Khulna");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.getByTestId("delivery-estimate")).toHaveTextContent(deliveryMessages.chargeOnCall);
  });

  it("disables the fields while the order is being placed", () => {
    const { field } = renderForm({ submitting: true });
    for (const label of [/^name/i, /^phone/i, /^email/i, /^address/i]) expect(field(label)).toBeDisabled();
    expect(screen.getByRole("combobox", { name: /^district/i })).toBeDisabled();
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

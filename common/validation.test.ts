import { describe, expect, it } from "vitest";
import { contactRequestSchema, customerDetailsSchema, validationMessages } from "./validation";
import { phoneMatchKey } from "./tracking";

const customer = {
  name: "Farhana Rahman",
  email: "",
  address: "House 12, Road 5, Dhanmondi",
  phone: "01711223344",
};

/** The first message for each field, as the forms and the API report them. */
function fieldMessages(result: ReturnType<typeof customerDetailsSchema.safeParse>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[String(issue.path[0])] ??= issue.message;
  return fields;
}

describe("names, phones and addresses are one line", () => {
  const breaks = {
    "a line feed": "\n",
    "a carriage return and line feed": "\r\n",
    "a carriage return": "\r",
    "a tab": "\t",
    "a vertical tab": "\u000b",
    "a form feed": "\u000c",
    "a bell": "\u0007",
    "an escape": "\u001b",
    DEL: "\u007f",
    "a next-line control (NEL)": "\u0085",
    "a line separator": "\u2028",
    "a paragraph separator": "\u2029",
  };

  it.each(Object.entries(breaks))(
    "refuses %s inside a name or an address, with the field's message",
    (_label, character) => {
      const result = customerDetailsSchema.safeParse({
        ...customer,
        name: `Farhana${character}Rahman`,
        address: `House 12${character}Bcc: someone@example.com`,
      });
      expect(result.success).toBe(false);
      expect(fieldMessages(result)).toEqual({
        name: validationMessages.nameOneLine,
        address: validationMessages.addressOneLine,
      });
    },
  );

  it.each(Object.entries(breaks))(
    "refuses %s inside a phone number with the SPEC's message",
    (_label, character) => {
      const result = customerDetailsSchema.safeParse({ ...customer, phone: `01711${character}223344` });
      expect(fieldMessages(result)).toEqual({ phone: validationMessages.phonePattern });
    },
  );

  it("trims line breaks around a field instead of refusing them", () => {
    const result = customerDetailsSchema.parse({
      ...customer,
      name: "\r\nFarhana Rahman\n",
      address: "\tHouse 12, Road 5\u2028",
      phone: "\n01711223344\n",
    });
    expect(result).toMatchObject({
      name: "Farhana Rahman",
      address: "House 12, Road 5",
      phone: "01711223344",
    });
  });

  it("keeps Bangla, its joiners, and punctuation", () => {
    const result = customerDetailsSchema.safeParse({
      ...customer,
      name: "ফারহানা র\u200d্যহমান",
      address: "বাড়ি ১২, রোড ৫/এ; ধানমন্ডি - ঢাকা #1209",
    });
    expect(result.success).toBe(true);
  });

  it("keeps the SPEC's messages for the SPEC's rules", () => {
    expect(
      fieldMessages(customerDetailsSchema.safeParse({ ...customer, name: " \n ", address: "" })),
    ).toEqual({
      name: validationMessages.nameRequired,
      address: validationMessages.addressRequired,
    });
    expect(validationMessages).toMatchObject({
      nameRequired: "Name is required",
      addressRequired: "Address is required",
      phoneRequired: "Phone number is required",
      phonePattern: "Phone number must be 11 digits and start with 01",
      messageRequired: "Message is required",
    });
  });

  it("lets a contact request's message keep its lines", () => {
    const message = "Hello,\r\nWe need a quote for a drawing room.\n\n\tThree windows.";
    const result = contactRequestSchema.parse({ ...customer, message });
    expect(result.message).toBe(message.trim());
  });
});

describe("the phone is typed in Bengali or ASCII digits, grouped with spaces or dashes", () => {
  it.each([
    ["Bengali digits", "০১৭১১২২৩৩৪৪"],
    ["Bengali digits grouped with a dash", "০১৭১১-২২৩৩৪৪"],
    ["ASCII digits grouped with spaces", " 01711 223 344 "],
    ["a mix of both, dashes and spaces", "০১৭11 - ২২3৩–৪4"],
    ["a no-break space and a Unicode hyphen", "01711\u00a0223\u2010344"],
  ])("keeps %s as the 11 ASCII digits, on the order and the contact form alike", (_label, typed) => {
    expect(customerDetailsSchema.parse({ ...customer, phone: typed }).phone).toBe("01711223344");
    expect(contactRequestSchema.parse({ ...customer, message: "Hello", phone: typed }).phone).toBe(
      "01711223344",
    );
  });

  it.each([
    ["too few Bengali digits", "০১৭১১২২৩৩৪"],
    ["a Bengali number not starting with ০১", "০২৭১১২২৩৩৪৪"],
    ["a letter among the digits", "০১৭১১-২২৩৩৪x"],
    ["a dot as a separator", "01711.223344"],
    ["the country code", "+8801711223344"],
  ])("refuses %s with the SPEC's message", (_label, typed) => {
    const result = customerDetailsSchema.safeParse({ ...customer, phone: typed });
    expect(fieldMessages(result)).toEqual({ phone: validationMessages.phonePattern });
  });

  it("says a phone made only of separators is missing", () => {
    const result = customerDetailsSchema.safeParse({ ...customer, phone: " - – " });
    expect(fieldMessages(result)).toEqual({ phone: validationMessages.phoneRequired });
  });
});

describe("tracking an order matches the phone however its digits are written", () => {
  it("reads Bengali digits as the ASCII ones", () => {
    expect(phoneMatchKey("০১৭১১-২২৩৩৪৪")).toBe("01711223344");
    expect(phoneMatchKey("+৮৮০১৭১১২২৩৩৪৪")).toBe("01711223344");
  });
});

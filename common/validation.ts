import { z } from "zod";
import { LANGS } from "./lang";
import { normalisePhoneInput } from "./phone";
import {
  ADDRESS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  ORDER_ITEM_MAX_QUANTITY,
  PHONE_DIGITS,
  PHONE_INPUT_MAX_LENGTH,
  RECORD_ID_MAX_LENGTH,
} from "./limits";

// The forms import the lengths of their fields with the rules.
export {
  ADDRESS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  ORDER_ITEM_MAX_QUANTITY,
  PHONE_DIGITS,
  PHONE_INPUT_MAX_LENGTH,
};

/**
 * The validation rules of docs/product.md#validation, shared by the forms (react-hook-form) and the API (Fastify).
 * Every message here is the one the visitor sees beside the field and the one the API returns.
 */
export const validationMessages = {
  nameRequired: "Name is required",
  addressRequired: "Address is required",
  phoneRequired: "Phone number is required",
  phonePattern: "Phone number must be 11 digits and start with 01",
  messageRequired: "Message is required",
  emailInvalid: "Please enter a valid email address",
  nameTooLong: "Name must be at most 100 characters",
  addressTooLong: "Address must be at most 300 characters",
  messageTooLong: "Message must be at most 2000 characters",
  unstorableCharacters: "Please remove the invisible control characters",
  // Beyond docs/product.md#validation: names, phones and addresses are printed on one line (emails, slips, the CSV export).
  nameOneLine: "Name must be on one line, without line breaks or tabs",
  addressOneLine: "Address must be on one line, without line breaks or tabs",
} as const;

export const PHONE_PATTERN = /^01\d{9}$/;

/**
 * Line breaks, tabs and the other control characters (C0, DEL, C1), and the Unicode line and paragraph
 * separators: none belongs in a one-line field, and a line break in a name would start a new line in every
 * email, slip and export that prints it.
 */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029]/u;

/** Whether the text fits on one line: no line break, tab or other control character anywhere in it. */
function isOneLine(text: string): boolean {
  return !NOT_ONE_LINE.test(text);
}

const requiredText = (requiredMessage: string, maxLength: number, tooLongMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(maxLength, { error: tooLongMessage })
    // PostgreSQL cannot store NUL in text; refusing it here keeps one bad request from reaching the database.
    .refine((value) => !value.includes("\u0000"), { error: validationMessages.unstorableCharacters });

/** A required field printed on one line: a name or an address. */
const oneLineText = (
  requiredMessage: string,
  maxLength: number,
  tooLongMessage: string,
  oneLineMessage: string,
) => requiredText(requiredMessage, maxLength, tooLongMessage).refine(isOneLine, { error: oneLineMessage });

const optionalEmail = z
  .string({ error: validationMessages.emailInvalid })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: validationMessages.emailInvalid })
  .refine((value) => value === "" || z.email().safeParse(value).success, {
    error: validationMessages.emailInvalid,
  })
  .optional()
  .nullable();

/** Typed in Bengali or ASCII digits, grouped with spaces or dashes; checked and kept as 11 ASCII digits. */
const phone = z
  .string({ error: validationMessages.phoneRequired })
  .overwrite(normalisePhoneInput)
  .min(1, { error: validationMessages.phoneRequired })
  .regex(PHONE_PATTERN, { error: validationMessages.phonePattern })
  .describe(
    "01 and nine digits, stored as ASCII digits; Bengali digits (০-৯) and spaces or dashes between them are accepted",
  );

export const customerDetailsSchema = z.object({
  /** The language of the page the visitor filled the form on; English when not said. */
  language: z.enum(LANGS).optional(),
  name: oneLineText(
    validationMessages.nameRequired,
    NAME_MAX_LENGTH,
    validationMessages.nameTooLong,
    validationMessages.nameOneLine,
  ),
  email: optionalEmail,
  address: oneLineText(
    validationMessages.addressRequired,
    ADDRESS_MAX_LENGTH,
    validationMessages.addressTooLong,
    validationMessages.addressOneLine,
  ),
  phone,
});
export type CustomerDetailsInput = z.input<typeof customerDetailsSchema>;
export type CustomerDetails = z.output<typeof customerDetailsSchema>;

export const contactRequestSchema = customerDetailsSchema.extend({
  message: requiredText(
    validationMessages.messageRequired,
    MESSAGE_MAX_LENGTH,
    validationMessages.messageTooLong,
  ),
});
export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;

export const orderItemSchema = z.object({
  orderId: z
    .string({ error: "orderId is required" })
    .trim()
    .min(1, { error: "orderId is required" })
    .max(RECORD_ID_MAX_LENGTH),
  accessoryId: z
    .string({ error: "accessoryId is required" })
    .trim()
    .min(1, { error: "accessoryId is required" })
    .max(RECORD_ID_MAX_LENGTH),
  quantity: z
    .number({ error: "Quantity must be a whole number from 1 to 99" })
    .int({ error: "Quantity must be a whole number from 1 to 99" })
    .min(1, { error: "Quantity must be a whole number from 1 to 99" })
    .max(ORDER_ITEM_MAX_QUANTITY, { error: "Quantity must be a whole number from 1 to 99" }),
});
export type OrderItemInput = z.input<typeof orderItemSchema>;

/** Normalises an optional email to null when blank, for storage and responses. */
export function blankToNull(value: string | null | undefined): string | null {
  return value ? value : null;
}

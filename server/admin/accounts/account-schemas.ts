import { z } from "zod";
import { STAFF_ROLES } from "../../db/schema";
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_INPUT_MAX_LENGTH,
  SECRET_TOKEN_MAX_LENGTH,
  STAFF_NAME_MAX_LENGTH,
} from "../../../common/limits";

export const accountMessages = {
  emailRequired: "Enter an email address.",
  emailInvalid: "Enter a valid email address, like name@example.com.",
  passwordRequired: "Enter a password.",
  nameRequired: "Enter a name.",
  nameTooLong: `Use at most ${STAFF_NAME_MAX_LENGTH} characters.`,
  currentPasswordRequired: "Enter your current password.",
  currentPasswordWrong: "Your current password is not right.",
  sameAsCurrent: "Choose a password different from the current one.",
  emailTaken: "An account with this email already exists.",
  roleInvalid: "Choose owner or staff.",
  ownPasswordHere: "Change your own password at Your account, with your current one.",
} as const;

const noNul = (value: string) => !value.includes("\u0000");

const email = z
  .string({ error: accountMessages.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: accountMessages.emailRequired })
  .max(EMAIL_MAX_LENGTH, { error: accountMessages.emailInvalid })
  .pipe(z.email({ error: accountMessages.emailInvalid }));

const name = z
  .string({ error: accountMessages.nameRequired })
  .trim()
  .min(1, { error: accountMessages.nameRequired })
  .max(STAFF_NAME_MAX_LENGTH, { error: accountMessages.nameTooLong })
  .refine(noNul, { error: accountMessages.nameRequired });

/** A password as typed: never trimmed (spaces count), length checked by the password policy. */
const password = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage })
    // Longer than any allowed password: refused before hashing, so it cannot cost the server time.
    .max(PASSWORD_INPUT_MAX_LENGTH, { error: requiredMessage })
    .refine(noNul, { error: requiredMessage });

export const signInSchema = z.object({
  email: z
    .string({ error: accountMessages.emailRequired })
    .trim()
    .min(1, { error: accountMessages.emailRequired })
    .max(EMAIL_MAX_LENGTH),
  password: password(accountMessages.passwordRequired),
});

export const newAccountSchema = z.object({
  email,
  name,
  role: z.enum(STAFF_ROLES, { error: accountMessages.roleInvalid }).default("staff"),
  password: password(accountMessages.passwordRequired),
});

export const setupSchema = z.object({
  token: z.string().min(1).max(SECRET_TOKEN_MAX_LENGTH),
  email,
  name,
  password: password(accountMessages.passwordRequired),
});

export const passwordChangeSchema = z.object({
  currentPassword: password(accountMessages.currentPasswordRequired),
  newPassword: password(accountMessages.passwordRequired),
});

/** An owner sets a new password for another account (its holder forgot theirs). */
export const passwordResetSchema = z.object({
  newPassword: password(accountMessages.passwordRequired),
});

export const accountStatusSchema = z.object({ disabled: z.boolean() });

export type SignInInput = z.input<typeof signInSchema>;
export type NewAccountInput = z.input<typeof newAccountSchema>;
export type SetupInput = z.input<typeof setupSchema>;
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

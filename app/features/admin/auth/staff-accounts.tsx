import { Form, useNavigation } from "react-router";
import { Button } from "~/components/button";
import { FormField, fieldControlClass } from "~/components/form-field";
import { CsrfField } from "./csrf-field";
import { FormAlert } from "./auth-card";
import { PASSWORD_HINT } from "./setup-form";
import { TextField } from "./text-field";
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  STAFF_NAME_MAX_LENGTH,
} from "../../../../common/limits";

export type StaffAccountRow = {
  id: string;
  email: string;
  name: string;
  role: "owner" | "staff";
  disabled: boolean;
};

/**
 * Every account with its role and state; a button disables or re-enables each one except the owner's own.
 * A table on wide screens, a card per account on a phone.
 */
export function StaffAccountList({ accounts, selfId }: { accounts: StaffAccountRow[]; selfId: string }) {
  return (
    <ul className="divide-y divide-sand/70 rounded-card border border-sand/70 bg-white/60">
      {accounts.map((account) => (
        <li
          key={account.id}
          className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-6 sm:px-5"
          aria-label={account.name}
        >
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-medium text-charcoal">
              <span className="break-words">{account.name}</span>
              <span className="rounded-full bg-linen px-2 py-0.5 text-xs font-normal capitalize text-charcoal/80">
                {account.role}
              </span>
              {account.disabled && (
                <span className="rounded-full bg-[#9b2c1f]/10 px-2 py-0.5 text-xs font-normal text-[#9b2c1f]">
                  Disabled
                </span>
              )}
              {account.id === selfId && <span className="text-xs font-normal text-charcoal/70">(you)</span>}
            </p>
            <p className="mt-0.5 break-all text-sm text-charcoal/75">{account.email}</p>
          </div>
          {account.id !== selfId && (
            <Form method="post">
              <CsrfField />
              <input type="hidden" name="accountId" value={account.id} />
              <Button
                type="submit"
                name="intent"
                value={account.disabled ? "enable" : "disable"}
                variant="outline"
                size="sm"
                aria-label={`${account.disabled ? "Re-enable" : "Disable"} ${account.name}`}
              >
                {account.disabled ? "Re-enable" : "Disable"}
              </Button>
            </Form>
          )}
        </li>
      ))}
    </ul>
  );
}

export type AddStaffFormProps = {
  problem?: string;
  fields?: Record<string, string>;
  values?: { name?: string; email?: string; role?: string };
  /** A new key after an account was added empties the form. */
  formKey: string;
};

/** A new account: name, email, role and a first password the owner hands over in person. */
export function AddStaffForm({ problem, fields = {}, values = {}, formKey }: AddStaffFormProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "add";
  return (
    <Form method="post" key={formKey}>
      <CsrfField />
      <FormAlert message={problem} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="staff-name"
          name="name"
          label="Name"
          autoComplete="off"
          defaultValue={values.name}
          maxLength={STAFF_NAME_MAX_LENGTH}
          error={fields.name}
        />
        <TextField
          id="staff-email"
          name="email"
          type="email"
          label="Email"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          defaultValue={values.email}
          maxLength={EMAIL_MAX_LENGTH}
          error={fields.email}
        />
        <FormField id="staff-role" label="Role" required error={fields.role}>
          {(describedBy) => (
            <select
              id="staff-role"
              name="role"
              defaultValue={values.role ?? "staff"}
              aria-describedby={describedBy}
              className={fieldControlClass(Boolean(fields.role), "h-12")}
            >
              <option value="staff">Staff: orders, messages and accessories</option>
              <option value="owner">Owner: also manages staff accounts</option>
            </select>
          )}
        </FormField>
        <TextField
          id="staff-password"
          name="password"
          type="password"
          label="First password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={PASSWORD_HINT}
          error={fields.password}
        />
      </div>
      <Button type="submit" name="intent" value="add" className="mt-8" loading={submitting}>
        Add account
      </Button>
    </Form>
  );
}

export type PasswordResetFormProps = {
  /** The accounts an owner may set a password for: every one but their own. */
  accounts: StaffAccountRow[];
  problem?: string;
  fields?: Record<string, string>;
  accountId?: string;
  /** A new key after a password was set empties the form. */
  formKey: string;
};

/**
 * For a member of staff who forgot their password: the owner picks the account and types a new password to
 * hand over in person. The account is signed out everywhere; its holder can then choose their own.
 */
export function PasswordResetForm({
  accounts,
  problem,
  fields = {},
  accountId,
  formKey,
}: PasswordResetFormProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "password";
  return (
    <Form method="post" key={formKey}>
      <CsrfField />
      <FormAlert message={problem} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="reset-account" label="Account" required error={fields.accountId}>
          {(describedBy) => (
            <select
              id="reset-account"
              name="accountId"
              defaultValue={accountId ?? accounts[0]?.id}
              aria-describedby={describedBy}
              className={fieldControlClass(Boolean(fields.accountId), "h-12")}
            >
              {accounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {account.name} ({account.email})
                </option>
              ))}
            </select>
          )}
        </FormField>
        <TextField
          id="reset-password"
          name="newPassword"
          type="password"
          label="New password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={PASSWORD_HINT}
          error={fields.newPassword}
        />
      </div>
      <Button type="submit" name="intent" value="password" className="mt-8" loading={submitting}>
        Set new password
      </Button>
    </Form>
  );
}

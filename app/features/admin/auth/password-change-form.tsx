import { Form, useNavigation } from "react-router";
import { Button } from "~/components/button";
import { CsrfField } from "./csrf-field";
import { FormAlert } from "./auth-card";
import { PASSWORD_HINT } from "./setup-form";
import { TextField } from "./text-field";
import {
  PASSWORD_INPUT_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "../../../../common/limits";

export const PASSWORD_CHANGED =
  "Your password has been changed. You are still signed in here and signed out everywhere else.";

export type PasswordChangeFormProps = { problem?: string; fields?: Record<string, string>; done?: boolean };

/** The signed-in member's own password: the current one first, then the new one. */
export function PasswordChangeForm({ problem, fields = {}, done = false }: PasswordChangeFormProps) {
  const submitting = useNavigation().state === "submitting";
  return (
    // A new key after a change empties the fields, so a password never stays on screen.
    <Form method="post" key={done ? "changed" : "form"} className="max-w-md">
      <CsrfField />
      <FormAlert message={problem} />
      <div className="space-y-5">
        <TextField
          id="current-password"
          name="currentPassword"
          type="password"
          label="Current password"
          autoComplete="current-password"
          maxLength={PASSWORD_INPUT_MAX_LENGTH}
          error={fields.currentPassword}
        />
        <TextField
          id="new-password"
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
      <Button type="submit" className="mt-8" loading={submitting}>
        Change password
      </Button>
    </Form>
  );
}

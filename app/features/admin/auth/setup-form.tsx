import { Form, useNavigation } from "react-router";
import { Button } from "~/components/button";
import { FormAlert } from "./auth-card";
import { TextField } from "./text-field";
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  STAFF_NAME_MAX_LENGTH,
} from "../../../../common/limits";

export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters and hard to guess: a few unrelated words make a strong one. Pasting is fine.`;

export type SetupFormProps = {
  token: string;
  problem?: string;
  fields?: Record<string, string>;
  values?: { name?: string; email?: string };
};

/** The first owner's name, email and password, sent with the one-time link's token. */
export function SetupForm({ token, problem, fields = {}, values = {} }: SetupFormProps) {
  const submitting = useNavigation().state === "submitting";
  return (
    <Form method="post">
      <FormAlert message={problem} />
      <input type="hidden" name="token" value={token} />
      <div className="space-y-5">
        <TextField
          id="setup-name"
          name="name"
          label="Name"
          autoComplete="name"
          defaultValue={values.name}
          maxLength={STAFF_NAME_MAX_LENGTH}
          error={fields.name}
        />
        <TextField
          id="setup-email"
          name="email"
          type="email"
          label="Email"
          autoComplete="username"
          spellCheck={false}
          autoCapitalize="none"
          defaultValue={values.email}
          maxLength={EMAIL_MAX_LENGTH}
          error={fields.email}
        />
        <TextField
          id="setup-password"
          name="password"
          type="password"
          label="Password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={PASSWORD_HINT}
          error={fields.password}
        />
      </div>
      <Button type="submit" fullWidth className="mt-8" loading={submitting}>
        Create owner account
      </Button>
    </Form>
  );
}

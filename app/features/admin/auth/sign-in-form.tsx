import { Form, useNavigation } from "react-router";
import { Button } from "~/components/button";
import { FormAlert } from "./auth-card";
import { TextField } from "./text-field";
import { EMAIL_MAX_LENGTH, PASSWORD_INPUT_MAX_LENGTH } from "../../../../common/limits";

/** Where a session ended for too many wrong passwords is sent: the sign-in page, which says why. */
export const SIGNED_OUT_AFTER_ATTEMPTS = "/admin/login?signed-out=attempts&next=%2Fadmin%2Faccount";
export const SIGNED_OUT_AFTER_ATTEMPTS_NOTICE =
  "You were signed out after too many wrong passwords. Wait 15 minutes, then sign in again.";

export type SignInFormProps = {
  next: string;
  /** The refusal to show: a wrong email or password, or too many attempts. */
  problem?: string;
  email?: string;
};

/** Email and password; works without JavaScript (a plain form post to the page's action). */
export function SignInForm({ next, problem, email }: SignInFormProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  return (
    <Form method="post" noValidate={false}>
      <FormAlert message={problem} />
      <input type="hidden" name="next" value={next} />
      <div className="space-y-5">
        <TextField
          id="sign-in-email"
          name="email"
          type="email"
          label="Email"
          autoComplete="username"
          inputMode="email"
          spellCheck={false}
          autoCapitalize="none"
          defaultValue={email}
          maxLength={EMAIL_MAX_LENGTH}
        />
        <TextField
          id="sign-in-password"
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          maxLength={PASSWORD_INPUT_MAX_LENGTH}
        />
      </div>
      <Button type="submit" fullWidth className="mt-8" loading={submitting}>
        Sign in
      </Button>
    </Form>
  );
}

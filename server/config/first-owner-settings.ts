import { z } from "zod";
import { configSection, secret, unsetWhenEmpty } from "./config-section";

/**
 * The first owner created at start-up when no account has this email (see server/admin/accounts). The
 * password's strength is the account policy's to judge, with its own messages, when the owner is created.
 */
export const firstOwnerSettings = configSection({
  variables: {
    ADMIN_EMAIL: unsetWhenEmpty(z.email({ message: "must be an email address" })),
    ADMIN_PASSWORD: secret(z.string().optional()),
  },
  settings: (values) => ({
    adminEmail: values.ADMIN_EMAIL,
    adminPassword: values.ADMIN_PASSWORD || undefined,
  }),
});

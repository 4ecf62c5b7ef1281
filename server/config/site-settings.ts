import { z } from "zod";
import { siteConfigWith, whatsappNumberOf } from "../../content/site";
import { configSection } from "./config-section";

/** A blank override keeps the company's own fact, so an empty line in an environment file is harmless. */
function override(rule?: { pattern: RegExp; message: string }) {
  const text = z.string().trim();
  const checked = rule
    ? text.refine((value) => value === "" || rule.pattern.test(value), rule.message)
    : text;
  return checked.optional().transform((value) => value || undefined);
}

/**
 * The company's contact facts (content/site.ts), overridable so a staging or franchise deployment shows its
 * own name, phone, email and addresses without a code change.
 */
export const siteSettings = configSection({
  variables: {
    SITE_NAME: override(),
    SITE_PHONE: override({
      pattern: /^\+?[\d\s()-]{7,}$/,
      message: "must be a phone number like +880 1711-223344",
    }),
    SITE_EMAIL: override({
      pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
      message: "must be an email address like hello@example.com",
    }),
    SITE_SHOWROOM_ADDRESS: override(),
    SITE_FACTORY_ADDRESS: override(),
    // The WhatsApp links' number; unset, the company phone's (SITE_PHONE or ours). Stored as wa.me wants it.
    WHATSAPP_NUMBER: override({
      pattern: /^\+?[\d\s().-]+$/,
      message: "must be a phone number with its country code, like 8801711223344",
    }).transform((value, context) => {
      if (value === undefined) return undefined;
      const number = whatsappNumberOf(value);
      if (!number) {
        context.addIssue({
          code: "custom",
          message: "must be a phone number with its country code, like 8801711223344",
        });
        return z.NEVER;
      }
      return number;
    }),
  },
  settings: (values) => ({
    site: siteConfigWith({
      name: values.SITE_NAME,
      phone: values.SITE_PHONE,
      email: values.SITE_EMAIL,
      showroomAddress: values.SITE_SHOWROOM_ADDRESS,
      factoryAddress: values.SITE_FACTORY_ADDRESS,
      whatsappNumber: values.WHATSAPP_NUMBER,
    }),
  }),
});

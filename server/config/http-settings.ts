import { z } from "zod";
import { isValidHostHeader } from "../http/site-origin";
import { parseTrustProxy } from "../http/trust-proxy";
import { commaSeparated, configSection, unsetWhenEmpty, wholeNumber } from "./config-section";

const PORT_MESSAGE = "must be an integer from 1 to 65535";
const RATE_MESSAGE = "must be a whole number of requests per minute (0 turns limits off)";
const PAGE_RATE_MESSAGE = "must be a whole number of page requests per minute (0 turns the limit off)";

/** Where the server listens, whom it believes about the client, the origin its pages name, and its limits. */
export const httpSettings = configSection({
  variables: {
    PORT: wholeNumber(PORT_MESSAGE, { max: 65535 }).default(3000),
    HOST: z.string().min(1, "must not be empty").default("0.0.0.0"),
    TRUST_PROXY: z
      .string()
      .default("false")
      .transform((raw, context) => {
        const parsed = parseTrustProxy(raw);
        if ("value" in parsed) return parsed.value;
        context.addIssue({ code: "custom", message: parsed.error });
        return z.NEVER;
      }),
    SITE_URL: unsetWhenEmpty(
      z
        .url({ message: "must be an absolute URL like https://example.com" })
        .refine(
          (url) => /^https?:\/\/[^/?#]+\/?$/i.test(url),
          "must be an origin only, like https://example.com",
        ),
    ),
    ALLOWED_HOSTS: z
      .string()
      .default("")
      .transform((raw) => commaSeparated(raw).map((host) => host.toLowerCase()))
      .refine(
        (hosts) => hosts.every((host) => isValidHostHeader(host)),
        "must be host names, like shop.example.com,localhost:3000",
      ),
    PUBLIC_API_BASE: z.string().regex(/\/$/, "must end with a slash, like /api/").default("/api/"),
    RATE_LIMIT_MAX: wholeNumber(RATE_MESSAGE).default(30),
    PAGE_RATE_LIMIT_MAX: wholeNumber(PAGE_RATE_MESSAGE).default(300),
  },
  settings: (values) => ({
    port: values.PORT,
    host: values.HOST,
    trustProxy: values.TRUST_PROXY,
    siteUrl: values.SITE_URL?.replace(/\/$/, ""),
    allowedHosts: values.ALLOWED_HOSTS,
    publicApiBase: values.PUBLIC_API_BASE,
    rateLimitMax: values.RATE_LIMIT_MAX,
    pageRateLimitMax: values.PAGE_RATE_LIMIT_MAX,
  }),
});

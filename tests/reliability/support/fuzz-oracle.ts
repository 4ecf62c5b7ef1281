/**
 * An oracle for the API's input rules written from the contract (docs/product.md#validation and issue 3), not from the
 * server's zod schemas, so the fuzz suite checks the server instead of repeating it. "unknown" marks inputs
 * the contract does not decide (text PostgreSQL cannot store, addresses only some validators accept): for
 * those the server may accept or refuse, but never fail.
 */

export type Verdict = "valid" | "invalid" | "unknown";

export const MAX_BODY_BYTES = 16 * 1024;
const LIMITS = { name: 100, address: 300, message: 2000, email: 254 };

const PHONE = /^01[0-9]{9}$/;
const CLEARLY_VALID_EMAIL =
  /^[a-z0-9](?:[a-z0-9._+-]*[a-z0-9])?@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isUnstorable = (value: string) => value.includes("\u0000") || LONE_SURROGATE.test(value);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function combine(verdicts: Verdict[]): Verdict {
  if (verdicts.includes("invalid")) return "invalid";
  if (verdicts.includes("unknown")) return "unknown";
  return "valid";
}

function judgeRequiredText(value: unknown, max: number): Verdict {
  if (typeof value !== "string") return "invalid";
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > max) return "invalid";
  return isUnstorable(value) ? "unknown" : "valid";
}

/** A name or an address (issue 27): one line, so no line break, tab or other control character inside it. */
function judgeOneLineText(value: unknown, max: number): Verdict {
  const verdict = judgeRequiredText(value, max);
  if (verdict === "invalid") return verdict;
  return /[\p{Cc}\u2028\u2029]/u.test((value as string).trim()) ? "invalid" : verdict;
}

/**
 * docs/product.md#validation: a phone may be typed in Bengali or ASCII digits, grouped with spaces or dashes
 * (the space, the no-break and thin spaces, the hyphen, the Unicode hyphens and dashes, the minus sign); it is
 * checked and stored as its 11 ASCII digits. A tab, a line break or any other character is refused.
 */
const PHONE_GROUPING = /[ \u00a0\u2009\u202f\u2010-\u2015\u2212-]/g;
const BENGALI_DIGITS = "০১২৩৪৫৬৭৮৯";
function typedPhoneDigits(value: string): string {
  return [...value.trim().replace(PHONE_GROUPING, "")]
    .map((char) => (BENGALI_DIGITS.includes(char) ? String(BENGALI_DIGITS.indexOf(char)) : char))
    .join("");
}

function judgePhone(value: unknown): Verdict {
  return typeof value === "string" && PHONE.test(typedPhoneDigits(value)) ? "valid" : "invalid";
}

function judgeEmail(value: unknown): Verdict {
  if (value === undefined || value === null) return "valid";
  if (typeof value !== "string") return "invalid";
  const trimmed = value.trim();
  if (trimmed === "") return "valid";
  if (trimmed.length > LIMITS.email) return "invalid";
  if (CLEARLY_VALID_EMAIL.test(trimmed) && !trimmed.includes("..")) return "valid";
  const at = trimmed.split("@");
  if (at.length !== 2) return "invalid";
  const [local, domain] = at;
  if (!local || !domain || !domain.includes(".") || /[\s<>()[\]\\,;:"]/.test(trimmed)) return "invalid";
  return "unknown";
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function judgeCustomer(body: unknown): Verdict {
  if (!isPlainObject(body)) return "invalid";
  return combine([
    judgeOneLineText(body.name, LIMITS.name),
    judgeEmail(body.email),
    judgeOneLineText(body.address, LIMITS.address),
    judgePhone(body.phone),
  ]);
}

export function judgeMessage(body: unknown): Verdict {
  if (!isPlainObject(body)) return "invalid";
  return combine([judgeCustomer(body), judgeRequiredText(body.message, LIMITS.message)]);
}

/** Shape rules of save-order-details; whether the ids exist is the caller's part. */
export function judgeOrderItem(body: unknown): Verdict {
  if (!isPlainObject(body)) return "invalid";
  const idOk = (value: unknown) =>
    typeof value === "string" && value.trim().length >= 1 && value.trim().length <= 64;
  const quantity = body.quantity;
  const quantityOk =
    typeof quantity === "number" && Number.isInteger(quantity) && quantity >= 1 && quantity <= 99;
  return idOk(body.orderId) && idOk(body.accessoryId) && quantityOk ? "valid" : "invalid";
}

/** The id a lookup would find: the trimmed text when it is a UUID, in the database's lower case. */
export function canonicalId(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return UUID.test(trimmed) ? trimmed.toLowerCase() : undefined;
}

export function judgePage(values: string[]): Verdict {
  if (values.length === 0) return "valid";
  if (values.length > 1) return "invalid";
  const [value] = values;
  return value === "" || /^[1-9][0-9]{0,8}$/.test(value) ? "valid" : "invalid";
}

/** What a stored customer looks like: trimmed text and a blank email as null. */
export function normaliseCustomer(body: Record<string, unknown>) {
  const email = typeof body.email === "string" ? body.email.trim() : "";
  return {
    name: String(body.name).trim(),
    email: email === "" ? null : email,
    address: String(body.address).trim(),
    phone: typedPhoneDigits(String(body.phone)),
  };
}

export function customerFingerprint(body: Record<string, unknown>): string {
  const customer = normaliseCustomer(body);
  return JSON.stringify([customer.name, customer.email ?? "", customer.address, customer.phone]);
}

export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,128}$/;

/**
 * Whether the server's JSON parser refuses a parsed body as prototype poisoning: an own `__proto__` key at
 * any depth, or a `constructor` object with its own `prototype` (Fastify's defaults for both).
 */
export function isPoisoned(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(isPoisoned);
  if (value === null || typeof value !== "object") return false;
  if (Object.hasOwn(value, "__proto__")) return true;
  const constructor: unknown = Object.hasOwn(value, "constructor")
    ? (value as Record<string, unknown>).constructor
    : undefined;
  if (constructor !== null && typeof constructor === "object" && Object.hasOwn(constructor, "prototype"))
    return true;
  return Object.values(value).some(isPoisoned);
}

import { normaliseBangladeshMobile } from "./bangladesh-phone";
import { CourierRefusedError } from "./courier-errors";
import { COURIER_LABELS, type CourierName, type ParcelField } from "./parcel";
import { characterCount, courierLine } from "./parcel-text";

/**
 * Collects what is wrong with a parcel against one courier's published limits before anything is sent,
 * so staff read every problem at once, beside its field, in plain words.
 */
export class ParcelChecks {
  readonly #courier: CourierName;
  readonly #problems: Partial<Record<ParcelField, string[]>> = {};

  constructor(courier: CourierName) {
    this.#courier = courier;
  }

  get courierName(): string {
    return COURIER_LABELS[this.#courier];
  }

  problem(field: ParcelField, message: string): void {
    (this.#problems[field] ??= []).push(message);
  }

  /** One line of text within `min`-`max` characters, or a problem (and the cleaned text either way). */
  line(
    field: ParcelField,
    what: string,
    raw: string | undefined,
    limits: { min?: number; max: number; replace?: RegExp },
  ): string {
    const text = courierLine(raw ?? "", { replace: limits.replace });
    const length = characterCount(text);
    if (length === 0 && (limits.min ?? 0) > 0) this.problem(field, `The ${what} is required.`);
    else if (limits.min !== undefined && length < limits.min)
      this.problem(field, `${this.courierName} needs ${limits.min} characters or more in the ${what}.`);
    else if (length > limits.max)
      this.problem(
        field,
        `${this.courierName} takes at most ${limits.max} characters in the ${what}; this one has ${length}.`,
      );
    return text;
  }

  phone(field: ParcelField, raw: string): string {
    const phone = normaliseBangladeshMobile(raw);
    if (phone) return phone;
    this.problem(
      field,
      `${this.courierName} needs a Bangladeshi mobile number of 11 digits, 01 then 3-9 (like 01712345678).`,
    );
    return raw;
  }

  wholeNumber(field: ParcelField, what: string, value: number, limits: { min: number; max: number }): number {
    if (!Number.isSafeInteger(value) || value < limits.min || value > limits.max)
      this.problem(
        field,
        `The ${what} must be a whole number from ${limits.min.toLocaleString("en-US")} to ${limits.max.toLocaleString("en-US")}.`,
      );
    return value;
  }

  /** The refusal to throw, or null when every check passed. */
  refusal(): CourierRefusedError | null {
    const fields = Object.keys(this.#problems);
    if (fields.length === 0) return null;
    const all = Object.values(this.#problems).flat();
    return new CourierRefusedError(this.#courier, `Not sent to ${this.courierName}: ${all.join(" ")}`, {
      reason: "invalid",
      fields: this.#problems,
      status: null,
    });
  }
}

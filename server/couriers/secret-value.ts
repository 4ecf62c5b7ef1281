import { inspect } from "node:util";

const HIDDEN = "[hidden]";

/**
 * A credential that cannot reach a log line, an error message or a page by accident: printing, logging
 * (pino serialises with JSON.stringify) or inspecting it shows "[hidden]". Only `reveal()` gives the value,
 * and only the adapter that puts it in a request header calls it.
 */
export class SecretValue {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  reveal(): string {
    return this.#value;
  }

  toString(): string {
    return HIDDEN;
  }

  toJSON(): string {
    return HIDDEN;
  }

  [inspect.custom](): string {
    return HIDDEN;
  }
}

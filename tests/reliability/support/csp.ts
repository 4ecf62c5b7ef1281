import { createHash } from "node:crypto";
import { JSDOM } from "jsdom";
import { expect } from "vitest";

/** The directives of a Content-Security-Policy header, by lower-cased name. */
export function cspDirectives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

/**
 * The rule for every HTML page: script-src allows the site itself and sha256 hashes, nothing else (no
 * 'unsafe-inline', no nonce, no other origin), and every inline script of the document, as a browser parses
 * it, has its hash in the header. Returns the document's inline scripts.
 */
export function expectInlineScriptsAllowed(html: string, policy: string | string[] | undefined): string[] {
  expect(typeof policy, "one Content-Security-Policy header").toBe("string");
  const scriptSrc = cspDirectives(policy as string).get("script-src") ?? [];
  expect(scriptSrc[0]).toBe("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(
    scriptSrc.filter((source) => source !== "'self'" && !/^'sha256-[A-Za-z0-9+/]+={0,2}'$/.test(source)),
  ).toEqual([]);
  const document = new JSDOM(html).window.document;
  const inline = [...document.querySelectorAll("script:not([src])")].map(
    (script) => script.textContent ?? "",
  );
  for (const text of inline) {
    const source = `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
    expect(scriptSrc, `the hash of the inline script ${text.slice(0, 80)}`).toContain(source);
  }
  return inline;
}

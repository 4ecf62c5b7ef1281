import { createHash } from "node:crypto";
import helmet from "@fastify/helmet";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import {
  apiHelmetOptions,
  apiSecurityHeaders,
  contentSecurityPolicy,
  documentHelmetOptions,
  documentOnlySecurityHeaders,
  inlineScriptHashes,
  permissionsPolicyHeader,
} from "./security-headers";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes the exact text of every inline script, skips scripts with src and repeats", () => {
    const context = 'window.__reactRouterContext = {"url":"/","é":"ß"};';
    const loader = 'import("/assets/manifest.js");';
    const html = [
      "<!DOCTYPE html><html><head>",
      '<script type="application/ld+json">{"@type":"LocalBusiness"}</script>',
      '<script src="/assets/entry.js" type="module"></script>',
      '<script type="module" async="">',
      loader,
      "</script></head><body>",
      `<script>${context}</script>`,
      `<SCRIPT>${context}</SCRIPT >`,
      "<script></script>",
      "</body></html>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha256('{"@type":"LocalBusiness"}'),
      sha256(loader),
      sha256(context),
      sha256(""),
    ]);
  });

  it("hashes line breaks as the browser's parser leaves them (CR LF becomes LF)", () => {
    expect(inlineScriptHashes("<script>a;\r\nb;\rc;</script>")).toEqual([sha256("a;\nb;\nc;")]);
  });

  it("finds nothing in a document without inline scripts", () => {
    expect(inlineScriptHashes('<p>no scripts</p><script src="/a.js"></script>')).toEqual([]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows scripts from the site and the given hashes only", () => {
    const directive = (policy: string, name: string) =>
      policy.split(";").find((part) => part.split(" ")[0] === name);
    const policy = contentSecurityPolicy(["'sha256-abc='"]);
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'sha256-abc='");
    expect(directive(policy, "script-src-attr")).toBe("script-src-attr 'none'");
    expect(directive(contentSecurityPolicy(), "script-src")).toBe("script-src 'self'");
  });

  it("gives answers that are not documents a policy that allows nothing and no framing", () => {
    expect(apiSecurityHeaders({ csp: true })["content-security-policy"]).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(apiSecurityHeaders({ csp: false })).not.toHaveProperty("content-security-policy");
  });
});

/** What @fastify/helmet itself sends with these options, lower-cased. */
async function helmetHeaders(options: Parameters<typeof apiHelmetOptions>[0], kind: "api" | "document") {
  const app = Fastify();
  await app.register(helmet, kind === "api" ? apiHelmetOptions(options) : documentHelmetOptions(options));
  app.get("/", async () => ({}));
  const response = await app.inject({ method: "GET", url: "/" });
  await app.close();
  const headers = Object.fromEntries(
    Object.entries(response.headers).filter(
      ([name]) => !["content-type", "content-length", "date", "connection"].includes(name),
    ),
  );
  return headers;
}

describe("the precomputed header sets", () => {
  it.each([true, false])("match what helmet sends to the API and to documents (policy: %s)", async (csp) => {
    expect(await helmetHeaders({ csp }, "api")).toEqual(apiSecurityHeaders({ csp }));
    expect({ ...(await helmetHeaders({ csp }, "document")), ...permissionsPolicyHeader }).toEqual({
      ...apiSecurityHeaders({ csp }),
      ...documentOnlySecurityHeaders,
      ...(csp ? { "content-security-policy": contentSecurityPolicy() } : {}),
    });
  });
});

describe("the document headers", () => {
  it("switch off the browser features no page uses and leave framing to frame-ancestors", () => {
    const policy = documentOnlySecurityHeaders["permissions-policy"];
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(policy).toContain(`${feature}=()`);
    }
    expect(policy.split(", ").every((entry) => /^[a-z-]+=\(\)$/.test(entry))).toBe(true);
    expect(documentOnlySecurityHeaders).not.toHaveProperty("x-frame-options");
    expect(contentSecurityPolicy()).toContain("frame-ancestors 'none'");
  });
});

import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The methods some route answers at this path (upper case, in a stable order), for a 405's `Allow`;
     * `within`: only routes under this prefix.
     */
    allowedMethods(path: string, within?: string): string[];
  }
}

type Entry = { url: string; pattern: RegExp; methods: readonly string[] };

const ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/**
 * Remembers every route as it is added, so an answer for a path that exists under other methods can be a
 * 405 naming them, not a 404. Call before any route is registered. Routes that take every method (the API's
 * catch-all for unknown endpoints) say nothing about a path and are left out.
 */
export function registerAllowedMethods(app: FastifyInstance) {
  const entries: Entry[] = [];
  app.addHook("onRoute", (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((method) =>
      method.toUpperCase(),
    );
    if (methods.length > ORDER.length) return;
    // Fastify answers HEAD wherever it answers GET.
    if (methods.includes("GET") && !methods.includes("HEAD")) methods.push("HEAD");
    entries.push({ url: route.url, pattern: routePattern(route.url), methods });
  });
  app.decorate("allowedMethods", (path: string, within?: string) => {
    // The router ignores a trailing slash, and so does this.
    const normalised = path.length > 1 ? path.replace(/\/+$/, "") : path;
    const found = new Set<string>();
    for (const entry of entries) {
      if (within !== undefined && !entry.url.startsWith(within)) continue;
      if (entry.pattern.test(normalised)) for (const method of entry.methods) found.add(method);
    }
    return [...found].sort((a, b) => rank(a) - rank(b));
  });
}

function rank(method: string): number {
  const index = ORDER.indexOf(method);
  return index === -1 ? ORDER.length : index;
}

/** find-my-way's syntax as a regular expression: `:name` is one segment, `*` the rest of the path. */
function routePattern(url: string): RegExp {
  const trimmed = url.length > 1 ? url.replace(/\/+$/, "") : url;
  let source = "";
  for (let index = 0; index < trimmed.length; index += 1) {
    const char = trimmed[index];
    if (char === "*") {
      source += ".*";
    } else if (char === ":" && trimmed[index + 1] === ":") {
      source += ":";
      index += 1;
    } else if (char === ":") {
      // The parameter's name, and a regular expression in brackets if it has one.
      while (index + 1 < trimmed.length && /[\w(]/.test(trimmed[index + 1])) {
        if (trimmed[index + 1] !== "(") index += 1;
        else index = trimmed.includes(")", index + 1) ? trimmed.indexOf(")", index + 1) : trimmed.length;
      }
      source += "[^/]+";
    } else {
      source += char.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    }
  }
  return new RegExp(`^${source}/?$`);
}

import { RETURN_PATH_MAX_LENGTH } from "../../../common/limits";

/** Where the back office lives: its pages (and their React Router data requests) and its JSON API. */
export const ADMIN_PAGE_ROOT = "/admin";
export const SIGN_IN_PAGE = "/admin/login";
export const SETUP_PAGE = "/admin/setup";

export type BackOfficeRequest = {
  kind: "page" | "api";
  /** Whether a page request is a React Router data request (`/admin.data`, `/admin/x.data`). */
  data: boolean;
  /** Open to anonymous visitors: sign-in and first-owner setup. */
  open: boolean;
  /** The page path a data request stands for (`/admin/staff.data` → `/admin/staff`). */
  pagePath: string;
};

/**
 * Classifies a request path; `undefined` for everything that is not the back office. Called for every
 * request of the site, so it is a few string comparisons before anything else.
 */
export function classifyBackOfficeRequest(
  method: string,
  url: string,
  apiPrefix: string,
): BackOfficeRequest | undefined {
  const query = url.indexOf("?");
  const rawPath = query === -1 ? url : url.slice(0, query);
  // React Router matches paths case-insensitively, after decoding and resolving dot segments, so the
  // quick test looks for any spelling that could end up there.
  if (!/admin|%/i.test(rawPath)) return undefined;
  const pathname = normalisePath(rawPath);
  if (pathname === undefined) return { kind: "page", data: false, open: false, pagePath: ADMIN_PAGE_ROOT };
  const apiRoot = `${apiPrefix.toLowerCase()}/admin`;
  if (!pathname.startsWith(ADMIN_PAGE_ROOT) && !pathname.startsWith(apiRoot)) return undefined;

  if (pathname === apiRoot || pathname.startsWith(`${apiRoot}/`)) {
    const endpoint = pathname.slice(apiRoot.length);
    const open =
      (endpoint === "/session" && (method === "POST" || method === "DELETE")) ||
      (endpoint === "/setup" && method === "POST");
    return { kind: "api", data: false, open, pagePath: pathname };
  }

  const data = pathname.endsWith(".data");
  const pagePath = data ? pathname.slice(0, -".data".length) : pathname;
  if (pagePath !== ADMIN_PAGE_ROOT && !pagePath.startsWith(`${ADMIN_PAGE_ROOT}/`)) return undefined;
  const open = pagePath === SIGN_IN_PAGE || pagePath === SETUP_PAGE;
  return { kind: "page", data, open, pagePath };
}

/**
 * The path as the routers see it: decoded, dot segments resolved, backslashes as slashes, repeated and
 * trailing slashes dropped, lower-cased; `undefined` when it cannot be decoded.
 */
function normalisePath(rawPath: string): string | undefined {
  let path = rawPath;
  for (let round = 0; round < 3; round++) {
    let resolved: string;
    try {
      resolved = decodeURIComponent(new URL(path.replace(/[\\/]+/g, "/"), "http://site.invalid").pathname);
    } catch {
      // A path no router can decode is kept out (fail closed). Once it has decoded, a later round that cannot
      // (a visitor's "%" in an accessory id) leaves the path as the routers see it after their one decoding.
      if (round === 0) return undefined;
      break;
    }
    if (resolved === path) break;
    path = resolved;
  }
  const collapsed = path.toLowerCase().replace(/\/{2,}/g, "/");
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, "") : collapsed;
}

/** The place to go after signing in: only ever a back-office path of this site. */
export function safeNextPath(next: unknown): string {
  if (typeof next !== "string" || next.length === 0 || next.length > RETURN_PATH_MAX_LENGTH)
    return ADMIN_PAGE_ROOT;
  // A path only: no scheme, no host (`//evil`, `/\evil`), no control characters or backslashes.
  if (!next.startsWith("/") || next.startsWith("//") || /[\\\p{Cc}]/u.test(next)) {
    return ADMIN_PAGE_ROOT;
  }
  let parsed: URL;
  try {
    parsed = new URL(next, "http://site.invalid");
  } catch {
    return ADMIN_PAGE_ROOT;
  }
  if (parsed.origin !== "http://site.invalid") return ADMIN_PAGE_ROOT;
  const path = parsed.pathname;
  const inBackOffice = path === ADMIN_PAGE_ROOT || path.startsWith(`${ADMIN_PAGE_ROOT}/`);
  if (!inBackOffice || path === SIGN_IN_PAGE || path === SETUP_PAGE) return ADMIN_PAGE_ROOT;
  return `${path}${parsed.search}`;
}

/**
 * Where the browser finds the product's API. Its own module, apart from the client (api-client.ts), because
 * every page's layout sets it while only the pages that fetch need the client's code.
 */

export const DEFAULT_API_BASE = "/api/";

let apiBase = DEFAULT_API_BASE;

/**
 * The deployment may serve the API from another base (PUBLIC_API_BASE, e.g. a CDN path); the layout
 * passes the server's value here before any child component can fetch.
 */
export function setApiBase(base: string): void {
  apiBase = base.endsWith("/") ? base : `${base}/`;
}

export function apiUrl(path: string): string {
  return `${apiBase}${path.replace(/^\/+/, "")}`;
}

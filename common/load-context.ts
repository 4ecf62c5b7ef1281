import type { SiteConfig } from "../content/site";
import type { CatalogueReader } from "./catalogue";

export type ServerLoadContext = {
  catalogue: CatalogueReader;
  site: SiteConfig;
  /** The per-request nonce that the Content-Security-Policy allows for inline scripts. */
  cspNonce: string;
  /** Absolute origin for canonical URLs and sitemaps, like https://example.com. */
  siteUrl: string;
  apiBase: string;
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ServerLoadContext {}
}

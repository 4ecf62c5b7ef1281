import type { SiteConfig } from "../content/site";
import type { CatalogueReader } from "./catalogue";

export type ServerLoadContext = {
  catalogue: CatalogueReader;
  site: SiteConfig;
  /** Absolute origin for canonical URLs and sitemaps, like https://example.com. */
  siteUrl: string;
  apiBase: string;
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ServerLoadContext {}
}

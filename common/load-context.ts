import type { SiteConfig } from "../content/site";
import type { CatalogueReader } from "./catalogue";
import type { DeliverySettings } from "./delivery/delivery-settings";
import type { TrackOrderOutcome } from "./tracking";

export type ServerLoadContext = {
  catalogue: CatalogueReader;
  site: SiteConfig;
  /** Absolute origin for canonical URLs and sitemaps, like https://example.com. */
  siteUrl: string;
  apiBase: string;
  /** The delivery prices and suburbs in force, for the checkout page's estimate (the server charges the same). */
  deliverySettings: () => Promise<DeliverySettings>;
  /** One tracking attempt of this request's client (counted against its limit), for the tracking page's form. */
  trackOrder: (input: unknown) => Promise<TrackOrderOutcome>;
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ServerLoadContext {}
}

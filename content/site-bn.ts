import type { Lang } from "../common/lang";
import { defaultSiteConfig, type OpeningHours, type PostalAddress, type SiteConfig } from "./site";

/**
 * The site config's visible words in Bengali: the showroom's and factory's addresses and the showroom hours.
 * Names, phone, email, links and the schema.org values (`daysOfWeek`, `opens`, `closes`, `countryCode`) stay
 * as they are, and so do the postal codes (schema.org's `postalCode`, read by machines). An address a deployment overrode from the environment has no Bengali twin here, so it shows
 * as written rather than as our own address in Bengali.
 */

const showroomBn: PostalAddress = {
  street: "বাড়ি ৪২, রোড ১১",
  area: "বনানী",
  city: "ঢাকা",
  postalCode: "1213",
  country: "বাংলাদেশ",
  countryCode: "BD",
  oneLine: "বাড়ি ৪২, রোড ১১, বনানী, ঢাকা ১২১৩",
};

const factoryBn: PostalAddress = {
  street: "প্লট ১৭, বিসিক শিল্পনগরী",
  area: "টঙ্গী",
  city: "গাজীপুর",
  postalCode: "1710",
  country: "বাংলাদেশ",
  countryCode: "BD",
  oneLine: "প্লট ১৭, বিসিক শিল্পনগরী, টঙ্গী, গাজীপুর ১৭১০",
};

const showroomHoursBn: Pick<OpeningHours, "display" | "days" | "time"> = {
  display: "রবি থেকে শনিবার, সকাল ১০টা থেকে রাত ৯টা",
  days: "রবি থেকে শনিবার",
  time: "সকাল ১০টা থেকে রাত ৯টা",
};

/** Our own address in Bengali; an overridden one (any other line) as the deployment wrote it. */
function addressInBengali(address: PostalAddress, ours: PostalAddress, twin: PostalAddress): PostalAddress {
  return address.oneLine === ours.oneLine ? twin : address;
}

export function siteConfigInBengali(site: SiteConfig): SiteConfig {
  return {
    ...site,
    showroom: addressInBengali(site.showroom, defaultSiteConfig.showroom, showroomBn),
    factory: addressInBengali(site.factory, defaultSiteConfig.factory, factoryBn),
    showroomHours: { ...site.showroomHours, ...showroomHoursBn },
  };
}

/** The site config as a page in `lang` shows it: English pages get it unchanged. */
export function siteConfigIn(lang: Lang, site: SiteConfig): SiteConfig {
  return lang === "bn" ? siteConfigInBengali(site) : site;
}

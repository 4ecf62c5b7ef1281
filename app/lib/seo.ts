import type { MetaDescriptor } from "react-router";
import type { SiteConfig } from "../../content/site";
import {
  LANGS,
  LANG_TAG,
  OG_LOCALE,
  isLang,
  localizePath,
  stripLangPrefix,
  type Lang,
} from "../../common/lang";
import { en, type Messages } from "~/i18n/messages/en";

export type RootLoaderData = { siteUrl: string; site: SiteConfig };

type MatchLike = { id: string; data?: unknown; loaderData?: unknown; handle?: unknown } | undefined;

export type Breadcrumb = { name: string; path: string };

export type SeoInput = {
  title: string;
  description: string;
  /** The canonical path of the page, like /portfolio/office-interior-design. */
  path: string;
  /** Absolute or root-relative URL of the share image (1200 px JPEG). */
  image?: string;
  imageAlt?: string;
  type?: "website" | "product" | "article";
  noindex?: boolean;
  breadcrumbs?: Breadcrumb[];
  jsonLd?: Record<string, unknown>[];
  /** Extra Open Graph / product tags, e.g. product:price:amount. */
  extra?: MetaDescriptor[];
};

export const DEFAULT_SHARE_IMAGE = "/images/hero/home-1200.jpg";

/** The root loader's data (site origin and config), found among the meta function's matches. */
export function rootDataOf(matches: readonly MatchLike[]): RootLoaderData {
  const root = matches.find((match) => match?.id === "root");
  const data = (root?.loaderData ?? root?.data) as RootLoaderData | undefined;
  if (!data) throw new Error("The root loader data is missing");
  return data;
}

/**
 * The site config in the page's language: the site layout's loader data (the /bn layout's has the Bengali
 * addresses and hours), or the root's where no layout matched.
 */
export function pageSite(matches: readonly MatchLike[]): SiteConfig {
  for (const match of matches) {
    const handle = match?.handle as { lang?: unknown } | undefined;
    const data = (match?.loaderData ?? match?.data) as { site?: SiteConfig } | undefined;
    if (handle && isLang(handle.lang) && data?.site) return data.site;
  }
  return rootDataOf(matches).site;
}

/**
 * The page's language and catalogue, from the site layout's `handle` among the meta function's matches
 * (English when no layout says otherwise).
 */
export function pageLanguage(matches: readonly MatchLike[]): { lang: Lang; t: Messages } {
  for (const match of matches) {
    const handle = match?.handle as { lang?: unknown; messages?: Messages } | undefined;
    if (handle && isLang(handle.lang) && handle.messages) return { lang: handle.lang, t: handle.messages };
  }
  return { lang: "en", t: en };
}

/** The link tags naming a page's twin in each language, English also being the x-default. */
export function alternateLinks(siteUrl: string, path: string): MetaDescriptor[] {
  const english = stripLangPrefix(path);
  return [
    ...LANGS.map((lang) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: LANG_TAG[lang],
      href: absoluteUrl(siteUrl, localizePath(english, lang)),
    })),
    {
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(siteUrl, english),
    },
  ];
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl)
    ? pathOrUrl
    : `${siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/**
 * Title, description, canonical URL, Open Graph and Twitter card tags, and JSON-LD (breadcrumbs plus any
 * page-specific graph) for one page, in one place so every route says it the same way.
 */
export function seoMeta(matches: readonly MatchLike[], input: SeoInput): MetaDescriptor[] {
  const { siteUrl, site } = rootDataOf(matches);
  const { lang, t } = pageLanguage(matches);
  const title = input.path === "/" ? input.title : `${input.title} | ${site.name}`;
  const path = localizePath(input.path, lang);
  const url = absoluteUrl(siteUrl, path);
  const image = absoluteUrl(siteUrl, input.image ?? DEFAULT_SHARE_IMAGE);
  const jsonLd = [...(input.jsonLd ?? [])];
  if (input.breadcrumbs && input.breadcrumbs.length > 0) {
    const crumbs = [{ name: t.seo.home, path: "/" }, ...input.breadcrumbs];
    jsonLd.push(
      breadcrumbList(
        siteUrl,
        crumbs.map((crumb) => ({ ...crumb, path: localizePath(crumb.path, lang) })),
      ),
    );
  }
  return [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternateLinks(siteUrl, path),
    ...(input.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: input.imageAlt ?? title },
    { property: "og:locale", content: OG_LOCALE[lang] },
    ...LANGS.filter((other) => other !== lang).map((other) => ({
      property: "og:locale:alternate",
      content: OG_LOCALE[other],
    })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    ...(input.extra ?? []),
    ...jsonLd.map((graph) => ({ "script:ld+json": graph })),
  ];
}

export function breadcrumbList(siteUrl: string, crumbs: Breadcrumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

/** The company as a schema.org HomeAndConstructionBusiness (a LocalBusiness), for the home page. */
export function localBusiness(siteUrl: string, site: SiteConfig, lang: Lang = "en", t: Messages = en) {
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": `${siteUrl}/#business`,
    name: site.name,
    legalName: site.legalName,
    description: t.seo.businessDescription(site.name, site.foundingYear),
    slogan: lang === "en" ? site.tagline : t.shell.tagline,
    url: absoluteUrl(siteUrl, localizePath("/", lang)),
    logo: `${siteUrl}/icon-512.png`,
    image: absoluteUrl(siteUrl, DEFAULT_SHARE_IMAGE),
    telephone: site.phone.display,
    email: site.email.address,
    foundingDate: String(site.foundingYear),
    priceRange: "৳৳৳",
    address: {
      "@type": "PostalAddress",
      streetAddress: site.showroom.street,
      addressLocality: `${site.showroom.area}, ${site.showroom.city}`,
      postalCode: site.showroom.postalCode,
      addressCountry: site.showroom.countryCode,
    },
    geo: { "@type": "GeoCoordinates", latitude: site.geo.lat, longitude: site.geo.lng },
    hasMap: site.mapsUrl,
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: site.showroomHours.daysOfWeek,
        opens: site.showroomHours.opens,
        closes: site.showroomHours.closes,
      },
    ],
    areaServed: { "@type": "Country", name: "Bangladesh" },
  };
}

import { localizePath, type Lang } from "../../common/lang";
import { en, type Messages } from "~/i18n/messages/en";
import { accessoryDescription, accessoryName, type Accessory } from "../../common/catalogue";
import { absoluteUrl, breadcrumbList } from "./seo";
import { paths, accessoryPath } from "../../common/paths";

/**
 * Whether the accessory can be ordered. The catalogue marks an accessory out of stock with `outOfStock`;
 * JSON written before that field existed lacks it, and an accessory without it is in stock.
 */
export function isInStock(accessory: Accessory): boolean {
  return accessory.outOfStock !== true;
}

/** Every photograph of the accessory once, as absolute URLs (the gallery first, then the cover image). */
function imageUrls(siteUrl: string, accessory: Accessory): string[] {
  const paths = [...accessory.images.map((image) => image.imageUrl), accessory.image?.imageUrl].filter(
    (path): path is string => Boolean(path),
  );
  return [...new Set(paths)].map((path) => absoluteUrl(siteUrl, path));
}

/**
 * The accessory as a schema.org Product with one Offer in taka: what Google's product snippets and
 * merchant listings read (name, image, description, sku, brand, offers with price, currency,
 * availability and url).
 */
export function productJsonLd(siteUrl: string, brandName: string, accessory: Accessory, lang: Lang = "en") {
  const url = absoluteUrl(siteUrl, localizePath(accessoryPath(accessory), lang));
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#product`,
    name: accessoryName(accessory, lang),
    description: accessoryDescription(accessory, lang),
    image: imageUrls(siteUrl, accessory),
    sku: accessory.code,
    category: accessory.category,
    brand: { "@type": "Brand", name: brandName },
    url,
    offers: {
      "@type": "Offer",
      url,
      price: accessory.rate,
      priceCurrency: "BDT",
      availability: isInStock(accessory) ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: brandName },
    },
  };
}

/** Home › Accessories › the accessory, as the page's own breadcrumb shows it. */
export function accessoryBreadcrumbs(
  siteUrl: string,
  accessory: Accessory,
  lang: Lang = "en",
  t: Messages = en,
) {
  return breadcrumbList(siteUrl, [
    { name: t.shell.home, path: localizePath("/", lang) },
    { name: t.shop.accessories, path: localizePath(paths.accessories, lang) },
    { name: accessoryName(accessory, lang), path: localizePath(accessoryPath(accessory), lang) },
  ]);
}

/**
 * The company's own facts in one place. The contact facts can be overridden from the environment so a
 * staging or franchise deployment shows its own phone, email and addresses without a code change: the
 * configuration module reads and checks those variables and hands them to `siteConfigWith`.
 * The config travels from the server to the browser in loader data, so it must stay plain JSON.
 */

export interface PostalAddress {
  street: string;
  area: string;
  city: string;
  postalCode: string;
  country: string;
  /** ISO 3166-1 alpha-2, for schema.org PostalAddress. */
  countryCode: string;
  oneLine: string;
}

export interface OpeningHours {
  /** As docs/product.md#home-page words it: "Sunday to Saturday, 10:00 AM to 9:00 PM". */
  display: string;
  days: string;
  time: string;
  daysOfWeek: string[];
  /** 24-hour "HH:MM", for schema.org openingHoursSpecification. */
  opens: string;
  closes: string;
}

export interface SocialLink {
  label: string;
  href: string;
}

export interface SiteConfig {
  name: string;
  legalName: string;
  tagline: string;
  foundingYear: number;
  phone: { display: string; href: string };
  /** The number WhatsApp chats go to, as wa.me wants it: the country code and number, digits only. */
  whatsappNumber: string;
  email: { address: string; href: string };
  showroom: PostalAddress;
  factory: PostalAddress;
  showroomHours: OpeningHours;
  geo: { lat: number; lng: number };
  mapsUrl: string;
  socialLinks: SocialLink[];
  copyrightYear: number;
}

export function phoneHref(display: string): string {
  return `tel:${display.replace(/[^\d+]/g, "")}`;
}

/**
 * A phone number as wa.me wants it: `+880 1711-223344`, `01711-223344` and `8801711223344` all give
 * `8801711223344` (a Bangladeshi number written without its country code gets 880). Null for anything that is
 * not 8 to 15 digits once the separators are gone.
 */
export function whatsappNumberOf(phone: string): string | null {
  if (!/^\+?[\d\s().-]+$/.test(phone.trim())) return null;
  const digits = phone.replace(/\D/g, "");
  const international = /^01[3-9]\d{8}$/.test(digits) ? `88${digits}` : digits;
  return /^[1-9]\d{7,14}$/.test(international) ? international : null;
}

export function mapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

const showroom: PostalAddress = {
  street: "House 42, Road 11",
  area: "Banani",
  city: "Dhaka",
  postalCode: "1213",
  country: "Bangladesh",
  countryCode: "BD",
  oneLine: "House 42, Road 11, Banani, Dhaka 1213",
};

const factory: PostalAddress = {
  street: "Plot 17, BSCIC Industrial Estate",
  area: "Tongi",
  city: "Gazipur",
  postalCode: "1710",
  country: "Bangladesh",
  countryCode: "BD",
  oneLine: "Plot 17, BSCIC Industrial Estate, Tongi, Gazipur 1710",
};

export const defaultSiteConfig: SiteConfig = {
  name: "Nakshi Interiors",
  legalName: "Nakshi Interiors Ltd.",
  tagline: "Crafting elegance, one space at a time.",
  foundingYear: 2012,
  phone: { display: "+880 1711-223344", href: phoneHref("+880 1711-223344") },
  whatsappNumber: "8801711223344",
  email: { address: "hello@nakshiinteriors.com.bd", href: "mailto:hello@nakshiinteriors.com.bd" },
  showroom,
  factory,
  showroomHours: {
    display: "Sunday to Saturday, 10:00 AM to 9:00 PM",
    days: "Sunday to Saturday",
    time: "10:00 AM to 9:00 PM",
    daysOfWeek: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    opens: "10:00",
    closes: "21:00",
  },
  geo: { lat: 23.7937, lng: 90.4043 },
  mapsUrl: mapsSearchUrl(`Nakshi Interiors, ${showroom.oneLine}`),
  socialLinks: [],
  copyrightYear: 2025,
};

/**
 * An address override arrives as one line. Bangladeshi addresses are written
 * "street parts, area, city postcode", so that order is read back into the structured form that
 * schema.org needs; a line that does not follow it still shows verbatim as the one-line form.
 */
export function parseAddressLine(line: string, country = "Bangladesh", countryCode = "BD"): PostalAddress {
  const parts = line
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const last = parts.pop() ?? "";
  const cityAndCode = /^(.*?)[\s-]+(\d{4})$/.exec(last);
  const city = cityAndCode ? cityAndCode[1] : last;
  const postalCode = cityAndCode ? cityAndCode[2] : "";
  const area = parts.length > 1 ? (parts.pop() ?? "") : "";
  return {
    street: parts.join(", "),
    area,
    city,
    postalCode,
    country,
    countryCode,
    oneLine: line.trim(),
  };
}

/** The facts a deployment may change (see server/config/site-settings.ts); each one left undefined keeps ours. */
export interface SiteOverrides {
  name?: string;
  /** As displayed, like "+880 1711-223344"; the tel: link is derived from it. */
  phone?: string;
  email?: string;
  /** One line each, read back into the structured form by `parseAddressLine`. */
  showroomAddress?: string;
  factoryAddress?: string;
  /** Digits as wa.me wants them (see whatsappNumberOf); unset: the (overridden) phone's. */
  whatsappNumber?: string;
}

/** `geo` is never overridden: coordinates cannot be derived from an address line without a geocoder. */
export function siteConfigWith(overrides: SiteOverrides): SiteConfig {
  const config: SiteConfig = structuredClone(defaultSiteConfig);
  if (overrides.name) config.name = overrides.name;
  if (overrides.phone) config.phone = { display: overrides.phone, href: phoneHref(overrides.phone) };
  config.whatsappNumber =
    overrides.whatsappNumber ?? whatsappNumberOf(config.phone.display) ?? config.whatsappNumber;
  if (overrides.email) config.email = { address: overrides.email, href: `mailto:${overrides.email}` };
  if (overrides.showroomAddress) config.showroom = parseAddressLine(overrides.showroomAddress);
  if (overrides.factoryAddress) config.factory = parseAddressLine(overrides.factoryAddress);
  config.mapsUrl = mapsSearchUrl(`${config.name}, ${config.showroom.oneLine}`);
  return config;
}

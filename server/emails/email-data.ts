import { neutraliseDisplayText } from "../../common/display-text";
import { phoneHref, type SiteConfig } from "../../content/site";
import { formatDhakaDateTime } from "../../common/dhaka-time";

/** The company's facts as the emails show them (from the site config). */
export type CompanyFacts = { name: string; phone: string; phoneHref: string; email: string; address: string };

export function companyFacts(site: SiteConfig): CompanyFacts {
  return {
    name: site.name,
    phone: site.phone.display,
    phoneHref: site.phone.href,
    email: site.email.address,
    address: site.showroom.oneLine,
  };
}

export type EmailLine = { name: string; code: string; quantity: number; rate: number };

export type OrderEmailData = {
  orderNumber: string;
  placedAt: Date;
  customer: { name: string; phone: string; phoneHref: string; address: string; email: string | null };
  lines: EmailLine[];
  itemsSubtotal: number;
  delivery: OrderEmailDelivery;
  /** The items and the delivery charge: the cash to pay on delivery. */
  total: number;
  /** The order in the back office (absolute URL). */
  adminUrl: string;
};

/** Where the parcel goes and what its delivery costs (null: not known yet, staff agree it on the call). */
export type OrderEmailDelivery = {
  charge: number | null;
  zoneLabel: string;
  /** "Dhanmondi, Dhaka"; empty when the order came without a place. */
  place: string;
  weightGrams: number;
};

export type ContactRequestEmailData = {
  receivedAt: Date;
  visitor: { name: string; phone: string; phoneHref: string; address: string; email: string | null };
  message: string;
  adminUrl: string;
};

/**
 * Everything a visitor typed, made safe to show to staff: bidi and invisible characters made visible. HTML
 * escaping is React's job when the email renders; the values never reach a header.
 */
export function visitorDetails(input: {
  name: string;
  phone: string;
  address: string;
  email: string | null;
}) {
  return {
    name: neutraliseDisplayText(input.name),
    phone: neutraliseDisplayText(input.phone),
    phoneHref: phoneHref(input.phone),
    address: neutraliseDisplayText(input.address),
    email: input.email === null ? null : neutraliseDisplayText(input.email),
  };
}

export function lineTotal(line: EmailLine): number {
  return line.rate * line.quantity;
}

/** Dates in the company's time zone, whatever the server's, named as such for a reader abroad. */
export function formatDhakaTime(date: Date): string {
  return `${formatDhakaDateTime(date)} (Dhaka)`;
}

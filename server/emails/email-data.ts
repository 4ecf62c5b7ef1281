import type { OrderDeliveryZone } from "../../common/delivery/delivery-charge";
import type { Lang } from "../../common/lang";
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

/** An order line as the emails show it; `nameBn`: the catalogue's Bengali name, for a Bengali email. */
export type EmailLine = {
  name: string;
  nameBn?: string | null;
  code: string;
  quantity: number;
  rate: number;
};

export type OrderEmailData = {
  orderNumber: string;
  placedAt: Date;
  /** The language of the site the order was placed on: the customer's confirmation speaks it. */
  language: Lang;
  customer: { name: string; phone: string; phoneHref: string; address: string; email: string | null };
  lines: EmailLine[];
  itemsSubtotal: number;
  delivery: OrderEmailDelivery;
  deliveryZone: OrderDeliveryZone;
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
  /** The language of the page the request was sent from. */
  language: Lang;
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

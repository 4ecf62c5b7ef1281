import { groupThousands } from "../../common/format";
import { formatNumber } from "../../common/localized-format";

/**
 * What the shop says by SMS, in English and Bengali. Each message is a list of wordings from the fullest to
 * the leanest; the composer sends the first that fits in two parts (see sms-composer.ts). Only our own
 * facts appear in them (order number, amounts, the shop's name and phone, links) and, where a wording has a
 * greeting, the customer's name as `nameForSms` leaves it.
 */
export const SMS_LANGUAGES = ["en", "bn"] as const;
export type SmsLanguage = (typeof SMS_LANGUAGES)[number];

export type SmsShop = { name: string; phone: string };

export type SmsMessage =
  | { kind: "order-received"; orderNumber: string; total: number }
  /**
   * `trackUrl`: the tracking page, in the fuller English wordings; the leaner ones, and the Bengali ones
   * (UCS-2, 67 characters a part), leave it out to stay in two parts.
   */
  | { kind: "order-confirmed"; orderNumber: string; total: number; trackUrl?: string }
  | { kind: "courier-booked"; orderNumber: string; courier: string; trackingCode: string; trackUrl: string }
  | { kind: "new-order-for-staff"; orderNumber: string; total: number; items: number; adminUrl: string };

/** One wording; `name` is "" for a wording without a greeting. */
export type SmsWording = { greets: boolean; render: (name: string) => string };

/** The customer's page for following an order: `/track-order`, or its Bengali twin under `/bn`. */
export function trackOrderUrl(siteUrl: string, orderNumber: string, language: SmsLanguage): string {
  const prefix = language === "bn" ? "/bn" : "";
  return `${siteUrl}${prefix}/track-order?number=${encodeURIComponent(orderNumber)}`;
}

/** "Tk 21,250" keeps an English SMS in GSM-7 (৳ is not in its alphabet); a Bengali one is UCS-2 anyway. */
export function smsTaka(amount: number, language: SmsLanguage): string {
  return language === "bn" ? `৳${formatNumber("bn", amount)}` : `Tk ${groupThousands(amount)}`;
}

const greeting = (name: string, language: SmsLanguage) =>
  language === "bn" ? `প্রিয় ${name}, ` : `Dear ${name}, `;

function english(message: SmsMessage, shop: SmsShop): SmsWording[] {
  switch (message.kind) {
    case "order-received": {
      const facts = `order ${message.orderNumber}, total ${smsTaka(message.total, "en")}`;
      const call = `We will call you from ${shop.phone} to confirm it.`;
      return [
        {
          greets: true,
          render: (name) => `${shop.name}: ${greeting(name, "en")}we received your ${facts}. ${call}`,
        },
        { greets: false, render: () => `${shop.name}: We received your ${facts}. ${call}` },
      ];
    }
    case "order-confirmed": {
      const facts = `order ${message.orderNumber} is confirmed. Please keep ${smsTaka(message.total, "en")} ready to pay on delivery.`;
      const help = `Questions? Call ${shop.phone}`;
      const track = message.trackUrl ? ` Track it: ${message.trackUrl}` : "";
      return [
        ...(track
          ? [
              {
                greets: true,
                render: (name: string) => `${shop.name}: ${greeting(name, "en")}your ${facts}${track}`,
              },
              { greets: false, render: () => `${shop.name}: Your ${facts}${track}` },
            ]
          : []),
        { greets: true, render: (name) => `${shop.name}: ${greeting(name, "en")}your ${facts} ${help}` },
        { greets: false, render: () => `${shop.name}: Your ${facts} ${help}` },
        { greets: false, render: () => `${shop.name}: Your ${facts}` },
      ];
    }
    case "courier-booked": {
      const with_ = `order ${message.orderNumber} is on its way with ${message.courier}`;
      return [
        {
          greets: true,
          render: (name) =>
            `${shop.name}: ${greeting(name, "en")}your ${with_}, tracking code ${message.trackingCode}. Track it: ${message.trackUrl}`,
        },
        {
          greets: false,
          render: () =>
            `${shop.name}: Your ${with_}, tracking code ${message.trackingCode}. Track it: ${message.trackUrl}`,
        },
        { greets: false, render: () => `${shop.name}: Your ${with_}. Track it: ${message.trackUrl}` },
        {
          greets: false,
          render: () => `Your order ${message.orderNumber} is on its way. Track it: ${message.trackUrl}`,
        },
      ];
    }
    case "new-order-for-staff": {
      const items = message.items === 1 ? "1 item" : `${message.items} items`;
      const facts = `New order ${message.orderNumber}: ${smsTaka(message.total, "en")}, ${items}`;
      return [
        { greets: true, render: (name) => `${facts}, from ${name}. ${message.adminUrl}` },
        { greets: false, render: () => `${facts}. ${message.adminUrl}` },
        { greets: false, render: () => `${facts}.` },
      ];
    }
  }
}

function bengali(message: SmsMessage, shop: SmsShop): SmsWording[] {
  switch (message.kind) {
    case "order-received": {
      const facts = `আপনার অর্ডার ${message.orderNumber} পেয়েছি, মোট ${smsTaka(message.total, "bn")}।`;
      const call = `নিশ্চিত করতে আমরা ${shop.phone} থেকে ফোন করব।`;
      return [
        { greets: true, render: (name) => `${shop.name}: ${greeting(name, "bn")}${facts} ${call}` },
        { greets: false, render: () => `${shop.name}: ${facts} ${call}` },
      ];
    }
    case "order-confirmed": {
      const facts = `আপনার অর্ডার ${message.orderNumber} নিশ্চিত হয়েছে। ডেলিভারির সময় ${smsTaka(message.total, "bn")} নগদ দিন।`;
      // No tracking link: with it, a Bengali (UCS-2) text would not fit in two parts.
      return [
        {
          greets: true,
          render: (name) => `${shop.name}: ${greeting(name, "bn")}${facts} প্রশ্ন: ${shop.phone}`,
        },
        { greets: false, render: () => `${shop.name}: ${facts} প্রশ্ন: ${shop.phone}` },
        { greets: false, render: () => `${shop.name}: ${facts}` },
      ];
    }
    case "courier-booked": {
      const sent = `অর্ডার ${message.orderNumber} ${message.courier}-এ পাঠানো হয়েছে`;
      const track = `ট্র্যাক: ${message.trackUrl}`;
      return [
        {
          greets: true,
          render: (name) =>
            `${shop.name}: ${greeting(name, "bn")}${sent}, কোড ${message.trackingCode}। ${track}`,
        },
        { greets: false, render: () => `${shop.name}: ${sent}, কোড ${message.trackingCode}। ${track}` },
        { greets: false, render: () => `${sent}, কোড ${message.trackingCode}। ${track}` },
        { greets: false, render: () => `${sent}। ${track}` },
        // The link's page names the courier and the code too.
        { greets: false, render: () => `অর্ডার ${message.orderNumber} পাঠানো হয়েছে। ${track}` },
      ];
    }
    case "new-order-for-staff": {
      const facts = `নতুন অর্ডার ${message.orderNumber}: ${smsTaka(message.total, "bn")}, ${formatNumber("bn", message.items)}টি পণ্য`;
      return [
        { greets: true, render: (name) => `${facts}, ${name}। ${message.adminUrl}` },
        { greets: false, render: () => `${facts}। ${message.adminUrl}` },
        { greets: false, render: () => `${facts}।` },
      ];
    }
  }
}

export function smsWordings(message: SmsMessage, language: SmsLanguage, shop: SmsShop): SmsWording[] {
  return language === "bn" ? bengali(message, shop) : english(message, shop);
}

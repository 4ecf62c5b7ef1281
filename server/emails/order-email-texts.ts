import {
  DELIVERY_ZONE_LABELS,
  formatKilograms,
  type OrderDeliveryZone,
} from "../../common/delivery/delivery-charge";
import type { Lang } from "../../common/lang";
import { formatDateTime, formatNumber, formatPrice, localDigits } from "../../common/localized-format";

/**
 * The words of the order emails in each language, and how they write numbers, prices, weights and dates.
 * The customer's confirmation speaks the language the order recorded (the site it was placed on); the staff
 * email is always English. Brand, product and place names stay as the catalogue and the customer wrote them.
 */
export type OrderEmailTexts = {
  lang: Lang;
  price: (taka: number) => string;
  number: (value: number) => string;
  /** One piece's or the parcel's weight: "1.5 kg" / "১.৫ কেজি". */
  weight: (grams: number) => string;
  /** A moment in Dhaka, named as such: "27 Nov 2026, 14:05 (Dhaka time)". */
  dhakaTime: (date: Date) => string;
  zone: (zone: OrderDeliveryZone) => string;
  table: {
    item: string;
    quantity: string;
    rate: string;
    total: string;
    /** The word before an accessory's code. */
    code: string;
    items: string;
    delivery: string;
    totalToPay: string;
    noLines: string;
  };
  confirmation: {
    subject: (orderNumber: string, company: string) => string;
    preview: (orderNumber: string) => string;
    title: string;
    greeting: (name: string) => string;
    /** The sentence around the order number, which the HTML sets in bold. */
    received: (orderNumber: string) => [before: string, number: string, after: string];
    placed: (time: string) => string;
    unknownCharge: string;
    /** Around the tracking link. */
    follow: [before: string, after: string];
    /** Around the phone link, then the showroom's address. */
    questions: (address: string) => [before: string, after: string];
  };
};

const english: OrderEmailTexts = {
  lang: "en",
  price: (taka) => formatPrice("en", taka),
  number: (value) => formatNumber("en", value),
  weight: formatKilograms,
  dhakaTime: (date) => `${formatDateTime("en", date)} (Dhaka time)`,
  zone: (zone) => DELIVERY_ZONE_LABELS[zone],
  table: {
    item: "Item",
    quantity: "Qty",
    rate: "Rate",
    total: "Total",
    code: "Code",
    items: "Items",
    delivery: "Delivery",
    totalToPay: "Total to pay on delivery",
    noLines: "No lines were saved with this order.",
  },
  confirmation: {
    subject: (orderNumber, company) => `Your order ${orderNumber} at ${company}`,
    preview: (orderNumber) => `We have received your order ${orderNumber}`,
    title: "Thank you for your order",
    greeting: (name) => `Dear ${name},`,
    received: (orderNumber) => [
      "We have received your order ",
      orderNumber,
      ". We will call you shortly to confirm it and arrange delivery.",
    ],
    placed: (time) => `Placed ${time}.`,
    unknownCharge: "We tell you on the call",
    follow: ["Follow your order at ", " with its number and your phone."],
    questions: (address) => ["Questions? Call us at ", ` or visit our showroom at ${address}.`],
  },
};

const BENGALI_ZONES: Record<OrderDeliveryZone, string> = {
  inside_dhaka: "ঢাকার ভেতরে",
  dhaka_suburbs: "ঢাকার আশপাশে",
  outside_dhaka: "ঢাকার বাইরে",
  unknown: "এলাকা জানা নেই",
};

const bengali: OrderEmailTexts = {
  lang: "bn",
  price: (taka) => formatPrice("bn", taka),
  number: (value) => formatNumber("bn", value),
  weight: (grams) => localDigits("bn", formatKilograms(grams)).replace(/ kg$/, " কেজি"),
  dhakaTime: (date) => `${formatDateTime("bn", date)} (ঢাকার সময়)`,
  zone: (zone) => BENGALI_ZONES[zone],
  table: {
    item: "পণ্য",
    quantity: "সংখ্যা",
    rate: "দাম",
    total: "মোট",
    code: "কোড",
    items: "পণ্যের দাম",
    delivery: "ডেলিভারি",
    totalToPay: "ডেলিভারির সময় মোট পরিশোধ",
    noLines: "এই অর্ডারের সঙ্গে কোনো পণ্য সংরক্ষিত হয়নি।",
  },
  confirmation: {
    subject: (orderNumber, company) => `আপনার অর্ডার ${orderNumber} পেয়েছি · ${company}`,
    preview: (orderNumber) => `আপনার অর্ডার ${orderNumber} আমরা পেয়েছি`,
    title: "অর্ডারের জন্য ধন্যবাদ",
    greeting: (name) => `প্রিয় ${name},`,
    received: (orderNumber) => [
      "আপনার অর্ডার ",
      orderNumber,
      " আমরা পেয়েছি। অর্ডারটি নিশ্চিত করতে আর ডেলিভারির সময় ঠিক করতে শিগগিরই আপনাকে ফোন করব।",
    ],
    placed: (time) => `অর্ডারের সময়: ${time}।`,
    unknownCharge: "ফোনে জানিয়ে দেব",
    follow: ["অর্ডার নম্বর আর আপনার ফোন নম্বর দিয়ে এখানে অর্ডারের খবর দেখুন: ", ""],
    questions: (address) => ["কোনো প্রশ্ন থাকলে ফোন করুন ", ` নম্বরে, অথবা চলে আসুন আমাদের শোরুমে: ${address}।`],
  },
};

const TEXTS: Record<Lang, OrderEmailTexts> = { en: english, bn: bengali };

export function orderEmailTexts(lang: Lang): OrderEmailTexts {
  return TEXTS[lang];
}

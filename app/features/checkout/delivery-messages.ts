import { formatPrice } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n";
import { en } from "~/i18n/messages/en";

/**
 * Every visitor-visible word the delivery charge adds to the checkout dialog, the cart summary and the home
 * page's order notice lives in the message catalogues (app/i18n/messages, `delivery`). This is the English
 * one, for tests and code outside a page; components read the page's language with `useCheckoutText`.
 */
export const deliveryMessages = en.delivery;

/** The page language's delivery words, and its price format (৳ 1,250 / ৳ ১,২৫০). */
export function useCheckoutText() {
  const { lang, t } = useI18n();
  return { lang, t, dm: t.delivery, price: (rate: number) => formatPrice(lang, rate) };
}

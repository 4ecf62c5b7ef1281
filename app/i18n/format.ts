/** The page's numbers, prices and dates: one set of rules for the pages and the customer's emails and SMS. */
export {
  formatDate,
  formatDateTime,
  formatNumber,
  formatPrice,
  formatShortDate,
  localDigits,
} from "../../common/localized-format";

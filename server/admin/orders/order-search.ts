import { eq, or, sql, type SQL } from "drizzle-orm";
import { orders } from "../../db/schema";

/** `%` and `_` typed into the search box are searched for, not used as wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const FULL_ORDER_NUMBER = /^ni-?(\d{4})-?(\d{4,})$/i;
const PHONE_LIKE = /^\+?[\d\s-]{3,}$/;

/**
 * What the search box finds: an order by its number (`NI-2611-0042`, or its last part `0042`), by the
 * customer's phone (any part of it; `+880 1711…` is read as `01711…`), or by any part of the customer's name,
 * case-insensitively. Each arm is served by an index (see the schema): the number's unique index and
 * trigram indexes on the number, the phone and the lower-cased name.
 */
export function orderSearchCondition(query: string): SQL {
  const term = query.trim();
  const arms: SQL[] = [sql`lower(${orders.name}) like ${`%${escapeLike(term.toLowerCase())}%`}`];

  const fullNumber = FULL_ORDER_NUMBER.exec(term);
  if (fullNumber) {
    arms.push(eq(orders.orderNumber, `NI-${fullNumber[1]}-${fullNumber[2]}`));
  } else if (/^[\w-]{3,}$/.test(term) && /\d/.test(term)) {
    arms.push(sql`${orders.orderNumber} like ${`%${escapeLike(term.toUpperCase())}%`}`);
  }

  if (PHONE_LIKE.test(term)) {
    let digits = term.replace(/\D/g, "");
    if (digits.startsWith("880") && digits.length > 11) digits = digits.slice(2);
    if (digits.length >= 3) arms.push(sql`${orders.phone} like ${`%${escapeLike(digits)}%`}`);
  }
  return or(...arms)!;
}

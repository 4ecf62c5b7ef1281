import { sql, type SQL } from "drizzle-orm";

/**
 * The back office's one rule for money taken, used by the dashboard's "Cash collected" and by the reports:
 *
 * - an order's total is the cash its courier collects: its items (quantity × rate) and its delivery charge
 *   (none while nobody set it);
 * - cash is collected when the order is delivered, and dated by the delivery's timeline entry (Delivered is
 *   final, so an order has at most one). A returned or cancelled order brought in nothing.
 */

/** The total of the order row called `alias` in the surrounding query. */
export function orderTotalOf(alias: "orders" | "o"): SQL {
  const table = sql.raw(`"${alias}"`);
  return sql`(coalesce((select sum(oi.quantity * oi.rate) from order_items oi where oi.order_id = ${table}."id"), 0) + coalesce(${table}."delivery_charge", 0))`;
}

/**
 * One row per order whose cash was collected from `since` (inclusive) to `before` (exclusive, open when
 * absent): `order_id`, `collected_at` and `amount` (whole taka). Use it as a subquery: `from ${…} c`.
 *
 * Two spellings of the same rule. A short range (the dashboard's month, a report of up to a quarter) starts
 * from its deliveries (an index holds them by time) and looks each order and its lines up by key: the cost
 * follows the deliveries. A long range (`long`) joins them in one pass, which the database can hash: looking
 * up tens of thousands of orders one by one costs more than reading the lines once.
 */
export function cashCollections(since: Date, before?: Date, { long = false } = {}): SQL {
  const until = before ? sql`and e.created_at < ${before.toISOString()}::timestamptz` : sql``;
  if (long) {
    return sql`(
      select o.id as order_id, e.created_at as collected_at,
        coalesce(sum(oi.quantity * oi.rate), 0) + coalesce(o.delivery_charge, 0) as amount
      from order_events e
      join orders o on o.id = e.order_id and o.status = 'delivered'
      left join order_items oi on oi.order_id = o.id
      where e.to_status = 'delivered' and e.created_at >= ${since.toISOString()}::timestamptz ${until}
      group by o.id, e.created_at
    )`;
  }
  return sql`(
    select d.order_id, d.collected_at, d.amount from (
      select e.order_id, e.created_at as collected_at,
        (select ${orderTotalOf("o")} from orders o where o.id = e.order_id and o.status = 'delivered') as amount
      from order_events e
      where e.to_status = 'delivered' and e.created_at >= ${since.toISOString()}::timestamptz ${until}
    ) d
    where d.amount is not null
  )`;
}

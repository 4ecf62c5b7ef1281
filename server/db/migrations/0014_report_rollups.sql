CREATE TABLE "report_accessory_day_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_accessory_day_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"accessory_id" uuid NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_accessory_days" (
	"day" date NOT NULL,
	"accessory_id" uuid NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_accessory_days_day_accessory_id_pk" PRIMARY KEY("day","accessory_id")
);
--> statement-breakpoint
CREATE TABLE "report_cash_day_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_cash_day_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_cash_days" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_day_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_day_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"delivery_zone" text NOT NULL,
	"district" text,
	"orders" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"returned" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"sales_value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_days" (
	"day" date NOT NULL,
	"delivery_zone" text NOT NULL,
	"district" text,
	"orders" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"returned" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"sales_value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_days_key" UNIQUE NULLS NOT DISTINCT("day","delivery_zone","district")
);
--> statement-breakpoint
ALTER TABLE "report_accessory_days" ADD CONSTRAINT "report_accessory_days_accessory_id_accessories_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."accessories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The reports' running totals (decision 026) follow orders, order_items and order_events. Each trigger writes
-- what the statement changed to the *_changes tables: its old rows counted -1, its new rows +1, each looked up
-- against the other two tables as they stand, so the totals stay equal to a count from scratch
-- (report_rollups_rebuild) whatever writes the rows. A deferred trigger adds each change to its total as the
-- transaction commits, so concurrent transactions queue on a total's row only while they commit. Dhaka days throughout. Sales are orders neither cancelled nor returned; cash is a delivered
-- order's total on the Dhaka day of its delivery event (server/admin/orders/cash-collected.ts).
CREATE FUNCTION report_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  -- Changes not yet added belong to what is counted here (their flush finds them gone and adds nothing).
  DELETE FROM report_day_changes;
  DELETE FROM report_cash_day_changes;
  DELETE FROM report_accessory_day_changes;
  DELETE FROM report_days;
  DELETE FROM report_cash_days;
  DELETE FROM report_accessory_days;
  INSERT INTO report_days (day, delivery_zone, district, orders, cancelled, returned, delivered, sales, sales_value)
  SELECT (o.created_at AT TIME ZONE 'Asia/Dhaka')::date, o.delivery_zone, o.district, count(*),
    count(*) FILTER (WHERE o.status = 'cancelled'), count(*) FILTER (WHERE o.status = 'returned'),
    count(*) FILTER (WHERE o.status = 'delivered'), count(*) FILTER (WHERE o.status NOT IN ('cancelled', 'returned')),
    coalesce(sum(coalesce(i.total, 0) + coalesce(o.delivery_charge, 0))
      FILTER (WHERE o.status NOT IN ('cancelled', 'returned')), 0)
  FROM orders o
  LEFT JOIN (SELECT order_id, sum(quantity * rate) AS total FROM order_items GROUP BY order_id) i ON i.order_id = o.id
  GROUP BY 1, 2, 3;
  INSERT INTO report_cash_days (day, orders, amount)
  SELECT (e.created_at AT TIME ZONE 'Asia/Dhaka')::date, count(*), sum(coalesce(i.total, 0) + coalesce(o.delivery_charge, 0))
  FROM order_events e
  JOIN orders o ON o.id = e.order_id AND o.status = 'delivered'
  LEFT JOIN (SELECT order_id, sum(quantity * rate) AS total FROM order_items GROUP BY order_id) i ON i.order_id = o.id
  WHERE e.to_status = 'delivered'
  GROUP BY 1;
  INSERT INTO report_accessory_days (day, accessory_id, quantity, revenue)
  SELECT (o.created_at AT TIME ZONE 'Asia/Dhaka')::date, i.accessory_id, sum(i.quantity), sum(i.quantity * i.rate)
  FROM order_items i
  JOIN orders o ON o.id = i.order_id AND o.status NOT IN ('cancelled', 'returned')
  GROUP BY 1, 2;
END $fn$;
--> statement-breakpoint
-- `changed`: a query of the changed orders with a `sign` column (-1 old, +1 new).
CREATE FUNCTION report_rollups_orders_sql(changed text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
SELECT format($q$
  WITH changed AS (%s),
  o AS (
    SELECT c.sign, c.id, (c.created_at AT TIME ZONE 'Asia/Dhaka')::date AS day, c.delivery_zone, c.district, c.status,
      c.status NOT IN ('cancelled', 'returned') AS sale,
      coalesce((SELECT sum(i.quantity * i.rate) FROM order_items i WHERE i.order_id = c.id), 0)
        + coalesce(c.delivery_charge, 0) AS total
    FROM changed c
  ),
  days AS (
    INSERT INTO report_day_changes (day, delivery_zone, district, orders, cancelled, returned, delivered, sales, sales_value)
    SELECT day, delivery_zone, district, sum(sign),
      sum(CASE WHEN status = 'cancelled' THEN sign ELSE 0 END), sum(CASE WHEN status = 'returned' THEN sign ELSE 0 END),
      sum(CASE WHEN status = 'delivered' THEN sign ELSE 0 END), sum(CASE WHEN sale THEN sign ELSE 0 END),
      sum(CASE WHEN sale THEN sign * total ELSE 0 END)
    FROM o GROUP BY day, delivery_zone, district
    HAVING sum(sign) <> 0
      OR sum(CASE WHEN status = 'cancelled' THEN sign ELSE 0 END) <> 0 OR sum(CASE WHEN status = 'returned' THEN sign ELSE 0 END) <> 0
      OR sum(CASE WHEN status = 'delivered' THEN sign ELSE 0 END) <> 0 OR sum(CASE WHEN sale THEN sign ELSE 0 END) <> 0
      OR sum(CASE WHEN sale THEN sign * total ELSE 0 END) <> 0
    ORDER BY day, delivery_zone, district
  ),
  cash AS (
    INSERT INTO report_cash_day_changes (day, orders, amount)
    SELECT (e.created_at AT TIME ZONE 'Asia/Dhaka')::date, sum(o.sign), sum(o.sign * o.total)
    FROM o JOIN order_events e ON e.order_id = o.id AND e.to_status = 'delivered'
    WHERE o.status = 'delivered'
    GROUP BY 1 HAVING sum(o.sign) <> 0 OR sum(o.sign * o.total) <> 0 ORDER BY 1
  ),
  sold AS (
    INSERT INTO report_accessory_day_changes (day, accessory_id, quantity, revenue)
    SELECT o.day, i.accessory_id, sum(o.sign * i.quantity), sum(o.sign * i.quantity * i.rate)
    FROM o JOIN order_items i ON i.order_id = o.id
    WHERE o.sale
    GROUP BY 1, 2 HAVING sum(o.sign * i.quantity) <> 0 OR sum(o.sign * i.quantity * i.rate) <> 0 ORDER BY 1, 2
  )
  SELECT 1
$q$, changed)
$fn$;
--> statement-breakpoint
-- `changed`: a query of the changed lines with a `sign` column; their orders as they stand.
CREATE FUNCTION report_rollups_items_sql(changed text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
SELECT format($q$
  WITH changed AS (%s),
  l AS (
    SELECT c.accessory_id, c.sign * c.quantity AS quantity, c.sign * c.quantity * c.rate AS value, o.id AS order_id,
      (o.created_at AT TIME ZONE 'Asia/Dhaka')::date AS day, o.delivery_zone, o.district, o.status
    FROM changed c JOIN orders o ON o.id = c.order_id
    WHERE o.status NOT IN ('cancelled', 'returned')
  ),
  days AS (
    INSERT INTO report_day_changes (day, delivery_zone, district, sales_value)
    SELECT day, delivery_zone, district, sum(value) FROM l
    GROUP BY day, delivery_zone, district HAVING sum(value) <> 0 ORDER BY day, delivery_zone, district
  ),
  cash AS (
    INSERT INTO report_cash_day_changes (day, amount)
    SELECT (e.created_at AT TIME ZONE 'Asia/Dhaka')::date, sum(l.value)
    FROM l JOIN order_events e ON e.order_id = l.order_id AND e.to_status = 'delivered'
    WHERE l.status = 'delivered'
    GROUP BY 1 HAVING sum(l.value) <> 0 ORDER BY 1
  ),
  sold AS (
    INSERT INTO report_accessory_day_changes (day, accessory_id, quantity, revenue)
    SELECT day, accessory_id, sum(quantity), sum(value) FROM l
    GROUP BY 1, 2 HAVING sum(quantity) <> 0 OR sum(value) <> 0 ORDER BY 1, 2
  )
  SELECT 1
$q$, changed)
$fn$;
--> statement-breakpoint
-- `changed`: a query of the changed timeline entries with a `sign` column; deliveries of delivered orders count.
CREATE FUNCTION report_rollups_events_sql(changed text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
SELECT format($q$
  WITH changed AS (%s),
  d AS (
    SELECT c.sign, (c.created_at AT TIME ZONE 'Asia/Dhaka')::date AS day,
      coalesce((SELECT sum(i.quantity * i.rate) FROM order_items i WHERE i.order_id = o.id), 0)
        + coalesce(o.delivery_charge, 0) AS total
    FROM changed c JOIN orders o ON o.id = c.order_id AND o.status = 'delivered'
    WHERE c.to_status = 'delivered'
  )
  INSERT INTO report_cash_day_changes (day, orders, amount)
  SELECT day, sum(sign), sum(sign * total) FROM d
  GROUP BY 1 HAVING sum(sign) <> 0 OR sum(sign * total) <> 0 ORDER BY 1
$q$, changed)
$fn$;
--> statement-breakpoint
-- The statement's transition tables are `new_rows` and `old_rows` on every table; an order being deleted is
-- taken off row by row before its lines and timeline go with it (ON DELETE CASCADE).
CREATE FUNCTION report_rollups_follow() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changed text;
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    EXECUTE report_rollups_orders_sql('SELECT -1 AS sign, ($1).*') USING OLD;
    RETURN OLD;
  END IF;
  changed := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'UPDATE' THEN 'SELECT -1 AS sign, * FROM old_rows UNION ALL SELECT 1, * FROM new_rows'
    ELSE 'SELECT -1 AS sign, * FROM old_rows'
  END;
  EXECUTE CASE TG_TABLE_NAME
    WHEN 'orders' THEN report_rollups_orders_sql(changed)
    WHEN 'order_items' THEN report_rollups_items_sql(changed)
    ELSE report_rollups_events_sql(changed)
  END;
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE FUNCTION report_rollups_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM report_rollups_rebuild();
  RETURN NULL;
END $fn$;
--> statement-breakpoint
-- Each change is added to its total when its transaction commits, then removed; one already gone (counted by a
-- rebuild in the same transaction) adds nothing, nor does one for an accessory deleted meanwhile.
CREATE FUNCTION report_rollups_flush() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_TABLE_NAME = 'report_day_changes' THEN
    DELETE FROM report_day_changes WHERE id = NEW.id;
    IF FOUND THEN
      INSERT INTO report_days AS r (day, delivery_zone, district, orders, cancelled, returned, delivered, sales, sales_value)
      VALUES (NEW.day, NEW.delivery_zone, NEW.district, NEW.orders, NEW.cancelled, NEW.returned, NEW.delivered, NEW.sales,
        NEW.sales_value)
      ON CONFLICT ON CONSTRAINT report_days_key DO UPDATE SET orders = r.orders + excluded.orders,
        cancelled = r.cancelled + excluded.cancelled, returned = r.returned + excluded.returned,
        delivered = r.delivered + excluded.delivered, sales = r.sales + excluded.sales,
        sales_value = r.sales_value + excluded.sales_value;
    END IF;
  ELSIF TG_TABLE_NAME = 'report_cash_day_changes' THEN
    DELETE FROM report_cash_day_changes WHERE id = NEW.id;
    IF FOUND THEN
      INSERT INTO report_cash_days AS r (day, orders, amount) VALUES (NEW.day, NEW.orders, NEW.amount)
      ON CONFLICT (day) DO UPDATE SET orders = r.orders + excluded.orders, amount = r.amount + excluded.amount;
    END IF;
  ELSE
    DELETE FROM report_accessory_day_changes WHERE id = NEW.id;
    -- An accessory deleted in the same transaction took its totals with it: its changes add to nothing.
    IF FOUND AND EXISTS (SELECT 1 FROM accessories WHERE id = NEW.accessory_id) THEN
      INSERT INTO report_accessory_days AS r (day, accessory_id, quantity, revenue)
      VALUES (NEW.day, NEW.accessory_id, NEW.quantity, NEW.revenue)
      ON CONFLICT (day, accessory_id) DO UPDATE SET quantity = r.quantity + excluded.quantity,
        revenue = r.revenue + excluded.revenue;
    END IF;
  END IF;
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER report_day_changes_flush AFTER INSERT ON report_day_changes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION report_rollups_flush();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER report_cash_day_changes_flush AFTER INSERT ON report_cash_day_changes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION report_rollups_flush();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER report_accessory_day_changes_flush AFTER INSERT ON report_accessory_day_changes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION report_rollups_flush();
--> statement-breakpoint
CREATE TRIGGER report_rollups_orders_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_rollups_follow();
--> statement-breakpoint
CREATE TRIGGER report_rollups_orders_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_rollups_follow();
--> statement-breakpoint
CREATE TRIGGER report_rollups_orders_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION report_rollups_follow();
--> statement-breakpoint
CREATE TRIGGER report_rollups_items_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_rollups_follow();
--> statement-breakpoint
CREATE TRIGGER report_rollups_items_update AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_rollups_follow();
--> statement-breakpoint
CREATE TRIGGER report_rollups_items_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_rollups_follow();
--> statement-breakpoint
CREATE TRIGGER report_rollups_events_insert AFTER INSERT ON order_events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_rollups_follow();
--> statement-breakpoint
CREATE TRIGGER report_rollups_events_update AFTER UPDATE ON order_events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_rollups_follow();
--> statement-breakpoint
CREATE TRIGGER report_rollups_events_delete AFTER DELETE ON order_events REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_rollups_follow();
--> statement-breakpoint
CREATE TRIGGER report_rollups_orders_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION report_rollups_after_truncate();
--> statement-breakpoint
CREATE TRIGGER report_rollups_items_truncate AFTER TRUNCATE ON order_items
  FOR EACH STATEMENT EXECUTE FUNCTION report_rollups_after_truncate();
--> statement-breakpoint
CREATE TRIGGER report_rollups_events_truncate AFTER TRUNCATE ON order_events
  FOR EACH STATEMENT EXECUTE FUNCTION report_rollups_after_truncate();
--> statement-breakpoint
SELECT report_rollups_rebuild();

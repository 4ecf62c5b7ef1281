CREATE TABLE "courier_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"order_id" uuid NOT NULL,
	"courier" text NOT NULL,
	"courier_status" text NOT NULL,
	"label" text NOT NULL,
	"collected" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_consignment_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_tracking_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_booking_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_booking_error" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_booking_request" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_may_have_acted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_collected" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_flagged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courier_events" ADD CONSTRAINT "courier_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_events_key_unique" ON "courier_events" USING btree ("key");--> statement-breakpoint
CREATE INDEX "courier_events_by_order" ON "courier_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_courier_consignment_unique" ON "orders" USING btree ("courier","courier_consignment_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_courier_known" CHECK ("orders"."courier" is null or "orders"."courier" in ('steadfast', 'pathao'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_courier_booking_state_known" CHECK ("orders"."courier_booking_state" is null or "orders"."courier_booking_state" in ('requested', 'booked', 'refused', 'unconfirmed'));
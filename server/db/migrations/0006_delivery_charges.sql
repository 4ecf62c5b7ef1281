CREATE TABLE "shop_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accessories" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "area" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_rates" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_charge" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_charge_source" text DEFAULT 'rates' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weight_grams" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weight_estimated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_updated_by_staff_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accessories" ADD CONSTRAINT "accessories_weight_positive" CHECK ("accessories"."weight_grams" is null or "accessories"."weight_grams" > 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_zone_known" CHECK ("orders"."delivery_zone" in ('inside_dhaka', 'dhaka_suburbs', 'outside_dhaka', 'unknown'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_charge_source_known" CHECK ("orders"."delivery_charge_source" in ('rates', 'staff', 'before_delivery_charges'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_charge_not_negative" CHECK ("orders"."delivery_charge" is null or "orders"."delivery_charge" >= 0);--> statement-breakpoint
-- Orders placed before the shop charged delivery: the customer was told the items' total, so their charge is
-- nothing, and their weight is counted the way the charge counts a piece without a weight (1 kg).
UPDATE "orders" SET
	"delivery_charge" = 0,
	"delivery_charge_source" = 'before_delivery_charges',
	"weight_grams" = coalesce((SELECT sum("quantity") * 1000 FROM "order_items" WHERE "order_items"."order_id" = "orders"."id"), 0),
	"weight_estimated" = true;

CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"accessory_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"stock_change" integer DEFAULT 0 NOT NULL,
	"reserved_change" integer DEFAULT 0 NOT NULL,
	"stock_after" integer,
	"reserved_after" integer NOT NULL,
	"note" text,
	"order_id" uuid,
	"staff_account_id" uuid,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_reason_known" CHECK ("stock_movements"."reason" in ('order_placed', 'order_delivered', 'order_cancelled', 'order_returned', 'stock_take', 'damaged', 'new_delivery', 'other', 'counting_started', 'counting_stopped'))
);
--> statement-breakpoint
ALTER TABLE "accessories" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "accessories" ADD COLUMN "stock_reserved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accessories" ADD COLUMN "low_stock_threshold" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_accessory_id_accessories_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."accessories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_staff_account_id_staff_accounts_id_fk" FOREIGN KEY ("staff_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_by_accessory" ON "stock_movements" USING btree ("accessory_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_movements_by_order" ON "stock_movements" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "accessories" ADD CONSTRAINT "accessories_stock_reserved_within_stock" CHECK (("accessories"."stock" is null and "accessories"."stock_reserved" = 0) or ("accessories"."stock_reserved" >= 0 and "accessories"."stock_reserved" <= "accessories"."stock"));--> statement-breakpoint
ALTER TABLE "accessories" ADD CONSTRAINT "accessories_low_stock_threshold_not_negative" CHECK ("accessories"."low_stock_threshold" >= 0);
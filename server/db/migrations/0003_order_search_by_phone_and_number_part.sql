CREATE INDEX "orders_phone_search" ON "orders" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_number_search" ON "orders" USING gin ("order_number" gin_trgm_ops);
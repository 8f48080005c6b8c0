CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "wms"."sales_orders_customer_idx";--> statement-breakpoint
CREATE INDEX "sales_order_lines_inventory_prefix_idx" ON "wms"."sales_order_lines" USING btree ("site_id",lower("inventory_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sales_orders_number_trgm" ON "wms"."sales_orders" USING gin ("sales_order" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_orders_customer_order_trgm" ON "wms"."sales_orders" USING gin ("customer_order" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_orders_hold_idx" ON "wms"."sales_orders" USING btree ("site_id","warehouse","required_date") WHERE "wms"."sales_orders"."hold";--> statement-breakpoint
CREATE INDEX "sales_orders_attention_idx" ON "wms"."sales_orders" USING btree ("site_id","warehouse","required_date") WHERE ("wms"."sales_orders"."erp_action" <> '' OR upper("wms"."sales_orders"."erp_status") = 'ERROR');--> statement-breakpoint
CREATE INDEX "sales_orders_customer_idx" ON "wms"."sales_orders" USING btree ("site_id","customer_code","required_date");
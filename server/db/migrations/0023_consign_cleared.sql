CREATE TABLE "wms"."consign_cleared_orders" (
	"site_id" text NOT NULL,
	"sales_order" text NOT NULL,
	"cleared_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consign_cleared_orders_site_id_sales_order_pk" PRIMARY KEY("site_id","sales_order")
);
--> statement-breakpoint
ALTER TABLE "wms"."consign_cleared_orders" ADD CONSTRAINT "consign_cleared_orders_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "wms"."customer_attributes" (
	"site_id" text NOT NULL,
	"customer_code" text NOT NULL,
	"attribute" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_attributes_site_id_customer_code_attribute_pk" PRIMARY KEY("site_id","customer_code","attribute")
);
--> statement-breakpoint
CREATE TABLE "wms"."customer_courier_accounts" (
	"site_id" text NOT NULL,
	"customer_code" text NOT NULL,
	"courier" text NOT NULL,
	"account_number" text NOT NULL,
	"service" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_courier_accounts_site_id_customer_code_courier_pk" PRIMARY KEY("site_id","customer_code","courier")
);
--> statement-breakpoint
CREATE TABLE "wms"."customer_minimum_days" (
	"site_id" text NOT NULL,
	"customer_code" text NOT NULL,
	"warehouse" text NOT NULL,
	"minimum_days" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_minimum_days_site_id_customer_code_warehouse_pk" PRIMARY KEY("site_id","customer_code","warehouse")
);
--> statement-breakpoint
CREATE TABLE "wms"."delivery_docket_lines" (
	"site_id" text NOT NULL,
	"delivery_docket_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"purchase_order_line" integer NOT NULL,
	"inventory_code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity_ordered" numeric(14, 3) NOT NULL,
	"carton_qty" numeric(14, 3) DEFAULT 0 NOT NULL,
	"serial_batch" text DEFAULT '' NOT NULL,
	"date_code" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_docket_lines_site_id_delivery_docket_id_line_no_pk" PRIMARY KEY("site_id","delivery_docket_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "wms"."delivery_dockets" (
	"site_id" text NOT NULL,
	"delivery_docket_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wms"."delivery_dockets_delivery_docket_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"delivery_docket" text NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"warehouse" text NOT NULL,
	"received_date" date,
	"expected_date" date,
	"finalised_date" date,
	"docket_status" text DEFAULT '' NOT NULL,
	"wms_status" text DEFAULT 'Received' NOT NULL,
	"erp_status" text DEFAULT 'Pending Receipt' NOT NULL,
	"erp_id" text DEFAULT '' NOT NULL,
	"erp_reference" text DEFAULT '' NOT NULL,
	"erp_action" text DEFAULT '' NOT NULL,
	"hold" boolean DEFAULT false NOT NULL,
	"delivery_instructions" text DEFAULT '' NOT NULL,
	"received_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_dockets_site_id_delivery_docket_id_pk" PRIMARY KEY("site_id","delivery_docket_id")
);
--> statement-breakpoint
ALTER TABLE "wms"."delivery_docket_lines" ADD CONSTRAINT "delivery_docket_lines_docket_fk" FOREIGN KEY ("site_id","delivery_docket_id") REFERENCES "wms"."delivery_dockets"("site_id","delivery_docket_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_courier_accounts_courier_idx" ON "wms"."customer_courier_accounts" USING btree ("site_id","courier");--> statement-breakpoint
CREATE INDEX "delivery_docket_lines_inventory_idx" ON "wms"."delivery_docket_lines" USING btree ("site_id","inventory_code");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_dockets_number_uq" ON "wms"."delivery_dockets" USING btree ("site_id","delivery_docket");--> statement-breakpoint
CREATE INDEX "delivery_dockets_po_idx" ON "wms"."delivery_dockets" USING btree ("site_id","purchase_order_id");--> statement-breakpoint
CREATE INDEX "delivery_dockets_received_idx" ON "wms"."delivery_dockets" USING btree ("site_id","warehouse","received_date");
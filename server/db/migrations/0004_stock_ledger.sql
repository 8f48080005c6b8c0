CREATE TABLE "wms"."load_object_types" (
	"site_id" text NOT NULL,
	"load_object_type_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wms"."load_object_types_load_object_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"load_object_type" text NOT NULL,
	"load_object_type_name" text DEFAULT '' NOT NULL,
	"load_object_code" text DEFAULT '' NOT NULL,
	"barcode" text DEFAULT '' NOT NULL,
	"storage" text DEFAULT '' NOT NULL,
	"track_pallet" boolean DEFAULT false NOT NULL,
	"max_volume" numeric(14, 3) DEFAULT 0 NOT NULL,
	"max_weight" numeric(14, 3) DEFAULT 0 NOT NULL,
	"nominated_weight" integer DEFAULT 0 NOT NULL,
	"tare_weight" numeric(14, 3) DEFAULT 0 NOT NULL,
	"width" numeric(14, 3) DEFAULT 0 NOT NULL,
	"height" numeric(14, 3) DEFAULT 0 NOT NULL,
	"depth" numeric(14, 3) DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "load_object_types_site_id_load_object_type_id_pk" PRIMARY KEY("site_id","load_object_type_id")
);
--> statement-breakpoint
CREATE TABLE "wms"."location_import_batches" (
	"site_id" text NOT NULL,
	"import_id" integer NOT NULL,
	"batch_no" integer NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"rows" jsonb NOT NULL,
	"first_row" integer DEFAULT 1 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "location_import_batches_site_id_import_id_batch_no_pk" PRIMARY KEY("site_id","import_id","batch_no")
);
--> statement-breakpoint
CREATE TABLE "wms"."location_imports" (
	"site_id" text NOT NULL,
	"import_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wms"."location_imports_import_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"warehouse" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"saved_rows" integer DEFAULT 0 NOT NULL,
	"failed_rows" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "location_imports_site_id_import_id_pk" PRIMARY KEY("site_id","import_id")
);
--> statement-breakpoint
CREATE TABLE "wms"."location_types" (
	"site_id" text NOT NULL,
	"location_type" integer NOT NULL,
	"description" text NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"process_on_hand" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_types_site_id_location_type_pk" PRIMARY KEY("site_id","location_type")
);
--> statement-breakpoint
CREATE TABLE "wms"."storage_groups" (
	"site_id" text NOT NULL,
	"storage_group" text NOT NULL,
	"storage_group_name" text NOT NULL,
	"strict_storage" boolean DEFAULT false NOT NULL,
	"storage_group_colour_text" text DEFAULT '' NOT NULL,
	"storage_group_colour_background" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_groups_site_id_storage_group_pk" PRIMARY KEY("site_id","storage_group")
);
--> statement-breakpoint
CREATE TABLE "wms"."tracking_types" (
	"site_id" text NOT NULL,
	"tracking_type" text NOT NULL,
	"description" text NOT NULL,
	"tracking" text DEFAULT '' NOT NULL,
	"track_mode" text DEFAULT '' NOT NULL,
	"process_on_hand" boolean DEFAULT true NOT NULL,
	"help_context" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_types_site_id_tracking_type_pk" PRIMARY KEY("site_id","tracking_type")
);
--> statement-breakpoint
CREATE TABLE "wms"."inventory" (
	"site_id" text NOT NULL,
	"inventory_code" text NOT NULL,
	"inventory_description" text DEFAULT '' NOT NULL,
	"unit_of_measure" text DEFAULT 'EA' NOT NULL,
	"storage" text DEFAULT '' NOT NULL,
	"storage_group" text DEFAULT '' NOT NULL,
	"tracking_type" text DEFAULT '' NOT NULL,
	"gtin" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_site_id_inventory_code_pk" PRIMARY KEY("site_id","inventory_code")
);
--> statement-breakpoint
CREATE TABLE "wms"."inventory_warehouses" (
	"site_id" text NOT NULL,
	"inventory_code" text NOT NULL,
	"warehouse" text NOT NULL,
	"pick_face" text DEFAULT '' NOT NULL,
	"min_on_hand" numeric(14, 3) DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_warehouses_site_id_inventory_code_warehouse_pk" PRIMARY KEY("site_id","inventory_code","warehouse")
);
--> statement-breakpoint
CREATE TABLE "wms"."movements" (
	"site_id" text NOT NULL,
	"movement_id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wms"."movements_movement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"operator" text NOT NULL,
	"movement_type" text NOT NULL,
	"warehouse" text NOT NULL,
	"inventory_code" text NOT NULL,
	"from_location" text DEFAULT '' NOT NULL,
	"to_location" text DEFAULT '' NOT NULL,
	"serial_batch" text DEFAULT '' NOT NULL,
	"date_code" text DEFAULT '' NOT NULL,
	"movement_qty" numeric(14, 3) NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"request_id" text,
	"erp_id" text DEFAULT '' NOT NULL,
	"erp_action" text DEFAULT '' NOT NULL,
	"wms_status" text DEFAULT '' NOT NULL,
	CONSTRAINT "movements_site_id_movement_id_pk" PRIMARY KEY("site_id","movement_id"),
	CONSTRAINT "movements_quantity_positive" CHECK ("wms"."movements"."movement_qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "wms"."on_hands" (
	"site_id" text NOT NULL,
	"on_hand_id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wms"."on_hands_on_hand_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"warehouse" text NOT NULL,
	"location" text NOT NULL,
	"inventory_code" text NOT NULL,
	"serial_batch" text DEFAULT '' NOT NULL,
	"date_code" text DEFAULT '' NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "on_hands_site_id_on_hand_id_pk" PRIMARY KEY("site_id","on_hand_id"),
	CONSTRAINT "on_hands_quantity_not_negative" CHECK ("wms"."on_hands"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wms"."serial_batches" (
	"site_id" text NOT NULL,
	"inventory_code" text NOT NULL,
	"serial_batch" text NOT NULL,
	"date_code" text DEFAULT '' NOT NULL,
	"quarantine" boolean DEFAULT false NOT NULL,
	"recall" boolean DEFAULT false NOT NULL,
	"recall_reason" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "serial_batches_site_id_inventory_code_serial_batch_pk" PRIMARY KEY("site_id","inventory_code","serial_batch")
);
--> statement-breakpoint
CREATE TABLE "wms"."stocking_factors" (
	"site_id" text NOT NULL,
	"stocking_factor_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wms"."stocking_factors_stocking_factor_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inventory_code" text NOT NULL,
	"unit_of_measure" text NOT NULL,
	"barcode" text DEFAULT '' NOT NULL,
	"pack_size" numeric(14, 3) DEFAULT 1 NOT NULL,
	"weight" numeric(14, 3) DEFAULT 0 NOT NULL,
	"height" numeric(14, 3) DEFAULT 0 NOT NULL,
	"length" numeric(14, 3) DEFAULT 0 NOT NULL,
	"depth" numeric(14, 3) DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stocking_factors_site_id_stocking_factor_id_pk" PRIMARY KEY("site_id","stocking_factor_id")
);
--> statement-breakpoint
CREATE TABLE "wms"."customers" (
	"site_id" text NOT NULL,
	"customer_code" text NOT NULL,
	"customer_name" text NOT NULL,
	"delivery_address_1" text DEFAULT '' NOT NULL,
	"delivery_address_2" text DEFAULT '' NOT NULL,
	"delivery_suburb" text DEFAULT '' NOT NULL,
	"delivery_state" text DEFAULT '' NOT NULL,
	"delivery_postcode" text DEFAULT '' NOT NULL,
	"delivery_country" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_site_id_customer_code_pk" PRIMARY KEY("site_id","customer_code")
);
--> statement-breakpoint
CREATE TABLE "wms"."purchase_order_lines" (
	"site_id" text NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"purchase_order_line" integer NOT NULL,
	"inventory_code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"supplier_catalogue" text DEFAULT '' NOT NULL,
	"unit_of_measure" text DEFAULT 'EA' NOT NULL,
	"pack_size" numeric(14, 3) DEFAULT 1 NOT NULL,
	"unit_price" numeric(14, 3) DEFAULT 0 NOT NULL,
	"quantity_ordered" numeric(14, 3) NOT NULL,
	"quantity_received" numeric(14, 3) DEFAULT 0 NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_order_lines_site_id_purchase_order_id_purchase_order_line_pk" PRIMARY KEY("site_id","purchase_order_id","purchase_order_line")
);
--> statement-breakpoint
CREATE TABLE "wms"."purchase_orders" (
	"site_id" text NOT NULL,
	"purchase_order_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wms"."purchase_orders_purchase_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purchase_order" text NOT NULL,
	"warehouse" text NOT NULL,
	"supplier_code" text NOT NULL,
	"run_id" integer,
	"expected_date" date NOT NULL,
	"wms_status" text DEFAULT 'new' NOT NULL,
	"erp_status" text DEFAULT 'Pending Receipt' NOT NULL,
	"hold" boolean DEFAULT false NOT NULL,
	"delivery_instructions" text DEFAULT '' NOT NULL,
	"erp_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_site_id_purchase_order_id_pk" PRIMARY KEY("site_id","purchase_order_id")
);
--> statement-breakpoint
CREATE TABLE "wms"."runs" (
	"site_id" text NOT NULL,
	"run_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wms"."runs_run_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"run" text NOT NULL,
	"run_name" text NOT NULL,
	"warehouse" text NOT NULL,
	"runset_id" text,
	"run_type" text DEFAULT 'Single' NOT NULL,
	"delivery_pickup" text DEFAULT 'Pickup' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "runs_site_id_run_id_pk" PRIMARY KEY("site_id","run_id")
);
--> statement-breakpoint
CREATE TABLE "wms"."sales_order_lines" (
	"site_id" text NOT NULL,
	"sales_order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"inventory_code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"stocking_factor_unit" text DEFAULT 'EA' NOT NULL,
	"pack_size" numeric(14, 3) DEFAULT 1 NOT NULL,
	"quantity_ordered" numeric(14, 3) NOT NULL,
	"quantity_supplied" numeric(14, 3) DEFAULT 0 NOT NULL,
	"short_supply_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_order_lines_site_id_sales_order_id_line_no_pk" PRIMARY KEY("site_id","sales_order_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "wms"."sales_orders" (
	"site_id" text NOT NULL,
	"sales_order_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wms"."sales_orders_sales_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sales_order" text NOT NULL,
	"warehouse" text NOT NULL,
	"customer_code" text NOT NULL,
	"customer_order" text DEFAULT '' NOT NULL,
	"run_id" integer,
	"required_date" date NOT NULL,
	"wms_status" text DEFAULT 'new' NOT NULL,
	"erp_status" text DEFAULT 'Pending Fulfilment' NOT NULL,
	"hold" boolean DEFAULT false NOT NULL,
	"review_reason" text DEFAULT '' NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"erp_id" text DEFAULT '' NOT NULL,
	"erp_action" text DEFAULT '' NOT NULL,
	"connote" text DEFAULT '' NOT NULL,
	"delivery_instructions" text DEFAULT '' NOT NULL,
	"delivery_address_1" text DEFAULT '' NOT NULL,
	"delivery_address_2" text DEFAULT '' NOT NULL,
	"delivery_suburb" text DEFAULT '' NOT NULL,
	"delivery_state" text DEFAULT '' NOT NULL,
	"delivery_postcode" text DEFAULT '' NOT NULL,
	"delivery_country" text DEFAULT '' NOT NULL,
	"locked_user" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_orders_site_id_sales_order_id_pk" PRIMARY KEY("site_id","sales_order_id")
);
--> statement-breakpoint
CREATE TABLE "wms"."suppliers" (
	"site_id" text NOT NULL,
	"supplier_code" text NOT NULL,
	"supplier_name" text NOT NULL,
	"suburb" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_site_id_supplier_code_pk" PRIMARY KEY("site_id","supplier_code")
);
--> statement-breakpoint
ALTER TABLE "wms"."inventory_warehouses" ADD CONSTRAINT "inventory_warehouses_inventory_fk" FOREIGN KEY ("site_id","inventory_code") REFERENCES "wms"."inventory"("site_id","inventory_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."movements" ADD CONSTRAINT "movements_inventory_fk" FOREIGN KEY ("site_id","inventory_code") REFERENCES "wms"."inventory"("site_id","inventory_code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."on_hands" ADD CONSTRAINT "on_hands_inventory_fk" FOREIGN KEY ("site_id","inventory_code") REFERENCES "wms"."inventory"("site_id","inventory_code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."serial_batches" ADD CONSTRAINT "serial_batches_inventory_fk" FOREIGN KEY ("site_id","inventory_code") REFERENCES "wms"."inventory"("site_id","inventory_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."stocking_factors" ADD CONSTRAINT "stocking_factors_inventory_fk" FOREIGN KEY ("site_id","inventory_code") REFERENCES "wms"."inventory"("site_id","inventory_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_order_fk" FOREIGN KEY ("site_id","purchase_order_id") REFERENCES "wms"."purchase_orders"("site_id","purchase_order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."sales_order_lines" ADD CONSTRAINT "sales_order_lines_order_fk" FOREIGN KEY ("site_id","sales_order_id") REFERENCES "wms"."sales_orders"("site_id","sales_order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "load_object_types_code_idx" ON "wms"."load_object_types" USING btree ("site_id","load_object_type");--> statement-breakpoint
CREATE INDEX "location_import_batches_status_idx" ON "wms"."location_import_batches" USING btree ("status");--> statement-breakpoint
CREATE INDEX "location_imports_status_idx" ON "wms"."location_imports" USING btree ("status");--> statement-breakpoint
CREATE INDEX "inventory_gtin_idx" ON "wms"."inventory" USING btree ("site_id","gtin");--> statement-breakpoint
CREATE INDEX "movements_inventory_idx" ON "wms"."movements" USING btree ("site_id","warehouse","inventory_code","timestamp");--> statement-breakpoint
CREATE INDEX "movements_from_idx" ON "wms"."movements" USING btree ("site_id","warehouse","from_location","timestamp");--> statement-breakpoint
CREATE INDEX "movements_to_idx" ON "wms"."movements" USING btree ("site_id","warehouse","to_location","timestamp");--> statement-breakpoint
CREATE INDEX "movements_time_idx" ON "wms"."movements" USING btree ("site_id","warehouse","timestamp");--> statement-breakpoint
CREATE INDEX "movements_erp_error_idx" ON "wms"."movements" USING btree ("site_id","warehouse","timestamp") WHERE "wms"."movements"."erp_id" = 'ERROR';--> statement-breakpoint
CREATE UNIQUE INDEX "on_hands_key_uq" ON "wms"."on_hands" USING btree ("site_id","warehouse","location","inventory_code","serial_batch","date_code");--> statement-breakpoint
CREATE INDEX "on_hands_inventory_idx" ON "wms"."on_hands" USING btree ("site_id","inventory_code","warehouse");--> statement-breakpoint
CREATE INDEX "serial_batches_date_code_idx" ON "wms"."serial_batches" USING btree ("site_id","date_code");--> statement-breakpoint
CREATE UNIQUE INDEX "stocking_factors_unit_uq" ON "wms"."stocking_factors" USING btree ("site_id","inventory_code","unit_of_measure");--> statement-breakpoint
CREATE INDEX "stocking_factors_barcode_idx" ON "wms"."stocking_factors" USING btree ("site_id","barcode");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_inventory_idx" ON "wms"."purchase_order_lines" USING btree ("site_id","inventory_code");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_number_uq" ON "wms"."purchase_orders" USING btree ("site_id","purchase_order");--> statement-breakpoint
CREATE INDEX "purchase_orders_expected_idx" ON "wms"."purchase_orders" USING btree ("site_id","warehouse","expected_date");--> statement-breakpoint
CREATE UNIQUE INDEX "runs_run_uq" ON "wms"."runs" USING btree ("site_id","warehouse","run");--> statement-breakpoint
CREATE INDEX "sales_order_lines_inventory_idx" ON "wms"."sales_order_lines" USING btree ("site_id","inventory_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_number_uq" ON "wms"."sales_orders" USING btree ("site_id","sales_order");--> statement-breakpoint
CREATE INDEX "sales_orders_required_idx" ON "wms"."sales_orders" USING btree ("site_id","warehouse","required_date");--> statement-breakpoint
CREATE INDEX "sales_orders_customer_idx" ON "wms"."sales_orders" USING btree ("site_id","customer_code");
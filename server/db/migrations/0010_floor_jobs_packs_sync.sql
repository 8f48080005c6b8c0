CREATE TABLE "wms"."container_contents" (
	"site_id" text NOT NULL,
	"content_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"container_id" integer NOT NULL,
	"inventory_code" text NOT NULL,
	"inventory_description" text DEFAULT '' NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit_of_measure" text DEFAULT 'EA' NOT NULL,
	"detail_reference" text DEFAULT '' NOT NULL,
	"date_code" text DEFAULT '' NOT NULL,
	"gtin" text DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "container_contents_site_id_content_id_pk" PRIMARY KEY("site_id","content_id"),
	CONSTRAINT "container_contents_quantity_positive" CHECK ("wms"."container_contents"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "wms"."containers" (
	"site_id" text NOT NULL,
	"container_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wms"."containers_container_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"container_number" text NOT NULL,
	"sscc_number" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"barcode" text DEFAULT '' NOT NULL,
	"label_type" text DEFAULT '' NOT NULL,
	"container_type" text DEFAULT 'pack_contents' NOT NULL,
	"warehouse" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"customer_code" text DEFAULT '' NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"sales_order" text DEFAULT '' NOT NULL,
	"customer_order" text DEFAULT '' NOT NULL,
	"delivery_name" text DEFAULT '' NOT NULL,
	"delivery_address_1" text DEFAULT '' NOT NULL,
	"delivery_address_2" text DEFAULT '' NOT NULL,
	"delivery_suburb" text DEFAULT '' NOT NULL,
	"delivery_state" text DEFAULT '' NOT NULL,
	"delivery_postcode" text DEFAULT '' NOT NULL,
	"edi_store_code" text DEFAULT '' NOT NULL,
	"edi_department_code" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"load_object_type_id" integer,
	"package_type" text DEFAULT 'CTN' NOT NULL,
	"contents_description" text DEFAULT '' NOT NULL,
	"connote" text DEFAULT '' NOT NULL,
	"storage" text DEFAULT '' NOT NULL,
	"weight" numeric(14, 3) DEFAULT 0 NOT NULL,
	"height" numeric(14, 3) DEFAULT 0 NOT NULL,
	"width" numeric(14, 3) DEFAULT 0 NOT NULL,
	"depth" numeric(14, 3) DEFAULT 0 NOT NULL,
	"cube" numeric(14, 3) DEFAULT 0 NOT NULL,
	"volume" numeric(14, 3) DEFAULT 0 NOT NULL,
	"dangerous_goods" boolean DEFAULT false NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "containers_site_id_container_id_pk" PRIMARY KEY("site_id","container_id")
);
--> statement-breakpoint
CREATE TABLE "wms"."job_moves" (
	"site_id" text NOT NULL,
	"move_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"job_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"movement_qty" numeric(14, 3) NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"erp_status" text DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_moves_site_id_move_id_pk" PRIMARY KEY("site_id","move_id")
);
--> statement-breakpoint
CREATE TABLE "wms"."job_timesheets" (
	"site_id" text NOT NULL,
	"time_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"job_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"start_timestamp" timestamp with time zone NOT NULL,
	"end_timestamp" timestamp with time zone,
	"total_duration_mins" numeric(14, 3),
	"erp_status" text DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_timesheets_site_id_time_id_pk" PRIMARY KEY("site_id","time_id")
);
--> statement-breakpoint
CREATE TABLE "wms"."job_types" (
	"site_id" text NOT NULL,
	"job_type_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wms"."job_types_job_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_type" text NOT NULL,
	"job_type_name" text DEFAULT '' NOT NULL,
	"entity" text DEFAULT 'inventory' NOT NULL,
	"role_to_add_inventory" text DEFAULT '' NOT NULL,
	"warn_on_add_inventory" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_types_site_id_job_type_id_pk" PRIMARY KEY("site_id","job_type_id"),
	CONSTRAINT "job_types_entity_known" CHECK ("wms"."job_types"."entity" in ('inventory', 'customer', 'supplier'))
);
--> statement-breakpoint
CREATE TABLE "wms"."jobs" (
	"site_id" text NOT NULL,
	"job_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wms"."jobs_job_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_type" text DEFAULT '' NOT NULL,
	"job_reference" text DEFAULT '' NOT NULL,
	"job_description" text DEFAULT '' NOT NULL,
	"planned_date" date,
	"hold" boolean DEFAULT false NOT NULL,
	"hold_reason" text DEFAULT '' NOT NULL,
	"warehouse" text NOT NULL,
	"work_centre" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"entity_code" text DEFAULT '' NOT NULL,
	"inventory_code" text DEFAULT '' NOT NULL,
	"quantity_required" numeric(14, 3) DEFAULT 0 NOT NULL,
	"erp_id" text DEFAULT '' NOT NULL,
	"erp_status" text DEFAULT 'New' NOT NULL,
	"erp_complete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_site_id_job_id_pk" PRIMARY KEY("site_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "wms"."pack_number_blocks" (
	"site_id" text NOT NULL,
	"block_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"device_id" text DEFAULT '' NOT NULL,
	"prefix" text NOT NULL,
	"first_number" bigint NOT NULL,
	"count" integer NOT NULL,
	"first_sscc_serial" bigint NOT NULL,
	"reserved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pack_number_blocks_site_id_block_id_pk" PRIMARY KEY("site_id","block_id"),
	CONSTRAINT "pack_number_blocks_count_positive" CHECK ("wms"."pack_number_blocks"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "wms"."pack_number_sequences" (
	"site_id" text PRIMARY KEY NOT NULL,
	"prefix" text DEFAULT 'PK' NOT NULL,
	"last_number" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wms"."sync_changes" (
	"site_id" text NOT NULL,
	"change_id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wms"."sync_changes_change_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entity" text NOT NULL,
	"row_key" text NOT NULL,
	"warehouse" text DEFAULT '' NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"xid" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_changes_site_id_change_id_pk" PRIMARY KEY("site_id","change_id")
);
--> statement-breakpoint
CREATE TABLE "wms"."sync_prunes" (
	"site_id" text PRIMARY KEY NOT NULL,
	"pruned_below_xid" bigint DEFAULT 0 NOT NULL,
	"pruned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wms"."container_contents" ADD CONSTRAINT "container_contents_container_fk" FOREIGN KEY ("site_id","container_id") REFERENCES "wms"."containers"("site_id","container_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."job_moves" ADD CONSTRAINT "job_moves_job_fk" FOREIGN KEY ("site_id","job_id") REFERENCES "wms"."jobs"("site_id","job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."job_timesheets" ADD CONSTRAINT "job_timesheets_job_fk" FOREIGN KEY ("site_id","job_id") REFERENCES "wms"."jobs"("site_id","job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "container_contents_container_idx" ON "wms"."container_contents" USING btree ("site_id","container_id");--> statement-breakpoint
CREATE UNIQUE INDEX "containers_number_uq" ON "wms"."containers" USING btree ("site_id","container_number");--> statement-breakpoint
CREATE INDEX "containers_sscc_idx" ON "wms"."containers" USING btree ("site_id","sscc_number");--> statement-breakpoint
CREATE INDEX "containers_order_idx" ON "wms"."containers" USING btree ("site_id","sales_order");--> statement-breakpoint
CREATE INDEX "job_moves_job_idx" ON "wms"."job_moves" USING btree ("site_id","job_id");--> statement-breakpoint
CREATE INDEX "job_timesheets_job_idx" ON "wms"."job_timesheets" USING btree ("site_id","job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_timesheets_open_uq" ON "wms"."job_timesheets" USING btree ("site_id","job_id","user_id") WHERE "wms"."job_timesheets"."end_timestamp" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "job_types_code_uq" ON "wms"."job_types" USING btree ("site_id","job_type");--> statement-breakpoint
CREATE INDEX "jobs_listing_idx" ON "wms"."jobs" USING btree ("site_id","warehouse","status","planned_date");--> statement-breakpoint
CREATE INDEX "jobs_reference_idx" ON "wms"."jobs" USING btree ("site_id","job_reference");--> statement-breakpoint
CREATE INDEX "pack_number_blocks_user_idx" ON "wms"."pack_number_blocks" USING btree ("site_id","user_id");--> statement-breakpoint
CREATE INDEX "sync_changes_cursor_idx" ON "wms"."sync_changes" USING btree ("site_id","entity","xid");--> statement-breakpoint
CREATE INDEX "sync_changes_changed_at_idx" ON "wms"."sync_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "wms"."idempotency_keys" USING btree ("created_at");
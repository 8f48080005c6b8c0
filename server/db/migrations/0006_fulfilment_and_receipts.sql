CREATE TABLE "wms"."process_queue_resolutions" (
	"site_id" text NOT NULL,
	"document_type" text NOT NULL,
	"document_key" text NOT NULL,
	"erp_action" text DEFAULT '' NOT NULL,
	"resolution" text NOT NULL,
	"resolved_by" text NOT NULL,
	"resolved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "process_queue_resolutions_site_id_document_type_document_key_resolved_at_pk" PRIMARY KEY("site_id","document_type","document_key","resolved_at")
);
--> statement-breakpoint
CREATE TABLE "wms"."bookins" (
	"site_id" text NOT NULL,
	"booking_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wms"."bookins_booking_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"warehouse" text NOT NULL,
	"supplier_code" text NOT NULL,
	"booking_date" date NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"docket_status" text DEFAULT '' NOT NULL,
	"receiving_status" text DEFAULT '' NOT NULL,
	"received_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookins_site_id_booking_id_pk" PRIMARY KEY("site_id","booking_id")
);
--> statement-breakpoint
CREATE TABLE "wms"."put_away_contents" (
	"site_id" text NOT NULL,
	"put_away_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"inventory_code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"serial_batch" text DEFAULT '' NOT NULL,
	"date_code" text DEFAULT '' NOT NULL,
	"delivery_docket_id" integer,
	"docket_line_no" integer,
	CONSTRAINT "put_away_contents_site_id_put_away_id_line_no_pk" PRIMARY KEY("site_id","put_away_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "wms"."put_aways" (
	"site_id" text NOT NULL,
	"put_away_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wms"."put_aways_put_away_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"warehouse" text NOT NULL,
	"barcode" text NOT NULL,
	"from_location" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"put_away_by" text DEFAULT '' NOT NULL,
	"put_away_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "put_aways_site_id_put_away_id_pk" PRIMARY KEY("site_id","put_away_id")
);
--> statement-breakpoint
CREATE TABLE "wms"."pick_attempts" (
	"site_id" text NOT NULL,
	"pick_attempt_id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wms"."pick_attempts_pick_attempt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"pick_line_id" integer NOT NULL,
	"pick_id" integer NOT NULL,
	"warehouse" text NOT NULL,
	"user_id" text NOT NULL,
	"pick_face" text DEFAULT '' NOT NULL,
	"batch_number" text DEFAULT '' NOT NULL,
	"serial_number" text DEFAULT '' NOT NULL,
	"expiry_date" text DEFAULT '' NOT NULL,
	"quantity_picked" numeric(14, 3) NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"movement_id" bigint,
	"last_modified_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pick_attempts_site_id_pick_attempt_id_pk" PRIMARY KEY("site_id","pick_attempt_id"),
	CONSTRAINT "pick_attempts_quantity_not_negative" CHECK ("wms"."pick_attempts"."quantity_picked" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wms"."pick_lines" (
	"site_id" text NOT NULL,
	"pick_line_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wms"."pick_lines_pick_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pick_id" integer NOT NULL,
	"sales_order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"inventory_code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"pick_face" text DEFAULT '' NOT NULL,
	"pick_sequence" integer DEFAULT 0 NOT NULL,
	"stocking_factor_unit" text DEFAULT 'EA' NOT NULL,
	"pack_size" numeric(14, 3) DEFAULT 1 NOT NULL,
	"quantity_req" numeric(14, 3) NOT NULL,
	"quantity_picked" numeric(14, 3) DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pick_lines_site_id_pick_line_id_pk" PRIMARY KEY("site_id","pick_line_id"),
	CONSTRAINT "pick_lines_picked_not_negative" CHECK ("wms"."pick_lines"."quantity_picked" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wms"."picks" (
	"site_id" text NOT NULL,
	"pick_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wms"."picks_pick_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"warehouse" text NOT NULL,
	"run_id" integer,
	"sales_order_id" integer NOT NULL,
	"pick_area" text DEFAULT '' NOT NULL,
	"pick_section" text DEFAULT '' NOT NULL,
	"pick_section_name" text DEFAULT '' NOT NULL,
	"pick_type" text DEFAULT 'Single' NOT NULL,
	"pick_name" text DEFAULT '' NOT NULL,
	"required_date" date NOT NULL,
	"despatch_date" date,
	"status" text DEFAULT 'new' NOT NULL,
	"locked_user" text DEFAULT '' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"completed_by" text DEFAULT '' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "picks_site_id_pick_id_pk" PRIMARY KEY("site_id","pick_id"),
	CONSTRAINT "picks_status_known" CHECK ("wms"."picks"."status" in ('new', 'in_progress', 'complete'))
);
--> statement-breakpoint
CREATE TABLE "wms"."reason_codes" (
	"site_id" text NOT NULL,
	"reason_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wms"."reason_codes_reason_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reason_code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"use_on_receipt" boolean DEFAULT false NOT NULL,
	"use_on_picking" boolean DEFAULT false NOT NULL,
	"use_on_delivery" boolean DEFAULT false NOT NULL,
	"use_on_stock_check" boolean DEFAULT false NOT NULL,
	"require_photo" boolean DEFAULT false NOT NULL,
	"capture_signature" boolean DEFAULT false NOT NULL,
	"de_pick" boolean DEFAULT false NOT NULL,
	"need_replenish" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reason_codes_site_id_reason_id_pk" PRIMARY KEY("site_id","reason_id")
);
--> statement-breakpoint
CREATE TABLE "wms"."shifts" (
	"site_id" text NOT NULL,
	"shift" text NOT NULL,
	"shift_name" text NOT NULL,
	"start_hour" integer DEFAULT 0 NOT NULL,
	"end_hour" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shifts_site_id_shift_pk" PRIMARY KEY("site_id","shift")
);
--> statement-breakpoint
ALTER TABLE "wms"."purchase_orders" ADD COLUMN "erp_action" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."delivery_dockets" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "wms"."put_away_contents" ADD CONSTRAINT "put_away_contents_put_away_fk" FOREIGN KEY ("site_id","put_away_id") REFERENCES "wms"."put_aways"("site_id","put_away_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."put_aways" ADD CONSTRAINT "put_aways_booking_fk" FOREIGN KEY ("site_id","booking_id") REFERENCES "wms"."bookins"("site_id","booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."pick_attempts" ADD CONSTRAINT "pick_attempts_line_fk" FOREIGN KEY ("site_id","pick_line_id") REFERENCES "wms"."pick_lines"("site_id","pick_line_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."pick_lines" ADD CONSTRAINT "pick_lines_pick_fk" FOREIGN KEY ("site_id","pick_id") REFERENCES "wms"."picks"("site_id","pick_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."picks" ADD CONSTRAINT "picks_order_fk" FOREIGN KEY ("site_id","sales_order_id") REFERENCES "wms"."sales_orders"("site_id","sales_order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookins_date_idx" ON "wms"."bookins" USING btree ("site_id","warehouse","booking_date");--> statement-breakpoint
CREATE UNIQUE INDEX "put_aways_barcode_uq" ON "wms"."put_aways" USING btree ("site_id","barcode");--> statement-breakpoint
CREATE INDEX "put_aways_booking_idx" ON "wms"."put_aways" USING btree ("site_id","booking_id");--> statement-breakpoint
CREATE INDEX "pick_attempts_line_idx" ON "wms"."pick_attempts" USING btree ("site_id","pick_line_id");--> statement-breakpoint
CREATE INDEX "pick_attempts_time_idx" ON "wms"."pick_attempts" USING btree ("site_id","warehouse","last_modified_time");--> statement-breakpoint
CREATE INDEX "pick_lines_pick_idx" ON "wms"."pick_lines" USING btree ("site_id","pick_id");--> statement-breakpoint
CREATE INDEX "pick_lines_order_line_idx" ON "wms"."pick_lines" USING btree ("site_id","sales_order_id","line_no");--> statement-breakpoint
CREATE INDEX "picks_date_idx" ON "wms"."picks" USING btree ("site_id","warehouse","required_date");--> statement-breakpoint
CREATE INDEX "picks_order_idx" ON "wms"."picks" USING btree ("site_id","sales_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reason_codes_code_uq" ON "wms"."reason_codes" USING btree ("site_id","reason_code");--> statement-breakpoint
CREATE INDEX "delivery_dockets_booking_idx" ON "wms"."delivery_dockets" USING btree ("site_id","booking_id");
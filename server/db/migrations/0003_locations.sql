CREATE TABLE "wms"."locations" (
	"site_id" text NOT NULL,
	"location_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wms"."locations_location_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"warehouse" text NOT NULL,
	"location" text NOT NULL,
	"location_name" text DEFAULT '' NOT NULL,
	"pick_area" text DEFAULT '' NOT NULL,
	"pick_section" text DEFAULT '' NOT NULL,
	"storage" text NOT NULL,
	"location_type" integer DEFAULT 4 NOT NULL,
	"barcode" text DEFAULT '' NOT NULL,
	"aisle" text DEFAULT '' NOT NULL,
	"bay" text DEFAULT '' NOT NULL,
	"level" text DEFAULT '' NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"depth" integer DEFAULT 0 NOT NULL,
	"pick_sequence" integer DEFAULT 0 NOT NULL,
	"erp_warehouse" text DEFAULT '' NOT NULL,
	"erp_location" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"quarantine" boolean DEFAULT false NOT NULL,
	"exclude_from_available" boolean DEFAULT false NOT NULL,
	"offline_location" text DEFAULT '' NOT NULL,
	"internal_location" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_site_id_location_id_pk" PRIMARY KEY("site_id","location_id")
);
--> statement-breakpoint
ALTER TABLE "wms"."locations" ADD CONSTRAINT "locations_warehouse_fk" FOREIGN KEY ("site_id","warehouse") REFERENCES "wms"."warehouses"("site_id","warehouse") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_location_uq" ON "wms"."locations" USING btree ("site_id","warehouse","location");--> statement-breakpoint
CREATE INDEX "locations_section_seq_idx" ON "wms"."locations" USING btree ("site_id","pick_section","pick_sequence");--> statement-breakpoint
CREATE INDEX "locations_barcode_idx" ON "wms"."locations" USING btree ("site_id","warehouse","barcode");
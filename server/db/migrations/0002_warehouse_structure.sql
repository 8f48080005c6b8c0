CREATE TABLE "wms"."dock_locations" (
	"site_id" text NOT NULL,
	"warehouse" text NOT NULL,
	"dock_location" text NOT NULL,
	"dock_location_name" text NOT NULL,
	"barcode" text DEFAULT '' NOT NULL,
	CONSTRAINT "dock_locations_site_id_warehouse_dock_location_pk" PRIMARY KEY("site_id","warehouse","dock_location")
);
--> statement-breakpoint
CREATE TABLE "wms"."pick_areas" (
	"site_id" text NOT NULL,
	"warehouse" text NOT NULL,
	"pick_area" text NOT NULL,
	"pick_area_name" text NOT NULL,
	"barcode" text DEFAULT '' NOT NULL,
	CONSTRAINT "pick_areas_site_id_warehouse_pick_area_pk" PRIMARY KEY("site_id","warehouse","pick_area")
);
--> statement-breakpoint
CREATE TABLE "wms"."pick_sections" (
	"site_id" text NOT NULL,
	"warehouse" text NOT NULL,
	"pick_area" text NOT NULL,
	"pick_section" text NOT NULL,
	"pick_section_name" text NOT NULL,
	"storage" text NOT NULL,
	"barcode" text DEFAULT '' NOT NULL,
	CONSTRAINT "pick_sections_site_id_warehouse_pick_area_pick_section_pk" PRIMARY KEY("site_id","warehouse","pick_area","pick_section")
);
--> statement-breakpoint
CREATE TABLE "wms"."storage" (
	"site_id" text NOT NULL,
	"storage" text NOT NULL,
	"storage_name" text NOT NULL,
	"strict_storage" boolean DEFAULT false NOT NULL,
	"tile_colour" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_site_id_storage_pk" PRIMARY KEY("site_id","storage")
);
--> statement-breakpoint
ALTER TABLE "wms"."dock_locations" ADD CONSTRAINT "dock_locations_site_id_warehouse_warehouses_site_id_warehouse_fk" FOREIGN KEY ("site_id","warehouse") REFERENCES "wms"."warehouses"("site_id","warehouse") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."pick_areas" ADD CONSTRAINT "pick_areas_site_id_warehouse_warehouses_site_id_warehouse_fk" FOREIGN KEY ("site_id","warehouse") REFERENCES "wms"."warehouses"("site_id","warehouse") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."pick_sections" ADD CONSTRAINT "pick_sections_pick_area_fk" FOREIGN KEY ("site_id","warehouse","pick_area") REFERENCES "wms"."pick_areas"("site_id","warehouse","pick_area") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."pick_sections" ADD CONSTRAINT "pick_sections_storage_fk" FOREIGN KEY ("site_id","storage") REFERENCES "wms"."storage"("site_id","storage") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."storage" ADD CONSTRAINT "storage_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pick_sections_storage_idx" ON "wms"."pick_sections" USING btree ("site_id","storage");
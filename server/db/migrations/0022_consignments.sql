CREATE TABLE "wms"."carrier_url_sets" (
	"site_id" text NOT NULL,
	"url_set" text NOT NULL,
	"platform" text DEFAULT 'openfreight' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"base_url" text DEFAULT '' NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"sender_name" text DEFAULT '' NOT NULL,
	"sender_address_1" text DEFAULT '' NOT NULL,
	"sender_town" text DEFAULT '' NOT NULL,
	"sender_state" text DEFAULT '' NOT NULL,
	"sender_postcode" text DEFAULT '' NOT NULL,
	"sender_phone" text DEFAULT '' NOT NULL,
	"sender_email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrier_url_sets_site_id_url_set_pk" PRIMARY KEY("site_id","url_set"),
	CONSTRAINT "carrier_url_sets_platform" CHECK ("wms"."carrier_url_sets"."platform" IN ('openfreight', 'machship'))
);
--> statement-breakpoint
CREATE TABLE "wms"."consignment_items" (
	"site_id" text NOT NULL,
	"consignment_item_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wms"."consignment_items_consignment_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"consignment_id" integer NOT NULL,
	"container_id" integer NOT NULL,
	"sales_order" text NOT NULL,
	"sscc_number" text DEFAULT '' NOT NULL,
	"weight" numeric(14, 3) DEFAULT 0 NOT NULL,
	"volume" numeric(14, 3) DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"scanned_at" timestamp with time zone,
	"scanned_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consignment_items_site_id_consignment_item_id_pk" PRIMARY KEY("site_id","consignment_item_id"),
	CONSTRAINT "consignment_items_status" CHECK ("wms"."consignment_items"."status" IN ('CREATED', 'MANIFESTED')),
	CONSTRAINT "consignment_items_scan_pair" CHECK (("wms"."consignment_items"."scanned_at" is null) = ("wms"."consignment_items"."scanned_by" is null))
);
--> statement-breakpoint
CREATE TABLE "wms"."consignment_manifests" (
	"site_id" text NOT NULL,
	"manifest_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wms"."consignment_manifests_manifest_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"manifest" text DEFAULT '' NOT NULL,
	"courier" text DEFAULT '' NOT NULL,
	"courier_interface" text DEFAULT '' NOT NULL,
	"consignments" integer DEFAULT 0 NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consignment_manifests_site_id_manifest_id_pk" PRIMARY KEY("site_id","manifest_id")
);
--> statement-breakpoint
CREATE TABLE "wms"."consignments" (
	"site_id" text NOT NULL,
	"consignment_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wms"."consignments_consignment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"consignment" text DEFAULT '' NOT NULL,
	"warehouse" text DEFAULT '' NOT NULL,
	"sales_orders" text[] DEFAULT '{}'::text[] NOT NULL,
	"courier_id" text DEFAULT '' NOT NULL,
	"courier_code" text DEFAULT '' NOT NULL,
	"courier" text DEFAULT '' NOT NULL,
	"courier_service" text DEFAULT '' NOT NULL,
	"service_code" text DEFAULT '' NOT NULL,
	"carrier_and_service" text DEFAULT '' NOT NULL,
	"courier_interface" text DEFAULT '' NOT NULL,
	"customer_code" text DEFAULT '' NOT NULL,
	"despatch_date" date NOT NULL,
	"sender_name" text DEFAULT '' NOT NULL,
	"sender_contact" text DEFAULT '' NOT NULL,
	"sender_address_1" text DEFAULT '' NOT NULL,
	"sender_address_2" text DEFAULT '' NOT NULL,
	"sender_town" text DEFAULT '' NOT NULL,
	"sender_postcode" text DEFAULT '' NOT NULL,
	"sender_phone" text DEFAULT '' NOT NULL,
	"sender_email" text DEFAULT '' NOT NULL,
	"sender_residential" boolean DEFAULT false NOT NULL,
	"receiver_name" text DEFAULT '' NOT NULL,
	"receiver_address" text DEFAULT '' NOT NULL,
	"receiver_town" text DEFAULT '' NOT NULL,
	"receiver_state" text DEFAULT '' NOT NULL,
	"receiver_postcode" text DEFAULT '' NOT NULL,
	"receiver_residential" boolean DEFAULT false NOT NULL,
	"receiver_phone" text DEFAULT '' NOT NULL,
	"receiver_email" text DEFAULT '' NOT NULL,
	"receiver_instructions" text DEFAULT '' NOT NULL,
	"pallets_chep" integer DEFAULT 0 NOT NULL,
	"pallets_loscam" integer DEFAULT 0 NOT NULL,
	"pallets_other" integer DEFAULT 0 NOT NULL,
	"charge_type" text DEFAULT 'S' NOT NULL,
	"charge_account" text DEFAULT '' NOT NULL,
	"cost_centre" text DEFAULT '' NOT NULL,
	"consolidation_check" boolean DEFAULT false NOT NULL,
	"is_return" boolean DEFAULT false NOT NULL,
	"book_pickup_now" boolean DEFAULT false NOT NULL,
	"pickup_ready" text DEFAULT '' NOT NULL,
	"pickup_closing" text DEFAULT '' NOT NULL,
	"user_generated_items" boolean DEFAULT false NOT NULL,
	"packages" integer DEFAULT 0 NOT NULL,
	"weight" numeric(14, 3) DEFAULT 0 NOT NULL,
	"volume" numeric(14, 3) DEFAULT 0 NOT NULL,
	"shipment_total" numeric(14, 3) DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"tracking_status" text DEFAULT '' NOT NULL,
	"tracking_updated_at" timestamp with time zone,
	"etd" date,
	"ref" text DEFAULT '' NOT NULL,
	"connote" text DEFAULT '' NOT NULL,
	"manifest_id" integer,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consignments_site_id_consignment_id_pk" PRIMARY KEY("site_id","consignment_id"),
	CONSTRAINT "consignments_status" CHECK ("wms"."consignments"."status" IN ('OPEN', 'COMPLETE', 'DELETED')),
	CONSTRAINT "consignments_pallets" CHECK ("wms"."consignments"."pallets_chep" >= 0 AND "wms"."consignments"."pallets_loscam" >= 0 AND "wms"."consignments"."pallets_other" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wms"."courier_interfaces" (
	"site_id" text NOT NULL,
	"courier" text NOT NULL,
	"courier_interface" text DEFAULT 'RATE_CARD' NOT NULL,
	"url_set" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_interfaces_site_id_courier_pk" PRIMARY KEY("site_id","courier"),
	CONSTRAINT "courier_interfaces_kind" CHECK ("wms"."courier_interfaces"."courier_interface" IN ('RATE_CARD', 'MACHSHIP', 'OPENFREIGHT'))
);
--> statement-breakpoint
CREATE TABLE "wms"."rate_breaks" (
	"site_id" text NOT NULL,
	"rate_break_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wms"."rate_breaks_rate_break_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"courier" text NOT NULL,
	"courier_service_code" text NOT NULL,
	"zone" text NOT NULL,
	"weight_from" numeric(14, 3) DEFAULT 0 NOT NULL,
	"base_charge" numeric(14, 3) DEFAULT 0 NOT NULL,
	"per_kg" numeric(14, 3) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_breaks_site_id_rate_break_id_pk" PRIMARY KEY("site_id","rate_break_id"),
	CONSTRAINT "rate_breaks_positive" CHECK ("wms"."rate_breaks"."weight_from" >= 0 AND "wms"."rate_breaks"."base_charge" >= 0 AND "wms"."rate_breaks"."per_kg" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wms"."rate_services" (
	"site_id" text NOT NULL,
	"courier" text NOT NULL,
	"courier_service_code" text NOT NULL,
	"cubic_factor" numeric(14, 3) DEFAULT 250 NOT NULL,
	"fuel_levy_percent" numeric(14, 3) DEFAULT 0 NOT NULL,
	"surcharges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"minimum_charge" numeric(14, 3) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_services_site_id_courier_courier_service_code_pk" PRIMARY KEY("site_id","courier","courier_service_code"),
	CONSTRAINT "rate_services_positive" CHECK ("wms"."rate_services"."cubic_factor" > 0 AND "wms"."rate_services"."fuel_levy_percent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wms"."rate_zones" (
	"site_id" text NOT NULL,
	"rate_zone_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wms"."rate_zones_rate_zone_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"courier" text NOT NULL,
	"zone" text NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"postcode_from" integer,
	"postcode_to" integer,
	"transit_days" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_zones_site_id_rate_zone_id_pk" PRIMARY KEY("site_id","rate_zone_id"),
	CONSTRAINT "rate_zones_range" CHECK (("wms"."rate_zones"."postcode_from" is null) = ("wms"."rate_zones"."postcode_to" is null) AND ("wms"."rate_zones"."postcode_from" is null OR "wms"."rate_zones"."postcode_from" <= "wms"."rate_zones"."postcode_to")),
	CONSTRAINT "rate_zones_transit" CHECK ("wms"."rate_zones"."transit_days" >= 0)
);
--> statement-breakpoint
ALTER TABLE "wms"."carrier_url_sets" ADD CONSTRAINT "carrier_url_sets_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."consignment_items" ADD CONSTRAINT "consignment_items_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."consignment_items" ADD CONSTRAINT "consignment_items_site_id_consignment_id_consignments_site_id_consignment_id_fk" FOREIGN KEY ("site_id","consignment_id") REFERENCES "wms"."consignments"("site_id","consignment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."consignment_manifests" ADD CONSTRAINT "consignment_manifests_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."consignments" ADD CONSTRAINT "consignments_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."courier_interfaces" ADD CONSTRAINT "courier_interfaces_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."rate_breaks" ADD CONSTRAINT "rate_breaks_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."rate_services" ADD CONSTRAINT "rate_services_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."rate_zones" ADD CONSTRAINT "rate_zones_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consignment_items_container_uq" ON "wms"."consignment_items" USING btree ("site_id","consignment_id","container_id");--> statement-breakpoint
CREATE INDEX "consignment_items_sscc_idx" ON "wms"."consignment_items" USING btree ("site_id","sscc_number");--> statement-breakpoint
CREATE INDEX "consignments_connote_idx" ON "wms"."consignments" USING btree ("site_id","connote");--> statement-breakpoint
CREATE INDEX "consignments_status_idx" ON "wms"."consignments" USING btree ("site_id","status","despatch_date");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_breaks_uq" ON "wms"."rate_breaks" USING btree ("site_id","courier","courier_service_code","zone","weight_from");--> statement-breakpoint
CREATE INDEX "rate_zones_lookup_idx" ON "wms"."rate_zones" USING btree ("site_id","courier","state");
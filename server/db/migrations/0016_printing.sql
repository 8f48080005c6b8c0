CREATE TABLE "wms"."customer_links" (
	"site_id" text NOT NULL,
	"interface" text NOT NULL,
	"customer_link" text NOT NULL,
	"link_reference" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_links_site_id_interface_customer_link_pk" PRIMARY KEY("site_id","interface","customer_link")
);
--> statement-breakpoint
CREATE TABLE "wms"."interfaces" (
	"site_id" text NOT NULL,
	"interface" text NOT NULL,
	"interface_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interfaces_site_id_interface_pk" PRIMARY KEY("site_id","interface")
);
--> statement-breakpoint
CREATE TABLE "wms"."inventory_links" (
	"site_id" text NOT NULL,
	"interface" text NOT NULL,
	"inventory_link" text NOT NULL,
	"inventory_description" text DEFAULT '' NOT NULL,
	"link_reference" text NOT NULL,
	"inventory_unit" text DEFAULT '' NOT NULL,
	"link_type" text DEFAULT 'INVENTORY' NOT NULL,
	"link_unit" text DEFAULT '' NOT NULL,
	"link_factor" numeric(14, 3) DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_links_site_id_interface_inventory_link_pk" PRIMARY KEY("site_id","interface","inventory_link")
);
--> statement-breakpoint
CREATE TABLE "wms"."printer_set_maps" (
	"site_id" text NOT NULL,
	"printer_set" text NOT NULL,
	"label" text NOT NULL,
	"label_format" text DEFAULT 'ZEBRA' NOT NULL,
	"printer" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "printer_set_maps_site_id_printer_set_label_label_format_pk" PRIMARY KEY("site_id","printer_set","label","label_format")
);
--> statement-breakpoint
CREATE TABLE "wms"."printers" (
	"site_id" text NOT NULL,
	"printer_set" text NOT NULL,
	"printer" text NOT NULL,
	"printer_name" text NOT NULL,
	"printer_type" text DEFAULT 'ZEBRA' NOT NULL,
	"printer_address" text NOT NULL,
	"printer_port" integer DEFAULT 9100 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "printers_site_id_printer_set_printer_pk" PRIMARY KEY("site_id","printer_set","printer")
);
--> statement-breakpoint
ALTER TABLE "wms"."customer_links" ADD CONSTRAINT "customer_links_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."customer_links" ADD CONSTRAINT "customer_links_site_id_interface_interfaces_site_id_interface_fk" FOREIGN KEY ("site_id","interface") REFERENCES "wms"."interfaces"("site_id","interface") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."interfaces" ADD CONSTRAINT "interfaces_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."inventory_links" ADD CONSTRAINT "inventory_links_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."inventory_links" ADD CONSTRAINT "inventory_links_site_id_interface_interfaces_site_id_interface_fk" FOREIGN KEY ("site_id","interface") REFERENCES "wms"."interfaces"("site_id","interface") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."printer_set_maps" ADD CONSTRAINT "printer_set_maps_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."printer_set_maps" ADD CONSTRAINT "printer_set_maps_site_id_printer_set_printer_printers_site_id_printer_set_printer_fk" FOREIGN KEY ("site_id","printer_set","printer") REFERENCES "wms"."printers"("site_id","printer_set","printer") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."printers" ADD CONSTRAINT "printers_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."printers" ADD CONSTRAINT "printers_site_id_printer_set_printer_sets_site_id_printer_set_fk" FOREIGN KEY ("site_id","printer_set") REFERENCES "wms"."printer_sets"("site_id","printer_set") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "wms"."labels" (
	"site_id" text NOT NULL,
	"label" text NOT NULL,
	"label_format" text DEFAULT 'ZEBRA' NOT NULL,
	"label_description" text DEFAULT '' NOT NULL,
	"entity" text NOT NULL,
	"label_size" text DEFAULT '100x150' NOT NULL,
	"width" integer DEFAULT 100 NOT NULL,
	"depth" integer DEFAULT 150 NOT NULL,
	"label_string" text DEFAULT '' NOT NULL,
	"first_line_at" integer DEFAULT 0 NOT NULL,
	"last_line_at" integer DEFAULT 0 NOT NULL,
	"line_increment" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labels_site_id_label_label_format_pk" PRIMARY KEY("site_id","label","label_format")
);
--> statement-breakpoint
ALTER TABLE "wms"."labels" ADD CONSTRAINT "labels_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;
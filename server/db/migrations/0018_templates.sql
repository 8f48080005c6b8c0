CREATE TABLE "wms"."jinja_templates" (
	"site_id" text NOT NULL,
	"template_id" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"entity" text DEFAULT '' NOT NULL,
	"jinja_template" text DEFAULT '' NOT NULL,
	"email_subject" text DEFAULT '' NOT NULL,
	"email_body" text DEFAULT '' NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"button_text" text DEFAULT '' NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jinja_templates_site_id_template_id_pk" PRIMARY KEY("site_id","template_id")
);
--> statement-breakpoint
ALTER TABLE "wms"."jinja_templates" ADD CONSTRAINT "jinja_templates_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "wms"."reports" (
	"site_id" text NOT NULL,
	"report" text NOT NULL,
	"label" text NOT NULL,
	"report_type" text DEFAULT 'export' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"upload_file" text DEFAULT '' NOT NULL,
	"group" text DEFAULT '' NOT NULL,
	"sub_group" text DEFAULT '' NOT NULL,
	"default_search_option" text DEFAULT '' NOT NULL,
	"search_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"operations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"result_columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_site_id_report_pk" PRIMARY KEY("site_id","report")
);
--> statement-breakpoint
ALTER TABLE "wms"."reports" ADD CONSTRAINT "reports_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written (reports)
-- Reports owned by GLOBAL are read at every site (site_isolation still guards every write).
CREATE POLICY reports_global_read ON "wms"."reports" FOR SELECT USING (site_id = 'GLOBAL');

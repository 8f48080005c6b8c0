CREATE TABLE "wms"."print_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"seq" integer DEFAULT 1 NOT NULL,
	"entity" text DEFAULT '' NOT NULL,
	"label" text NOT NULL,
	"label_format" text DEFAULT 'ZEBRA' NOT NULL,
	"printer_set" text,
	"printer" text,
	"printer_address" text,
	"printer_port" integer,
	"printer_type" text,
	"email_address" text,
	"reference" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"counter" text DEFAULT '' NOT NULL,
	"copies" integer DEFAULT 1 NOT NULL,
	"body" text NOT NULL,
	"width_mm" integer DEFAULT 100 NOT NULL,
	"depth_mm" integer DEFAULT 150 NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"printed_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone,
	"retry_of" uuid
);
--> statement-breakpoint
ALTER TABLE "wms"."print_jobs" ADD CONSTRAINT "print_jobs_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "print_jobs_key_idx" ON "wms"."print_jobs" USING btree ("site_id","idempotency_key","seq");--> statement-breakpoint
CREATE INDEX "print_jobs_site_created_idx" ON "wms"."print_jobs" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "print_jobs_queued_idx" ON "wms"."print_jobs" USING btree ("created_at") WHERE "wms"."print_jobs"."status" = 'queued';
ALTER TABLE "wms"."print_jobs" ADD COLUMN "wms_reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "wms"."print_jobs" SET "wms_reference" = "reference";--> statement-breakpoint
CREATE INDEX "print_jobs_record_idx" ON "wms"."print_jobs" USING btree ("site_id","entity","wms_reference");

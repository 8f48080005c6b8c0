DROP INDEX "wms"."jobs_reference_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_reference_uq" ON "wms"."jobs" USING btree ("site_id","job_reference") WHERE "wms"."jobs"."job_reference" <> '';
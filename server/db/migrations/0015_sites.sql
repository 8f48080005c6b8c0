ALTER TABLE "wms"."sites" ADD COLUMN "aurora" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."sites" ADD COLUMN "rds_resource_arn" text;--> statement-breakpoint
ALTER TABLE "wms"."sites" ADD COLUMN "rds_secret_arn" text;--> statement-breakpoint
ALTER TABLE "wms"."sites" ADD COLUMN "database_host" text;--> statement-breakpoint
ALTER TABLE "wms"."sites" ADD COLUMN "database_user" text;--> statement-breakpoint
ALTER TABLE "wms"."sites" ADD COLUMN "database_port" integer;--> statement-breakpoint
ALTER TABLE "wms"."sites" ADD COLUMN "database_password" text;--> statement-breakpoint
ALTER TABLE "wms"."sites" ADD COLUMN "staging_database" text;--> statement-breakpoint
ALTER TABLE "wms"."sites" ADD COLUMN "wms_database" text;--> statement-breakpoint
ALTER TABLE "wms"."sites" ADD COLUMN "history_database" text;--> statement-breakpoint
ALTER TABLE "wms"."sites" ADD COLUMN "erp_username" text;--> statement-breakpoint
ALTER TABLE "wms"."sites" ADD COLUMN "erp_password" text;--> statement-breakpoint
-- hand-written (sites)
-- The provider manages every site from GLOBAL (only the provider's role may work there): at
-- GLOBAL a transaction sees and writes every row of sites and site_settings. Permissive
-- policies are OR'd with site_isolation, which keeps every other site to its own row.
CREATE POLICY global_site_admin ON wms.sites USING (current_setting('app.site_id', true) = 'GLOBAL') WITH CHECK (current_setting('app.site_id', true) = 'GLOBAL');--> statement-breakpoint
CREATE POLICY global_site_admin ON wms.site_settings USING (current_setting('app.site_id', true) = 'GLOBAL') WITH CHECK (current_setting('app.site_id', true) = 'GLOBAL');

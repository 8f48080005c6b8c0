CREATE TABLE "wms"."forms" (
	"site_id" text NOT NULL,
	"form_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wms"."forms_form_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"form_name" text NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forms_site_id_form_id_pk" PRIMARY KEY("site_id","form_id")
);
--> statement-breakpoint
CREATE TABLE "wms"."lists" (
	"site_id" text NOT NULL,
	"list_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wms"."lists_list_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"list_name" text NOT NULL,
	"list_type" text DEFAULT 'VALUE' NOT NULL,
	"database" text DEFAULT 'staging' NOT NULL,
	"database_table" text DEFAULT '' NOT NULL,
	"value_field" text DEFAULT '' NOT NULL,
	"text_field" text DEFAULT '' NOT NULL,
	"condition" text DEFAULT '' NOT NULL,
	"list_values" text DEFAULT '' NOT NULL,
	"list_value_type" text DEFAULT 'string' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lists_site_id_list_id_pk" PRIMARY KEY("site_id","list_id"),
	CONSTRAINT "lists_type_known" CHECK ("wms"."lists"."list_type" in ('SQL', 'VALUE'))
);
--> statement-breakpoint
CREATE TABLE "wms"."order_types" (
	"site_id" text NOT NULL,
	"order_type_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wms"."order_types_order_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_type" text NOT NULL,
	"order_type_name" text NOT NULL,
	"allow_addnl_invs" boolean DEFAULT false NOT NULL,
	"warn" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_types_site_id_order_type_id_pk" PRIMARY KEY("site_id","order_type_id")
);
--> statement-breakpoint
CREATE TABLE "wms"."user_connector_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"run_type" text DEFAULT 'Single' NOT NULL,
	"erp_user_id" text,
	"wms_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wms"."task_runs" (
	"run_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wms"."task_runs_run_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" text NOT NULL,
	"task_id" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text NOT NULL,
	"error" text,
	"ran_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wms"."tasks" (
	"site_id" text NOT NULL,
	"task_id" text NOT NULL,
	"schedule" text NOT NULL,
	"lambda" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_hour" integer DEFAULT 0 NOT NULL,
	"end_hour" integer DEFAULT 0 NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"monday" boolean DEFAULT true NOT NULL,
	"tuesday" boolean DEFAULT true NOT NULL,
	"wednesday" boolean DEFAULT true NOT NULL,
	"thursday" boolean DEFAULT true NOT NULL,
	"friday" boolean DEFAULT true NOT NULL,
	"saturday" boolean DEFAULT false NOT NULL,
	"sunday" boolean DEFAULT false NOT NULL,
	"timezone" text DEFAULT 'Australia/Sydney' NOT NULL,
	"email_address" text DEFAULT '' NOT NULL,
	"email_errors_only" boolean DEFAULT false NOT NULL,
	"time_limit_seconds" integer DEFAULT 900 NOT NULL,
	"next_due" timestamp with time zone,
	"last_ran" timestamp with time zone,
	"last_status" text,
	"last_error" text,
	"last_duration_ms" integer,
	"locked" boolean DEFAULT false NOT NULL,
	"locked_time" timestamp with time zone,
	"locked_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_site_id_task_id_pk" PRIMARY KEY("site_id","task_id")
);
--> statement-breakpoint
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
ALTER TABLE "wms"."runs" ADD COLUMN "run_parent_id" integer;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "run_template" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "location_pick_section_id" integer;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "load_configuration_id" integer;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "pick_pack_option" text DEFAULT 'Pick' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "cut_off_start_time" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "cut_off_end_time" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "confirm_on" text DEFAULT 'On Pick' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "consign_on" text DEFAULT 'print' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "warn_pack_weight" numeric(14, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "edi_partner" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "courier" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "courier_service" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "form_template" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "check_form" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "prestart_form" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "pack_contents_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "carton_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "split_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "sales_order_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "despatch_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "erp_update_status" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "erp_set_to_complete_status" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "dont_allow_changes_status" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "pos" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "pick" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "pack" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "pick_now" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "default_run" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "capture_pod" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "auto_pick" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "auto_pick_qty" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "auto_allocate_batches_on_pick" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "load_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "pack_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "print_carton_labels" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "print_split_labels" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "print_pack_contents_label" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "allow_pick_from_lines_screen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "show_popup_print_labels" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "auto_create_packs" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "open_freight_consignment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "consolidate_bulk_picks" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "require_pick_check" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "start_delivery_on_pack" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "print_despatch_labels" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "delivery_dispatch" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "con_note" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."runs" ADD COLUMN "run_sequence" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."user_connector_settings" ADD CONSTRAINT "user_connector_settings_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "wms"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "forms_name_uq" ON "wms"."forms" USING btree ("site_id","form_name");--> statement-breakpoint
CREATE UNIQUE INDEX "lists_name_uq" ON "wms"."lists" USING btree ("site_id","list_name");--> statement-breakpoint
CREATE UNIQUE INDEX "order_types_code_uq" ON "wms"."order_types" USING btree ("site_id","order_type");--> statement-breakpoint
CREATE INDEX "task_runs_task_idx" ON "wms"."task_runs" USING btree ("site_id","task_id","started_at");--> statement-breakpoint
CREATE INDEX "tasks_due_idx" ON "wms"."tasks" USING btree ("next_due") WHERE active;
--> statement-breakpoint
-- hand-written (reference-lists)
-- The confined role an SQL list's query runs under (SET LOCAL ROLE inside a savepoint of the
-- request's transaction): it may only SELECT the reference tables below, each a tenant table
-- with site_id under forced row-level security, never users, sessions, settings or documents.
DO $$
DECLARE
  t text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'wms_list_reader') THEN
    BEGIN
      CREATE ROLE wms_list_reader NOLOGIN;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END;
  END IF;
  -- A non-superuser owner must be a member of the role to SET ROLE to it.
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
     AND NOT pg_has_role(current_user, 'wms_list_reader', 'MEMBER') THEN
    EXECUTE format('GRANT wms_list_reader TO %I', current_user);
  END IF;
  EXECUTE 'GRANT USAGE ON SCHEMA wms TO wms_list_reader';
  FOREACH t IN ARRAY ARRAY[
    'warehouses', 'dock_locations', 'pick_areas', 'pick_sections', 'work_centres', 'storage',
    'storage_groups', 'tracking_types', 'location_types', 'load_object_types', 'locations',
    'inventory', 'inventory_warehouses', 'stocking_factors', 'customers', 'suppliers',
    'reason_codes', 'shifts', 'order_types', 'job_types', 'runs', 'run_sets', 'printer_sets'
  ] LOOP
    IF EXISTS (
      SELECT 1 FROM information_schema.columns
      WHERE table_schema = 'wms' AND table_name = t AND column_name = 'site_id'
    ) THEN
      EXECUTE format('GRANT SELECT ON wms.%I TO wms_list_reader', t);
    END IF;
  END LOOP;
END $$;

--> statement-breakpoint
-- hand-written (users)
-- Whether a user is still a member of any site. Removing a user from a site runs under
-- row-level security for that site, which cannot see the user's other memberships: this
-- owner-run function answers that one yes/no (a user left with no site is deactivated).
CREATE OR REPLACE FUNCTION wms.user_has_sites(p_user_id text) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  SELECT EXISTS (SELECT 1 FROM wms.user_sites WHERE user_id = p_user_id)
$$;

--> statement-breakpoint
-- hand-written (sites)
-- The provider manages every site from GLOBAL (only the provider's role may work there): at
-- GLOBAL a transaction sees and writes every row of sites and site_settings. Permissive
-- policies are OR'd with site_isolation, which keeps every other site to its own row.
CREATE POLICY global_site_admin ON wms.sites USING (current_setting('app.site_id', true) = 'GLOBAL') WITH CHECK (current_setting('app.site_id', true) = 'GLOBAL');--> statement-breakpoint
CREATE POLICY global_site_admin ON wms.site_settings USING (current_setting('app.site_id', true) = 'GLOBAL') WITH CHECK (current_setting('app.site_id', true) = 'GLOBAL');
--> statement-breakpoint
-- hand-written (licences)
-- A user's licence counts at every site they belong to, while a call runs under one site's
-- row-level security: these owner-run functions answer, for licence checks only, a user's
-- sites and a site's allowance and use of one licence (users of the roles not counted left out).
CREATE OR REPLACE FUNCTION wms.user_site_ids(p_user_id text) RETURNS SETOF text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  SELECT site_id FROM wms.user_sites WHERE user_id = p_user_id ORDER BY site_id
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wms.licence_use(
  p_site_id text, p_licence text, p_except_user text, p_uncounted_roles text[]
) RETURNS TABLE (allowed integer, used integer)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  SELECT
    coalesce((SELECT CASE p_licence
                WHEN 'Full User' THEN s.allowed_full_users
                WHEN 'Delivery User' THEN s.allowed_delivery_users
                WHEN 'View User' THEN s.allowed_view_users
              END
              FROM wms.site_settings s WHERE s.site_id = p_site_id), 0),
    (SELECT count(*)::integer
     FROM wms.user_sites m JOIN wms.users u ON u.user_id = m.user_id
     WHERE m.site_id = p_site_id AND u.user_id <> p_except_user AND u.active_flag
       AND u.license_type = p_licence AND u.role <> ALL (p_uncounted_roles))
$$;

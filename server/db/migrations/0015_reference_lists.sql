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
CREATE UNIQUE INDEX "forms_name_uq" ON "wms"."forms" USING btree ("site_id","form_name");--> statement-breakpoint
CREATE UNIQUE INDEX "lists_name_uq" ON "wms"."lists" USING btree ("site_id","list_name");--> statement-breakpoint
CREATE UNIQUE INDEX "order_types_code_uq" ON "wms"."order_types" USING btree ("site_id","order_type");--> statement-breakpoint
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

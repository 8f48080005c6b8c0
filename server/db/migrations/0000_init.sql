CREATE SCHEMA "wms";
--> statement-breakpoint
CREATE TABLE "wms"."site_settings" (
	"site_id" text PRIMARY KEY NOT NULL,
	"brand_logo" text,
	"logo_height" integer DEFAULT 50 NOT NULL,
	"navbar_variant" text DEFAULT 'white' NOT NULL,
	"navbar_type" text DEFAULT 'light' NOT NULL,
	"delivery_app_used" boolean DEFAULT false NOT NULL,
	"fish_processing_used" boolean DEFAULT false NOT NULL,
	"erp_interface" text,
	"erp_interface_url" text,
	"customer" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"supplier" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"inventory" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sales_order" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"purchase_order" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"delivery_docket" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"edi" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"printing" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"entities" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sql_commands" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"allowed_full_users" integer DEFAULT 0 NOT NULL,
	"allowed_delivery_users" integer DEFAULT 0 NOT NULL,
	"allowed_view_users" integer DEFAULT 0 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wms"."sites" (
	"site_id" text PRIMARY KEY NOT NULL,
	"site_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"gs1_company_prefix" text,
	"last_sscc_number" bigint DEFAULT 0 NOT NULL,
	"sscc_extension_digit" integer,
	"local_zone" text DEFAULT 'Australia/Sydney' NOT NULL,
	"address_1" text,
	"address_2" text,
	"suburb" text,
	"state" text,
	"postcode" text,
	"country" text DEFAULT 'Australia' NOT NULL,
	"partner" text,
	"contact_name" text,
	"contact_phone" text,
	"contact_email" text,
	"purchase_date" text,
	"live_date" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wms"."sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" "inet",
	"user_agent" text,
	CONSTRAINT "sessions_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
CREATE TABLE "wms"."user_permissions" (
	"site_id" text NOT NULL,
	"user_id" text NOT NULL,
	"module" text NOT NULL,
	"view" boolean DEFAULT true NOT NULL,
	"update" boolean DEFAULT false NOT NULL,
	"delete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_permissions_site_id_user_id_module_pk" PRIMARY KEY("site_id","user_id","module")
);
--> statement-breakpoint
CREATE TABLE "wms"."user_site_warehouses" (
	"site_id" text NOT NULL,
	"user_id" text NOT NULL,
	"warehouse" text NOT NULL,
	"printer_set" text,
	"run_set" text,
	"work_centre" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_site_warehouses_site_id_user_id_warehouse_pk" PRIMARY KEY("site_id","user_id","warehouse")
);
--> statement-breakpoint
CREATE TABLE "wms"."user_sites" (
	"site_id" text NOT NULL,
	"user_id" text NOT NULL,
	"current_warehouse" text,
	"printer_set" text,
	"run_set" text,
	"work_centre" text,
	"timezone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_sites_site_id_user_id_pk" PRIMARY KEY("site_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "wms"."users" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email_address" text,
	"display_name" text NOT NULL,
	"password_hash" text,
	"role" text DEFAULT 'guest' NOT NULL,
	"license_type" text DEFAULT 'Full User' NOT NULL,
	"active_flag" boolean DEFAULT true NOT NULL,
	"reset_flag" boolean DEFAULT false NOT NULL,
	"staff_id" text,
	"contact_phone" text,
	"shift" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"current_site" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wms"."printer_sets" (
	"site_id" text NOT NULL,
	"printer_set" text NOT NULL,
	"printer_set_name" text NOT NULL,
	"warehouse" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "printer_sets_site_id_printer_set_pk" PRIMARY KEY("site_id","printer_set")
);
--> statement-breakpoint
CREATE TABLE "wms"."run_sets" (
	"site_id" text NOT NULL,
	"runset_id" text NOT NULL,
	"runset_name" text NOT NULL,
	"warehouse" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "run_sets_site_id_runset_id_pk" PRIMARY KEY("site_id","runset_id")
);
--> statement-breakpoint
CREATE TABLE "wms"."warehouses" (
	"site_id" text NOT NULL,
	"warehouse" text NOT NULL,
	"warehouse_id" integer DEFAULT 0 NOT NULL,
	"warehouse_name" text NOT NULL,
	"warehouse_address" text,
	"local_timezone" text,
	"receipt_to_location" boolean DEFAULT true NOT NULL,
	"printer_url" text,
	"printer_port" integer DEFAULT 0 NOT NULL,
	"no_despatch_prints" integer DEFAULT 1 NOT NULL,
	"ignore_erp_so_date_changes" boolean DEFAULT false NOT NULL,
	"ignore_erp_so_run_changes" boolean DEFAULT false NOT NULL,
	"external_run_sequencing" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouses_site_id_warehouse_pk" PRIMARY KEY("site_id","warehouse")
);
--> statement-breakpoint
CREATE TABLE "wms"."work_centres" (
	"site_id" text NOT NULL,
	"warehouse" text NOT NULL,
	"work_centre" text NOT NULL,
	"work_centre_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_centres_site_id_warehouse_work_centre_pk" PRIMARY KEY("site_id","warehouse","work_centre")
);
--> statement-breakpoint
CREATE TABLE "wms"."documents" (
	"site_id" text NOT NULL,
	"site_document" text NOT NULL,
	"document_id" text NOT NULL,
	"document_type" text NOT NULL,
	"data" jsonb NOT NULL,
	"lookup_key_1" text,
	"lookup_key_2" text,
	"lookup_key_3" text,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_site_id_site_document_document_id_pk" PRIMARY KEY("site_id","site_document","document_id")
);
--> statement-breakpoint
CREATE TABLE "wms"."help_texts" (
	"help_context" text PRIMARY KEY NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"help_text" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wms"."activity_log" (
	"site_id" text NOT NULL,
	"log_id" bigserial NOT NULL,
	"local_zone" text,
	"action" text NOT NULL,
	"method" text NOT NULL,
	"entity" text NOT NULL,
	"log_key" text NOT NULL,
	"log_key_type" text,
	"log_description" text,
	"log_lookup" text,
	"status" text DEFAULT 'New' NOT NULL,
	"request" jsonb,
	"response" jsonb,
	"start_time" timestamp with time zone NOT NULL,
	"finished_time" timestamp with time zone NOT NULL,
	"duration" numeric NOT NULL,
	"success" boolean NOT NULL,
	"errors" jsonb,
	"session_id" uuid,
	"activity_id" text,
	"user_id" text,
	CONSTRAINT "activity_log_site_id_log_id_pk" PRIMARY KEY("site_id","log_id")
);
--> statement-breakpoint
ALTER TABLE "wms"."site_settings" ADD CONSTRAINT "site_settings_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."sessions" ADD CONSTRAINT "sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "wms"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."user_sites" ADD CONSTRAINT "user_sites_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."user_sites" ADD CONSTRAINT "user_sites_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "wms"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."users" ADD CONSTRAINT "users_current_site_sites_site_id_fk" FOREIGN KEY ("current_site") REFERENCES "wms"."sites"("site_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."printer_sets" ADD CONSTRAINT "printer_sets_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."run_sets" ADD CONSTRAINT "run_sets_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."warehouses" ADD CONSTRAINT "warehouses_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."work_centres" ADD CONSTRAINT "work_centres_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "wms"."sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_permissions_user_idx" ON "wms"."user_permissions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_sites_user_idx" ON "wms"."user_sites" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "wms"."users" USING btree (lower("email_address"));--> statement-breakpoint
CREATE INDEX "documents_type_idx" ON "wms"."documents" USING btree ("site_id","document_type");--> statement-breakpoint
CREATE INDEX "documents_lk1_idx" ON "wms"."documents" USING btree ("site_id","lookup_key_1");--> statement-breakpoint
CREATE INDEX "documents_lk2_idx" ON "wms"."documents" USING btree ("site_id","lookup_key_2");--> statement-breakpoint
CREATE INDEX "documents_lk3_idx" ON "wms"."documents" USING btree ("site_id","lookup_key_3");--> statement-breakpoint
CREATE INDEX "activity_log_lookup_idx" ON "wms"."activity_log" USING btree ("site_id","log_lookup");--> statement-breakpoint
CREATE INDEX "activity_log_session_idx" ON "wms"."activity_log" USING btree ("session_id");
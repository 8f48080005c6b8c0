CREATE TABLE "wms"."user_connector_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"run_type" text DEFAULT 'Single' NOT NULL,
	"erp_user_id" text,
	"wms_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wms"."user_connector_settings" ADD CONSTRAINT "user_connector_settings_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "wms"."users"("user_id") ON DELETE cascade ON UPDATE no action;
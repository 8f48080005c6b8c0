CREATE TABLE "wms"."courier_services" (
	"site_id" text NOT NULL,
	"courier" text NOT NULL,
	"courier_service_code" text NOT NULL,
	"service_code_name" text NOT NULL,
	"storage" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_services_site_id_courier_courier_service_code_pk" PRIMARY KEY("site_id","courier","courier_service_code")
);
--> statement-breakpoint
CREATE TABLE "wms"."couriers" (
	"site_id" text NOT NULL,
	"courier" text NOT NULL,
	"courier_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "couriers_site_id_courier_pk" PRIMARY KEY("site_id","courier")
);
--> statement-breakpoint
CREATE TABLE "wms"."delivery_keys" (
	"site_id" text NOT NULL,
	"key_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wms"."delivery_keys_key_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key_name" text NOT NULL,
	"customer_code" text NOT NULL,
	"colour" text DEFAULT '' NOT NULL,
	"alarm_code" text DEFAULT '' NOT NULL,
	"checkout_user" text,
	"checkout_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_keys_site_id_key_id_pk" PRIMARY KEY("site_id","key_id"),
	CONSTRAINT "delivery_keys_checkout_pair" CHECK (("wms"."delivery_keys"."checkout_user" is null) = ("wms"."delivery_keys"."checkout_at" is null))
);
--> statement-breakpoint
CREATE TABLE "wms"."delivery_lead_days" (
	"site_id" text NOT NULL,
	"lead_day_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wms"."delivery_lead_days_lead_day_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"lead_days" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_lead_days_site_id_lead_day_id_pk" PRIMARY KEY("site_id","lead_day_id"),
	CONSTRAINT "delivery_lead_days_days" CHECK ("wms"."delivery_lead_days"."lead_days" >= 0)
);
--> statement-breakpoint
ALTER TABLE "wms"."courier_services" ADD CONSTRAINT "courier_services_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."courier_services" ADD CONSTRAINT "courier_services_site_id_courier_couriers_site_id_courier_fk" FOREIGN KEY ("site_id","courier") REFERENCES "wms"."couriers"("site_id","courier") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."couriers" ADD CONSTRAINT "couriers_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."delivery_keys" ADD CONSTRAINT "delivery_keys_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."delivery_lead_days" ADD CONSTRAINT "delivery_lead_days_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_keys_name_uq" ON "wms"."delivery_keys" USING btree ("site_id","key_name");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_lead_days_pair_uq" ON "wms"."delivery_lead_days" USING btree ("site_id","from_state","to_state");
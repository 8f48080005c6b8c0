CREATE TABLE "wms"."comparison_corrections" (
	"site_id" text NOT NULL,
	"movement_id" bigint NOT NULL,
	"line" integer NOT NULL,
	"processed_by" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comparison_corrections_site_id_movement_id_pk" PRIMARY KEY("site_id","movement_id")
);
--> statement-breakpoint
CREATE TABLE "wms"."erp_on_hands" (
	"site_id" text NOT NULL,
	"warehouse" text NOT NULL,
	"inventory_code" text NOT NULL,
	"serial_batch" text DEFAULT '' NOT NULL,
	"date_code" text DEFAULT '' NOT NULL,
	"erp_on_hand" numeric(14, 3) NOT NULL,
	"as_at" timestamp with time zone NOT NULL,
	"loaded_by" text DEFAULT '' NOT NULL,
	CONSTRAINT "erp_on_hands_site_id_warehouse_inventory_code_serial_batch_date_code_pk" PRIMARY KEY("site_id","warehouse","inventory_code","serial_batch","date_code")
);
--> statement-breakpoint
CREATE TABLE "wms"."site_secrets" (
	"site_id" text NOT NULL,
	"name" text NOT NULL,
	"sealed" text NOT NULL,
	"set_by" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_secrets_site_id_name_pk" PRIMARY KEY("site_id","name")
);

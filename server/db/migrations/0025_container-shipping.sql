CREATE TABLE "wms"."container_shipping" (
	"site_id" text NOT NULL,
	"container_id" integer NOT NULL,
	"courier" text DEFAULT '' NOT NULL,
	"service_code" text DEFAULT '' NOT NULL,
	"route_code" text DEFAULT '' NOT NULL,
	"courier_route_code" text DEFAULT '' NOT NULL,
	"article_id" text DEFAULT '' NOT NULL,
	"shipped_date" date,
	"country" text DEFAULT '' NOT NULL,
	"boxes" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "container_shipping_site_id_container_id_pk" PRIMARY KEY("site_id","container_id")
);
--> statement-breakpoint
ALTER TABLE "wms"."container_shipping" ADD CONSTRAINT "container_shipping_container_fk" FOREIGN KEY ("site_id","container_id") REFERENCES "wms"."containers"("site_id","container_id") ON DELETE cascade ON UPDATE no action;
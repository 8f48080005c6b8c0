CREATE TABLE "wms"."delivery_run_jobs" (
	"site_id" text NOT NULL,
	"delivery_run_id" integer NOT NULL,
	"sales_order_id" integer NOT NULL,
	"delivery_run_sequence" integer NOT NULL,
	"delivery_map_order" integer,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"locked" boolean DEFAULT false NOT NULL,
	"window_from" text,
	"window_to" text,
	"lat" double precision,
	"lng" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_run_jobs_site_id_delivery_run_id_sales_order_id_pk" PRIMARY KEY("site_id","delivery_run_id","sales_order_id")
);
--> statement-breakpoint
CREATE TABLE "wms"."delivery_runs" (
	"site_id" text NOT NULL,
	"delivery_run_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wms"."delivery_runs_delivery_run_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"warehouse" text NOT NULL,
	"delivery_date" date NOT NULL,
	"run_name" text NOT NULL,
	"driver_name" text DEFAULT '' NOT NULL,
	"vehicle" text DEFAULT '' NOT NULL,
	"start_time" text DEFAULT '10:00' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_runs_site_id_delivery_run_id_pk" PRIMARY KEY("site_id","delivery_run_id")
);
--> statement-breakpoint
CREATE TABLE "wms"."despatches" (
	"site_id" text NOT NULL,
	"despatch_number" text NOT NULL,
	"sales_order_id" integer NOT NULL,
	"despatch_date" date NOT NULL,
	"courier" text DEFAULT '' NOT NULL,
	"courier_route_code" text,
	"article_id" text DEFAULT '' NOT NULL,
	"no_packages" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "despatches_site_id_despatch_number_pk" PRIMARY KEY("site_id","despatch_number")
);
--> statement-breakpoint
CREATE TABLE "wms"."gps_locations" (
	"site_id" text NOT NULL,
	"gps_location_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wms"."gps_locations_gps_location_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"driver_name" text NOT NULL,
	"delivery_run_id" integer,
	"recorded_at" timestamp with time zone NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	CONSTRAINT "gps_locations_site_id_gps_location_id_pk" PRIMARY KEY("site_id","gps_location_id")
);
--> statement-breakpoint
CREATE TABLE "wms"."postcode_centroids" (
	"postcode" text NOT NULL,
	"suburb" text NOT NULL,
	"state" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	CONSTRAINT "postcode_centroids_postcode_suburb_pk" PRIMARY KEY("postcode","suburb")
);
--> statement-breakpoint
ALTER TABLE "wms"."delivery_run_jobs" ADD CONSTRAINT "delivery_run_jobs_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."delivery_run_jobs" ADD CONSTRAINT "delivery_run_jobs_site_id_delivery_run_id_delivery_runs_site_id_delivery_run_id_fk" FOREIGN KEY ("site_id","delivery_run_id") REFERENCES "wms"."delivery_runs"("site_id","delivery_run_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."delivery_run_jobs" ADD CONSTRAINT "delivery_run_jobs_site_id_sales_order_id_sales_orders_site_id_sales_order_id_fk" FOREIGN KEY ("site_id","sales_order_id") REFERENCES "wms"."sales_orders"("site_id","sales_order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."delivery_runs" ADD CONSTRAINT "delivery_runs_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."despatches" ADD CONSTRAINT "despatches_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."despatches" ADD CONSTRAINT "despatches_site_id_sales_order_id_sales_orders_site_id_sales_order_id_fk" FOREIGN KEY ("site_id","sales_order_id") REFERENCES "wms"."sales_orders"("site_id","sales_order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms"."gps_locations" ADD CONSTRAINT "gps_locations_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "wms"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_run_jobs_order_uq" ON "wms"."delivery_run_jobs" USING btree ("site_id","sales_order_id");--> statement-breakpoint
CREATE INDEX "delivery_runs_date_idx" ON "wms"."delivery_runs" USING btree ("site_id","delivery_date");--> statement-breakpoint
CREATE INDEX "gps_locations_time_idx" ON "wms"."gps_locations" USING btree ("site_id","recorded_at");--> statement-breakpoint
-- hand-written (delivery)
-- Postcode/suburb centroids of the local geocoder: Melbourne metro (the SXD delivery region),
-- Geelong and Hobart. Coordinates are suburb centres (WGS84, 3-4 decimals).
INSERT INTO "wms"."postcode_centroids" ("postcode", "suburb", "state", "lat", "lng") VALUES
  ('3000', 'MELBOURNE', 'VIC', -37.8136, 144.9631),
  ('3008', 'DOCKLANDS', 'VIC', -37.8149, 144.9465),
  ('3011', 'FOOTSCRAY', 'VIC', -37.8000, 144.9000),
  ('3020', 'SUNSHINE', 'VIC', -37.7880, 144.8330),
  ('3026', 'LAVERTON NORTH', 'VIC', -37.8330, 144.7830),
  ('3030', 'WERRIBEE', 'VIC', -37.9000, 144.6600),
  ('3050', 'PARKVILLE', 'VIC', -37.7990, 144.9560),
  ('3052', 'PARKVILLE', 'VIC', -37.7863, 144.9515),
  ('3053', 'CARLTON', 'VIC', -37.8001, 144.9671),
  ('3056', 'BRUNSWICK', 'VIC', -37.7667, 144.9600),
  ('3058', 'COBURG', 'VIC', -37.7440, 144.9650),
  ('3070', 'NORTHCOTE', 'VIC', -37.7700, 145.0000),
  ('3095', 'ELTHAM', 'VIC', -37.7130, 145.1480),
  ('3121', 'RICHMOND', 'VIC', -37.8230, 145.0000),
  ('3122', 'HAWTHORN', 'VIC', -37.8220, 145.0340),
  ('3124', 'CAMBERWELL', 'VIC', -37.8410, 145.0700),
  ('3128', 'BOX HILL', 'VIC', -37.8190, 145.1220),
  ('3134', 'RINGWOOD', 'VIC', -37.8150, 145.2290),
  ('3141', 'SOUTH YARRA', 'VIC', -37.8380, 144.9920),
  ('3145', 'MALVERN EAST', 'VIC', -37.8740, 145.0690),
  ('3148', 'CHADSTONE', 'VIC', -37.8870, 145.0830),
  ('3149', 'MOUNT WAVERLEY', 'VIC', -37.8770, 145.1290),
  ('3150', 'GLEN WAVERLEY', 'VIC', -37.8780, 145.1650),
  ('3150', 'WHEELERS HILL', 'VIC', -37.9050, 145.1890),
  ('3153', 'BAYSWATER', 'VIC', -37.8420, 145.2680),
  ('3156', 'FERNTREE GULLY', 'VIC', -37.8840, 145.2950),
  ('3162', 'CAULFIELD', 'VIC', -37.8770, 145.0250),
  ('3166', 'OAKLEIGH', 'VIC', -37.8990, 145.0880),
  ('3168', 'CLAYTON', 'VIC', -37.9150, 145.1290),
  ('3170', 'MULGRAVE', 'VIC', -37.9280, 145.1660),
  ('3171', 'SPRINGVALE', 'VIC', -37.9500, 145.1530),
  ('3173', 'KEYSBOROUGH', 'VIC', -37.9910, 145.1740),
  ('3174', 'NOBLE PARK', 'VIC', -37.9670, 145.1760),
  ('3175', 'DANDENONG', 'VIC', -37.9870, 145.2150),
  ('3175', 'DANDENONG SOUTH', 'VIC', -38.0130, 145.2150),
  ('3177', 'DOVETON', 'VIC', -37.9940, 145.2390),
  ('3178', 'ROWVILLE', 'VIC', -37.9270, 145.2340),
  ('3179', 'SCORESBY', 'VIC', -37.9000, 145.2310),
  ('3180', 'KNOXFIELD', 'VIC', -37.8900, 145.2500),
  ('3182', 'ST KILDA', 'VIC', -37.8640, 144.9820),
  ('3185', 'ELSTERNWICK', 'VIC', -37.8850, 145.0010),
  ('3186', 'BRIGHTON', 'VIC', -37.9060, 144.9990),
  ('3189', 'MOORABBIN', 'VIC', -37.9350, 145.0370),
  ('3192', 'CHELTENHAM', 'VIC', -37.9550, 145.0550),
  ('3194', 'MENTONE', 'VIC', -37.9820, 145.0650),
  ('3195', 'BRAESIDE', 'VIC', -37.9960, 145.1150),
  ('3195', 'MORDIALLOC', 'VIC', -38.0060, 145.0870),
  ('3196', 'CHELSEA', 'VIC', -38.0520, 145.1160),
  ('3198', 'SEAFORD', 'VIC', -38.1040, 145.1280),
  ('3199', 'FRANKSTON', 'VIC', -38.1440, 145.1260),
  ('3201', 'CARRUM DOWNS', 'VIC', -38.0960, 145.1790),
  ('3204', 'BENTLEIGH', 'VIC', -37.9180, 145.0350),
  ('3220', 'GEELONG', 'VIC', -38.1490, 144.3600),
  ('3802', 'ENDEAVOUR HILLS', 'VIC', -37.9770, 145.2590),
  ('3803', 'HALLAM', 'VIC', -38.0030, 145.2700),
  ('3805', 'NARRE WARREN', 'VIC', -38.0270, 145.3030),
  ('3806', 'BERWICK', 'VIC', -38.0330, 145.3500),
  ('3809', 'OFFICER', 'VIC', -38.0590, 145.4110),
  ('3810', 'PAKENHAM', 'VIC', -38.0710, 145.4870),
  ('3975', 'LYNDHURST', 'VIC', -38.0500, 145.2460),
  ('3977', 'CRANBOURNE', 'VIC', -38.0990, 145.2830),
  ('7000', 'HOBART', 'TAS', -42.8821, 147.3272),
  ('7000', 'NORTH HOBART', 'TAS', -42.8710, 147.3170),
  ('7004', 'BATTERY POINT', 'TAS', -42.8900, 147.3330),
  ('7005', 'SANDY BAY', 'TAS', -42.8940, 147.3240),
  ('7011', 'BERRIEDALE', 'TAS', -42.8160, 147.2580),
  ('7050', 'KINGSTON BEACH', 'TAS', -42.9770, 147.3220);

CREATE TABLE "wms"."login_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_limits_window_ends_idx" ON "wms"."login_limits" USING btree ("window_ends");
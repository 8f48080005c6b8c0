CREATE TABLE "wms"."erp_queue_sends" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"document_type" text NOT NULL,
	"document_key" text NOT NULL,
	"erp_action" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "erp_queue_sends_status_idx" ON "wms"."erp_queue_sends" USING btree ("site_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "erp_queue_sends_document_idx" ON "wms"."erp_queue_sends" USING btree ("site_id","document_type","document_key");
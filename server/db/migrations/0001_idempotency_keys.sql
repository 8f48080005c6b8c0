CREATE TABLE "wms"."idempotency_keys" (
	"site_id" text NOT NULL,
	"user_id" text NOT NULL,
	"request_id" text NOT NULL,
	"service" text NOT NULL,
	"entity" text NOT NULL,
	"action" text NOT NULL,
	"status" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_site_id_user_id_request_id_pk" PRIMARY KEY("site_id","user_id","request_id")
);

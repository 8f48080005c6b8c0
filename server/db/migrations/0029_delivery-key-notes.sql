ALTER TABLE "wms"."delivery_keys" ADD COLUMN "key_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."delivery_keys" ADD COLUMN "special_instructions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."delivery_keys" ADD COLUMN "entry_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wms"."delivery_keys" ADD COLUMN "exit_notes" text DEFAULT '' NOT NULL;
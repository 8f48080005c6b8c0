ALTER TABLE "wms"."consignments" ADD COLUMN "url_set" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "wms"."consignments" c SET "url_set" = ci."url_set"
FROM "wms"."courier_interfaces" ci
WHERE ci."site_id" = c."site_id" AND ci."courier" = c."courier_code"
  AND c."courier_interface" IN ('MACHSHIP', 'OPENFREIGHT', 'INTERMAX') AND c."url_set" = '';

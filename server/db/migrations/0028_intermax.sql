ALTER TABLE "wms"."carrier_url_sets" DROP CONSTRAINT "carrier_url_sets_platform";--> statement-breakpoint
ALTER TABLE "wms"."courier_interfaces" DROP CONSTRAINT "courier_interfaces_kind";--> statement-breakpoint
ALTER TABLE "wms"."carrier_url_sets" ADD CONSTRAINT "carrier_url_sets_platform" CHECK ("wms"."carrier_url_sets"."platform" IN ('openfreight', 'machship', 'intermax'));--> statement-breakpoint
ALTER TABLE "wms"."courier_interfaces" ADD CONSTRAINT "courier_interfaces_kind" CHECK ("wms"."courier_interfaces"."courier_interface" IN ('RATE_CARD', 'MACHSHIP', 'OPENFREIGHT', 'INTERMAX'));
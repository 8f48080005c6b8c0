-- Time and truth (issue 26): a floor write keeps the time it was done on the device beside the
-- time the server received it (src/contract/device-time.ts). movements and pick_attempts were
-- stamped when received (timestamp, last_modified_time): done_at is the device's time, when
-- believable (null: done when received). job_moves.timestamp is already when it was done:
-- received_at is added, null for moves written before this migration. device_time keeps the
-- device's clock as sent, believed or not (a device_time with no done_at: the clock was off).
ALTER TABLE "wms"."movements" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wms"."movements" ADD COLUMN "device_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wms"."pick_attempts" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wms"."pick_attempts" ADD COLUMN "device_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wms"."job_moves" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wms"."job_moves" ALTER COLUMN "received_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "wms"."job_moves" ADD COLUMN "device_time" timestamp with time zone;

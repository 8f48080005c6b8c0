-- The Dexie mirror's change log (issue 5). Every insert, update and delete of a mirrored
-- table writes one wms.sync_changes row in the same transaction, with the transaction's id:
-- a device pulls the changes since the snapshot xmin of its last pull, so a change that a
-- long transaction commits late is still picked up, and a delete reaches it as a tombstone.
-- Trigger arguments: entity name, the warehouse column ('' when none), the key columns.
CREATE OR REPLACE FUNCTION wms.sync_record_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  new_row jsonb := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END;
  old_row jsonb := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END;
  new_key text := '';
  old_key text := '';
  i int;
  xid bigint := pg_current_xact_id()::text::bigint;
BEGIN
  FOR i IN 2 .. TG_NARGS - 1 LOOP
    IF i > 2 THEN
      new_key := new_key || chr(31);
      old_key := old_key || chr(31);
    END IF;
    new_key := new_key || coalesce(new_row ->> TG_ARGV[i], '');
    old_key := old_key || coalesce(old_row ->> TG_ARGV[i], '');
  END LOOP;
  -- A delete, or an update that changed the key: the old key is gone.
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND old_key IS DISTINCT FROM new_key) THEN
    INSERT INTO wms.sync_changes (site_id, entity, row_key, warehouse, deleted, xid)
    VALUES (old_row ->> 'site_id', TG_ARGV[0], old_key,
            CASE WHEN TG_ARGV[1] = '' THEN '' ELSE coalesce(old_row ->> TG_ARGV[1], '') END,
            true, xid);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO wms.sync_changes (site_id, entity, row_key, warehouse, deleted, xid)
    VALUES (new_row ->> 'site_id', TG_ARGV[0], new_key,
            CASE WHEN TG_ARGV[1] = '' THEN '' ELSE coalesce(new_row ->> TG_ARGV[1], '') END,
            false, xid);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sync_changes AFTER INSERT OR UPDATE OR DELETE ON wms.warehouses FOR EACH ROW EXECUTE FUNCTION wms.sync_record_change('warehouses', 'warehouse', 'warehouse');
--> statement-breakpoint
CREATE TRIGGER sync_changes AFTER INSERT OR UPDATE OR DELETE ON wms.dock_locations FOR EACH ROW EXECUTE FUNCTION wms.sync_record_change('dock_locations', 'warehouse', 'warehouse', 'dock_location');
--> statement-breakpoint
CREATE TRIGGER sync_changes AFTER INSERT OR UPDATE OR DELETE ON wms.pick_areas FOR EACH ROW EXECUTE FUNCTION wms.sync_record_change('pick_areas', 'warehouse', 'warehouse', 'pick_area');
--> statement-breakpoint
CREATE TRIGGER sync_changes AFTER INSERT OR UPDATE OR DELETE ON wms.pick_sections FOR EACH ROW EXECUTE FUNCTION wms.sync_record_change('pick_sections', 'warehouse', 'warehouse', 'pick_area', 'pick_section');
--> statement-breakpoint
CREATE TRIGGER sync_changes AFTER INSERT OR UPDATE OR DELETE ON wms.work_centres FOR EACH ROW EXECUTE FUNCTION wms.sync_record_change('work_centres', 'warehouse', 'warehouse', 'work_centre');
--> statement-breakpoint
CREATE TRIGGER sync_changes AFTER INSERT OR UPDATE OR DELETE ON wms.locations FOR EACH ROW EXECUTE FUNCTION wms.sync_record_change('locations', 'warehouse', 'location_id');
--> statement-breakpoint
CREATE TRIGGER sync_changes AFTER INSERT OR UPDATE OR DELETE ON wms.inventory FOR EACH ROW EXECUTE FUNCTION wms.sync_record_change('inventory', '', 'inventory_code');
--> statement-breakpoint
CREATE TRIGGER sync_changes AFTER INSERT OR UPDATE OR DELETE ON wms.inventory_warehouses FOR EACH ROW EXECUTE FUNCTION wms.sync_record_change('inventory_warehouses', 'warehouse', 'inventory_code', 'warehouse');
--> statement-breakpoint
CREATE TRIGGER sync_changes AFTER INSERT OR UPDATE OR DELETE ON wms.stocking_factors FOR EACH ROW EXECUTE FUNCTION wms.sync_record_change('stocking_factors', '', 'stocking_factor_id');
--> statement-breakpoint
CREATE TRIGGER sync_changes AFTER INSERT OR UPDATE OR DELETE ON wms.on_hands FOR EACH ROW EXECUTE FUNCTION wms.sync_record_change('on_hands', 'warehouse', 'on_hand_id');
--> statement-breakpoint
CREATE TRIGGER sync_changes AFTER INSERT OR UPDATE OR DELETE ON wms.reason_codes FOR EACH ROW EXECUTE FUNCTION wms.sync_record_change('reason_codes', '', 'reason_id');
--> statement-breakpoint
CREATE TRIGGER sync_changes AFTER INSERT OR UPDATE OR DELETE ON wms.load_object_types FOR EACH ROW EXECUTE FUNCTION wms.sync_record_change('load_object_types', '', 'load_object_type_id');
--> statement-breakpoint
CREATE TRIGGER sync_changes AFTER INSERT OR UPDATE OR DELETE ON wms.picks FOR EACH ROW EXECUTE FUNCTION wms.sync_record_change('picks', 'warehouse', 'pick_id');
--> statement-breakpoint
CREATE TRIGGER sync_changes AFTER INSERT OR UPDATE OR DELETE ON wms.pick_lines FOR EACH ROW EXECUTE FUNCTION wms.sync_record_change('pick_lines', '', 'pick_line_id');
--> statement-breakpoint
CREATE TRIGGER sync_changes AFTER INSERT OR UPDATE OR DELETE ON wms.job_types FOR EACH ROW EXECUTE FUNCTION wms.sync_record_change('job_types', '', 'job_type_id');
--> statement-breakpoint
CREATE TRIGGER sync_changes AFTER INSERT OR UPDATE OR DELETE ON wms.jobs FOR EACH ROW EXECUTE FUNCTION wms.sync_record_change('jobs', 'warehouse', 'job_id');
--> statement-breakpoint
CREATE TRIGGER sync_changes AFTER INSERT OR UPDATE OR DELETE ON wms.job_timesheets FOR EACH ROW EXECUTE FUNCTION wms.sync_record_change('job_timesheets', '', 'time_id');
--> statement-breakpoint
CREATE TRIGGER sync_changes AFTER INSERT OR UPDATE OR DELETE ON wms.containers FOR EACH ROW EXECUTE FUNCTION wms.sync_record_change('containers', 'warehouse', 'container_id');
--> statement-breakpoint
CREATE TRIGGER sync_changes AFTER INSERT OR UPDATE OR DELETE ON wms.container_contents FOR EACH ROW EXECUTE FUNCTION wms.sync_record_change('container_contents', '', 'content_id');

-- The sync change log's trigger function runs as its owner: a user SQL statement (the query
-- writer role) that writes a mirrored table still logs its change, while the role itself may
-- no longer insert into wms.sync_changes (query-grants.ts grants it nothing there). The rows
-- it logs carry the site_id of the row written, which row-level security already checked.
-- A fixed search_path, so nothing a caller puts first on its path runs as the owner.
ALTER FUNCTION "wms"."sync_record_change"() SECURITY DEFINER SET search_path = pg_catalog, pg_temp;--> statement-breakpoint
REVOKE ALL ON FUNCTION "wms"."sync_record_change"() FROM PUBLIC;

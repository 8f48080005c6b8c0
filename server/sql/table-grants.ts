import { columnNames, LIST_READER_TABLES, READABLE_COLUMNS, WRITABLE_TABLES } from './query-grants';

export type UserSqlRoles = { reader: string; writer: string; listReader: string };

const NAME = /^[a-z_][a-z0-9_]*$/;

function checked(names: string[]): string[] {
  for (const n of names) if (!NAME.test(n)) throw new Error(`Not a plain SQL name: ${n}`);
  return names;
}

const mapValues = <T, U>(o: Readonly<Record<string, T>>, f: (v: T) => U) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [checked([k])[0], f(v)]));

/** The allow-lists of query-grants.ts as the JSON the grant block reads. */
export function grantSpec() {
  const list = checked([...LIST_READER_TABLES]);
  return {
    read: mapValues(READABLE_COLUMNS, (cols) => checked(columnNames(cols))),
    list,
    write: mapValues(WRITABLE_TABLES, (w) => ({
      insert: w.insert,
      delete: w.delete,
      // site_id as well, so a statement naming it meets row-level security's own refusal.
      update: checked(['site_id', ...columnNames(w.update)]),
    })),
  };
}

/**
 * One DO block (one transaction) that first revokes every right the three user SQL roles hold
 * on the tables and sequences of schema `wms`, then grants:
 * - SELECT on the readable columns of READABLE_COLUMNS to the reader and the writer, and to
 *   the list reader for LIST_READER_TABLES;
 * - to the writer, on WRITABLE_TABLES: INSERT of the readable columns, UPDATE of the listed
 *   columns, DELETE where allowed; USAGE on the sequences of the tables it may insert into.
 *   (The sync change log is written by a SECURITY DEFINER trigger: the writer gets nothing there.)
 * Listed columns that do not exist (yet) are skipped; unlisted ones get nothing.
 */
export function tableGrants(roles: UserSqlRoles): string {
  const [reader, writer, listReader] = checked([roles.reader, roles.writer, roles.listReader]);
  const all = `${reader}, ${writer}, ${listReader}`;
  return `
DO $grants$
DECLARE
  spec jsonb := $spec$${JSON.stringify(grantSpec())}$spec$::jsonb;
  t record;
  cols text;
  upd text;
  inserts text[] := ARRAY[]::text[];
BEGIN
  FOR t IN
    SELECT c.oid::regclass AS rel, c.relkind FROM pg_class c
    WHERE c.relnamespace = 'wms'::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S')
  LOOP
    EXECUTE format('REVOKE ALL ON %s %s FROM ${all}',
      CASE WHEN t.relkind = 'S' THEN 'SEQUENCE' ELSE 'TABLE' END, t.rel);
  END LOOP;

  FOR t IN SELECT key AS tbl, value AS want FROM jsonb_each(spec -> 'read') LOOP
    SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) INTO cols
    FROM pg_attribute a
    WHERE a.attrelid = to_regclass(format('wms.%I', t.tbl)) AND a.attnum > 0
      AND NOT a.attisdropped
      AND a.attname IN (SELECT jsonb_array_elements_text(t.want));
    CONTINUE WHEN cols IS NULL;
    EXECUTE format('GRANT SELECT (%s) ON wms.%I TO ${reader}, ${writer}', cols, t.tbl);
    IF spec -> 'list' ? t.tbl THEN
      EXECUTE format('GRANT SELECT (%s) ON wms.%I TO ${listReader}', cols, t.tbl);
    END IF;
    IF spec -> 'write' ? t.tbl THEN
      IF (spec -> 'write' -> t.tbl ->> 'insert')::boolean THEN
        EXECUTE format('GRANT INSERT (%s) ON wms.%I TO ${writer}', cols, t.tbl);
        inserts := inserts || t.tbl;
      END IF;
      IF (spec -> 'write' -> t.tbl ->> 'delete')::boolean THEN
        EXECUTE format('GRANT DELETE ON wms.%I TO ${writer}', t.tbl);
      END IF;
      SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) INTO upd
      FROM pg_attribute a
      WHERE a.attrelid = to_regclass(format('wms.%I', t.tbl)) AND a.attnum > 0
        AND NOT a.attisdropped
        AND a.attname IN (SELECT jsonb_array_elements_text(spec -> 'write' -> t.tbl -> 'update'))
        AND a.attname IN (SELECT jsonb_array_elements_text(t.want));
      IF upd IS NOT NULL THEN
        EXECUTE format('GRANT UPDATE (%s) ON wms.%I TO ${writer}', upd, t.tbl);
      END IF;
    END IF;
  END LOOP;

  FOR t IN
    SELECT DISTINCT s.oid::regclass AS seq
    FROM pg_depend d
    JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
    JOIN pg_class r ON r.oid = d.refobjid
    WHERE s.relnamespace = 'wms'::regnamespace AND r.relnamespace = 'wms'::regnamespace
      AND d.deptype IN ('a', 'i') AND r.relname = ANY (inserts)
  LOOP
    EXECUTE format('GRANT USAGE ON SEQUENCE %s TO ${writer}', t.seq);
  END LOOP;
END $grants$`;
}

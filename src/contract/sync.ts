import { z } from 'zod';
import { actionContract, type ActionContract } from './action-contract';
import { int, text } from './fields';
import { can, type TModule, type TPermissionFlag, type TPermissionMap } from './permissions';

/*
 * The offline floor: what the device mirrors, how a pull is asked and answered,
 * and what an outbox entry is. Shared by the app, the service worker and the server.
 */

/**
 * Every mirrored entity, with its key columns (without site_id, in order; a row's key is
 * the values joined by KEY_SEPARATOR — the same as wms.sync_changes.row_key, migration 0011)
 * and its scope: the whole site, the current warehouse, or rows tied to a parent entity.
 */
export const MIRROR_ENTITIES = {
  warehouses: { key: ['warehouse'], scope: 'site' },
  dock_locations: { key: ['warehouse', 'dock_location'], scope: 'warehouse' },
  pick_areas: { key: ['warehouse', 'pick_area'], scope: 'warehouse' },
  pick_sections: { key: ['warehouse', 'pick_area', 'pick_section'], scope: 'warehouse' },
  work_centres: { key: ['warehouse', 'work_centre'], scope: 'warehouse' },
  locations: { key: ['location_id'], scope: 'warehouse' },
  inventory: { key: ['inventory_code'], scope: 'site' },
  inventory_warehouses: { key: ['inventory_code', 'warehouse'], scope: 'warehouse' },
  stocking_factors: { key: ['stocking_factor_id'], scope: 'site' },
  on_hands: { key: ['on_hand_id'], scope: 'warehouse' },
  reason_codes: { key: ['reason_id'], scope: 'site' },
  load_object_types: { key: ['load_object_type_id'], scope: 'site' },
  /** Open picks (new, in progress) of the current warehouse. */
  picks: { key: ['pick_id'], scope: 'warehouse' },
  pick_lines: { key: ['pick_line_id'], scope: 'picks' },
  job_types: { key: ['job_type_id'], scope: 'site' },
  /** Open jobs (not complete or cancelled) of the current warehouse. */
  jobs: { key: ['job_id'], scope: 'warehouse' },
  job_timesheets: { key: ['time_id'], scope: 'jobs' },
  containers: { key: ['container_id'], scope: 'warehouse' },
  container_contents: { key: ['content_id'], scope: 'containers' },
} as const satisfies Record<
  string,
  { key: readonly string[]; scope: 'site' | 'warehouse' | 'picks' | 'jobs' | 'containers' }
>;
export type TMirrorEntity = keyof typeof MIRROR_ENTITIES;
export const MIRROR_ENTITY_NAMES = Object.keys(MIRROR_ENTITIES) as TMirrorEntity[];
export const ZMirrorEntity = z.enum(MIRROR_ENTITY_NAMES as [TMirrorEntity, ...TMirrorEntity[]]);

type TMirrorRead = { module: TModule; flag: TPermissionFlag };
const view = (module: TModule): TMirrorRead => ({ module, flag: 'view' });

/**
 * The permission that reads each mirrored entity: the view flag its own screens need (any one
 * of those listed). `sync / mirror / pull` refuses an entity the caller may not read, and the
 * device asks only for those it may (mayMirror).
 */
export const MIRROR_ENTITY_READ: Record<TMirrorEntity, readonly [TMirrorRead, ...TMirrorRead[]]> = {
  warehouses: [view('wh'), view('in')],
  dock_locations: [view('wh')],
  pick_areas: [view('wh')],
  pick_sections: [view('wh')],
  work_centres: [view('admin'), view('job')],
  locations: [view('wh'), view('in')],
  inventory: [view('in')],
  inventory_warehouses: [view('in')],
  stocking_factors: [view('in')],
  on_hands: [view('in')],
  reason_codes: [view('in'), view('so'), view('mo')],
  load_object_types: [view('wh')],
  picks: [view('so')],
  pick_lines: [view('so')],
  job_types: [view('job'), view('admin')],
  jobs: [view('job')],
  job_timesheets: [view('job')],
  containers: [view('wh')],
  container_contents: [view('wh')],
};

/** May a user with `permissions` at a site mirror `entity` there? */
export function mayMirror(permissions: TPermissionMap | undefined, entity: TMirrorEntity): boolean {
  return MIRROR_ENTITY_READ[entity].some((p) => can(permissions, p.module, p.flag));
}

/** Joins the parts of a row key (U+001F, the unit separator). */
export const KEY_SEPARATOR = '\u001f';

/** A mirrored row's key from its columns. */
export function mirrorKey(entity: TMirrorEntity, row: Record<string, unknown>): string {
  return MIRROR_ENTITIES[entity].key
    .map((column) => {
      const value = row[column];
      return value === null || value === undefined ? '' : String(value);
    })
    .join(KEY_SEPARATOR);
}

/** Defaults of the mirror and the outbox (one place). */
export const SYNC_DEFAULTS = {
  /** Rows per pull page. */
  pageSize: 5000,
  /** The mirror refreshes on this timer while online (ms). */
  refreshIntervalMs: 5 * 60_000,
  /** Outbox entries sent in one batch (POST /api/batch/, at most BATCH_MAX_CALLS). */
  sendBatchSize: 25,
  /** The page flushes the outbox on this timer while anything is pending (ms). */
  flushIntervalMs: 30_000,
  /** Idempotency keys (stored answers) are kept at least this long (days). */
  idempotencyRetentionDays: 7,
  /** Pack numbers a device reserves at once, and the level at which it reserves more. */
  packNumberBlockSize: 20,
  packNumberLowWater: 5,
} as const;

/** `sync / mirror / pull`: one page of one entity's rows since the cursor. */
export const ZMirrorPullRequest = z.object({
  entity: ZMirrorEntity,
  /** The current warehouse (warehouse-scoped entities and their children). */
  warehouse: text().min(1).max(40).optional(),
  /**
   * The cursor of the last complete pull (the server's `cursor`), absent for a first load.
   * Named for the "updated_since": the server's change position, not a clock time.
   */
  updated_since: text().max(40).optional(),
  /** Keyset position inside a paged pull: the last key of the previous page. */
  after: text().max(400).optional(),
  limit: int().min(1).max(20000).optional(),
});
export type TMirrorPullRequest = z.infer<typeof ZMirrorPullRequest>;

/** One page of `sync / mirror / pull`. */
export const ZMirrorPullAnswer = z.object({
  entity: ZMirrorEntity,
  /** The columns of each row in `rows`, in order; the first is the row's `key`. */
  columns: z.array(z.string()),
  /**
   * Rows to put, each an array of its values in the order of `columns` (no repeated names).
   * The values are the mirrored table's columns as JSON (text, numbers, booleans, null, the
   * entity's own JSON columns): what each holds is the table's, so a value is not described.
   */
  rows: z.array(z.array(z.unknown())),
  /** Keys of rows to remove (deleted, or no longer in scope, e.g. a completed pick). */
  deleted: z.array(z.string()),
  /** More pages follow: ask again with `after` = `last_key` and the same `updated_since`. */
  more: z.boolean(),
  last_key: z.string().nullable(),
  /** The cursor to keep once the last page is in. */
  cursor: z.string(),
  /** The device's cursor is older than the kept change log: clear the entity, load again. */
  reset: z.boolean(),
});
export type TMirrorPullAnswer = z.output<typeof ZMirrorPullAnswer>;

export const MIRROR_CALLS = {
  pull: actionContract({
    service: 'sync',
    entity: 'mirror',
    action: 'pull',
    input: ZMirrorPullRequest,
    output: ZMirrorPullAnswer,
  }),
};

/** A page's rows as objects of their columns (`key` first), in the page's order. */
export function mirrorPageRows(
  page: Pick<TMirrorPullAnswer, 'columns' | 'rows'>,
): (Record<string, unknown> & { key: string })[] {
  const { columns } = page;
  return page.rows.map((values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) row[columns[i]!] = values[i];
    return row as Record<string, unknown> & { key: string };
  });
}

/** Outbox entry states: waiting, on the wire, refused by the server (needs the user). */
export const OUTBOX_STATUSES = ['pending', 'sending', 'attention'] as const;
export type TOutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** What a floor write is, for the pending list and its icon. */
export const OUTBOX_KINDS = ['movement', 'job', 'pack', 'pick'] as const;
export type TOutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * One floor write waiting to reach the server. `id` is the client-made UUID sent as the
 * envelope's request_id (the idempotency key); `seq` keeps the order of writing.
 */
export type TOutboxEntry = {
  seq?: number;
  id: string;
  site_id: string;
  user_id: string;
  service: string;
  entity: string;
  action: string;
  data: unknown;
  kind: TOutboxKind;
  /** What the user did, in their words: "Write off 5 EA PAS-500-SPAG from A-01-01-A". */
  label: string;
  status: TOutboxStatus;
  /** The server's message when it refused the write. */
  error?: string;
  attempts: number;
  created_at: string;
  last_tried_at?: string;
};

/** Is this outbox entry a write of the contract's call (whatever build queued it)? */
export const isOutboxEntryOf = (
  entry: Pick<TOutboxEntry, 'service' | 'entity' | 'action'>,
  contract: Pick<ActionContract, 'service' | 'entity' | 'action'>,
): boolean =>
  entry.service === contract.service &&
  entry.entity === contract.entity &&
  entry.action === contract.action;

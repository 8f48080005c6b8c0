import { z } from 'zod';
import { actionContract } from './action-contract';
import * as fields from './fields';
import { rules } from './form-rules';
import { MESSAGES } from './messages';

/**
 * Couriers and their services (document 1 "Courier", "Courier service"; service admin,
 * entities courier and courier_service). A courier has services; a service belongs to one
 * courier and may name the storage type it carries ('' for any).
 */

export const COURIER_MESSAGES = {
  courierNotFound: (courier: string) => `Courier '${courier}' was not found`,
  serviceNotFound: (courier: string, service: string) =>
    `Service '${service}' of courier '${courier}' was not found`,
  courierListedTwice: (courier: string) => `Courier '${courier}' is listed more than once`,
  serviceListedTwice: (courier: string, service: string) =>
    `Service '${service}' of courier '${courier}' is listed more than once`,
  storageUnknown: (storage: string) => `Storage type '${storage}' was not found`,
  courierHasServices: (courier: string, count: number) =>
    `Courier '${courier}' has ${count} service${count === 1 ? '' : 's'}; delete ${count === 1 ? 'it' : 'them'} first`,
  courierUsedByAccounts: (courier: string, count: number) =>
    `Courier '${courier}' is used by ${count} customer courier account${count === 1 ? '' : 's'}`,
  courierUsedByRuns: (courier: string, runs: string) =>
    `Courier '${courier}' is the courier of run ${runs}`,
  serviceUsedByRuns: (courier: string, service: string, runs: string) =>
    `Service '${service}' of courier '${courier}' is the courier service of run ${runs}`,
} as const;

/** The courier-service option that lets the booking pick the cheapest quote (empty value). */
export const BEST_RATE_OPTION = { value: '', label: 'Best Rate' } as const;
/** How tall a courier or courier-service dropdown may grow (document 1 "Consignment list"). */
export const COURIER_LIST_MAX_HEIGHT_PX = 300;

const code = () =>
  rules
    .required()
    .max(20, MESSAGES.max)
    .regex(/^[\p{L}\p{N}_-]*$/u, MESSAGES.alphaDash);
const name = () => rules.required().max(80, MESSAGES.max);

/**
 * A courier or courier-service search (document 1 section 5): no term lists everything, a
 * term runs only at 2 characters or more (a shorter one answers an empty list).
 */
const ZSearch = { search_term: fields.text(80).trim().nullish() };

// ---- Couriers -------------------------------------------------------------------------

export const ZCourierItem = z.object({ courier: code(), courier_name: name() });
export type TCourierItem = z.output<typeof ZCourierItem>;
export const BLANK_COURIER: TCourierItem = { courier: '', courier_name: '' };

export const ZCourierRow = z.object({
  courier: z.string(),
  courier_name: z.string(),
  /** How many services the courier has. */
  services: z.number(),
});
export type TCourierRow = z.output<typeof ZCourierRow>;

export const ZCourierServiceRow = z.object({
  courier: z.string(),
  courier_name: z.string(),
  courier_service_code: z.string(),
  service_code_name: z.string(),
  storage: z.string(),
});
export type TCourierService = z.output<typeof ZCourierServiceRow>;

export const ZCourierDetail = z.object({
  courier: z.string(),
  courier_name: z.string(),
  services: z.array(ZCourierServiceRow),
});
export type TCourierDetail = z.output<typeof ZCourierDetail>;

const ZCourierKey = z.object({ courier: fields.text(20).trim().min(1) });

export const COURIER_CALLS = {
  list: actionContract({
    service: 'admin',
    entity: 'courier',
    action: 'list',
    input: z.object(ZSearch),
    output: ZCourierRow,
  }),
  get: actionContract({
    service: 'admin',
    entity: 'courier',
    action: 'get',
    input: ZCourierKey,
    output: ZCourierDetail,
  }),
  check: actionContract({
    service: 'admin',
    entity: 'courier',
    action: 'check',
    input: z.object({ items: z.array(ZCourierItem).min(1).max(100) }),
    output: ZCourierRow,
  }),
  delete: actionContract({
    service: 'admin',
    entity: 'courier',
    action: 'delete',
    input: ZCourierKey,
    output: ZCourierRow,
  }),
};

// ---- Courier services -----------------------------------------------------------------

export const ZCourierServiceItem = z.object({
  courier: code(),
  courier_service_code: code(),
  service_code_name: name(),
  storage: fields
    .text(20)
    .trim()
    .nullish()
    .transform((v) => v ?? ''),
});
export type TCourierServiceItem = z.output<typeof ZCourierServiceItem>;
export const BLANK_COURIER_SERVICE: TCourierServiceItem = {
  courier: '',
  courier_service_code: '',
  service_code_name: '',
  storage: '',
};

const ZCourierServiceKey = z.object({
  courier: fields.text(20).trim().min(1),
  courier_service_code: fields.text(20).trim().min(1),
});

export const COURIER_SERVICE_CALLS = {
  list: actionContract({
    service: 'admin',
    entity: 'courier_service',
    action: 'list',
    input: z.object({ ...ZSearch, courier: fields.text(20).trim().nullish() }),
    output: ZCourierServiceRow,
  }),
  check: actionContract({
    service: 'admin',
    entity: 'courier_service',
    action: 'check',
    input: z.object({ items: z.array(ZCourierServiceItem).min(1).max(100) }),
    output: ZCourierServiceRow,
  }),
  delete: actionContract({
    service: 'admin',
    entity: 'courier_service',
    action: 'delete',
    input: ZCourierServiceKey,
    output: ZCourierServiceRow,
  }),
};

import { z } from 'zod';
import { actionContract } from './action-contract';
import * as fields from './fields';
import { ZPackFields } from './packs';
import { DEFAULT_PACK_LABEL } from './print-jobs';

/**
 * Containers as document 1 ships them ("Container"; `POST/PUT/GET {api}/container/`): a box
 * is a pack (document 2) with how it ships: courier, service and route codes, the courier's
 * own route code (else the label's article id), connote, shipped date, country and boxes.
 * POST saves a list of boxes, PUT searches them, GET answers one by container_number.
 */

export const CONTAINER_MESSAGES = {
  notFound: (number: string) => `Container '${number}' was not found`,
  saved: (n: number) => `${n} container${n === 1 ? '' : 's'} saved`,
} as const;

/** At most this many boxes in one POST, and rows in one search. */
export const CONTAINER_LIMITS = { batch: 100, search: 500 } as const;

const code = (max: number) =>
  fields
    .text(max)
    .trim()
    .nullish()
    .transform((v) => v ?? '');

export const ZContainerShippingFields = z.object({
  courier: code(40),
  service_code: code(40),
  route_code: code(40),
  courier_route_code: code(60),
  article_id: code(60),
  connote: code(60),
  shipped_date: fields.optionalDate().transform((v) => v || null),
  country: code(60),
  boxes: fields.int(1, 9999).nullish(),
});
export const SHIPPING_FIELDS = Object.keys(
  ZContainerShippingFields.shape,
) as readonly (keyof typeof ZContainerShippingFields.shape)[];

/** One box to save: the pack's fields (document 2) and its shipping fields, noting which were sent. */
export const ZContainerBox = z.preprocess(
  (v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? { ...v, present_fields: Object.keys(v).filter((k) => k !== 'present_fields') }
      : v,
  ZPackFields.extend(ZContainerShippingFields.shape),
);
export type TContainerBoxInput = z.input<typeof ZContainerBox>;
export type TContainerBox = z.output<typeof ZContainerBox>;

export const ZContainer = z.object({
  container_id: z.number(),
  container_number: z.string(),
  sscc_number: z.string(),
  reference: z.string(),
  warehouse: z.string(),
  customer_code: z.string(),
  customer_name: z.string(),
  sales_order: z.string(),
  customer_order: z.string(),
  delivery_name: z.string(),
  delivery_address_1: z.string(),
  delivery_address_2: z.string(),
  delivery_suburb: z.string(),
  delivery_state: z.string(),
  delivery_postcode: z.string(),
  country: z.string(),
  courier: z.string(),
  service_code: z.string(),
  route_code: z.string(),
  /** The courier's route code, else the article id. */
  courier_route_code: z.string(),
  article_id: z.string(),
  connote: z.string(),
  shipped_date: z.string().nullable(),
  boxes: z.number(),
  weight: z.number(),
  package_type: z.string(),
});
export type TContainer = z.output<typeof ZContainer>;

export const ZContainerSearch = z.object({
  search_term: fields.text(80).trim().nullish(),
  sales_order: fields.text(40).trim().nullish(),
  connote: fields.text(60).trim().nullish(),
  courier: fields.text(40).trim().nullish(),
  warehouse: fields.text(20).trim().nullish(),
  from_date: fields.optionalDate(),
  to_date: fields.optionalDate(),
});

export const CONTAINER_CALLS = {
  save: actionContract({
    service: 'container',
    entity: 'box',
    action: 'check',
    input: z.object({
      boxes: z.array(ZContainerBox).min(1).max(CONTAINER_LIMITS.batch),
      container_type: fields
        .text(40)
        .trim()
        .nullish()
        .transform((v) => v || 'pack_contents'),
    }),
    output: ZContainer,
  }),
  search: actionContract({
    service: 'container',
    entity: 'box',
    action: 'list',
    input: ZContainerSearch,
    output: ZContainer,
  }),
  print: actionContract({
    service: 'container',
    entity: 'box',
    action: 'print',
    input: z.object({
      container_numbers: z.array(fields.text(40).trim().min(1)).min(1).max(CONTAINER_LIMITS.batch),
      label: fields
        .text(40)
        .trim()
        .nullish()
        .transform((v) => v || DEFAULT_PACK_LABEL),
      printer_set: fields.text(40).trim().nullish(),
      copies: fields.int(1, 99).nullish(),
    }),
    output: ZContainer,
  }),
  get: actionContract({
    service: 'container',
    entity: 'box',
    action: 'get',
    input: z.object({ container_number: fields.text(40).trim().min(1) }),
    output: ZContainer,
  }),
};

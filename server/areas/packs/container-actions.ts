import {
  CONTAINER_CALLS,
  CONTAINER_MESSAGES as M,
  PRINT_MESSAGES,
  type TContainer,
} from '../../../src/contract';
import { queuePrint } from '../../print/enqueue';
import { notFound, RuleErrors } from '../../errors';
import type { AnyAction, Permission } from '../action-types';
import { defineAction } from '../action-types';
import { manyOf } from '../../heavy-when';
import {
  containerByNumber,
  containersById,
  saveShipping,
  searchContainers,
} from './container-queries';
import { savePacks } from './queries';

/** Packs are the warehouse's; the consign screens (sales orders) read and ship them too. */
const read: Permission = {
  anyOf: [
    { module: 'wh', flag: 'view' },
    { module: 'so', flag: 'view' },
  ],
};
const write: Permission = {
  anyOf: [
    { module: 'wh', flag: 'update' },
    { module: 'so', flag: 'update' },
  ],
};

/**
 * Service `container`, entity `box` (document 1 `POST/PUT/GET {api}/container/`): containers
 * with how they ship. A box is saved by the packs' own save (numbers, SSCC, contents, the same
 * refusals) and its shipping fields beside it.
 */
export const containerActions: AnyAction[] = [
  defineAction({
    contract: CONTAINER_CALLS.save,
    permission: write,
    description:
      'Save boxes (up to 100; also POST /api/container/ with site_id and boxes): each is a ' +
      'pack as `container check` saves it (container_id updates that pack, else a new one ' +
      'numbered by the site, contents replaced when given) plus courier, service_code, ' +
      'route_code, courier_route_code, article_id, connote, shipped_date, country, boxes ' +
      '(default 1); an update changes only the fields sent. Each box on its own: refused ' +
      'boxes are warnings; when none is saved the call fails with one error each. results: ' +
      'the saved containers (TContainer), courier_route_code falling back to article_id.',
    async handler(ctx, data) {
      const saved: number[] = [];
      const refusals: string[] = [];
      for (const [i, box] of data.boxes.entries()) {
        const outcome = await savePacks(ctx.db, ctx.siteId, ctx.user.user_id, data.container_type, [
          box,
        ]);
        const id = outcome.saved[0];
        if (id === undefined) {
          const prefix = data.boxes.length > 1 ? `Box ${i + 1}: ` : '';
          refusals.push(...outcome.refusals.map((r) => `${prefix}${r}`));
          continue;
        }
        await saveShipping(ctx.db, ctx.siteId, id, box);
        saved.push(id);
      }
      if (!saved.length) throw new RuleErrors(refusals.map((message) => ({ message })));
      for (const r of refusals) ctx.warn(r);
      ctx.inform(M.saved(saved.length));
      const containers = await containersById(ctx.db, ctx.siteId, saved);
      ctx.logRecord(containers.map((c) => c.container_number).join(','), 'container', 'Saved');
      return containers;
    },
  }),
  defineAction({
    contract: CONTAINER_CALLS.search,
    permission: read,
    description:
      'Search containers (also PUT /api/container/ with site_id and the filters): search_term ' +
      'in the container number, SSCC, order, customer name, connote or article id; ' +
      'sales_order, connote, courier, warehouse exactly; from_date..to_date on the shipped ' +
      'date. Newest first, at most 500 (TContainer).',
    async handler(ctx, data) {
      return searchContainers(ctx.db, ctx.siteId, data);
    },
  }),
  defineAction({
    contract: CONTAINER_CALLS.print,
    heavy: manyOf('container_numbers'),
    permission: read,
    description:
      'Print the labels of containers (also PUT /api/container/print with site_id and ' +
      'container_numbers): label (default SSCC_LABEL) of each container_number (or its ' +
      "barcode or SSCC), copies each, on printer_set (else the user's): queued through the " +
      'printing path and sent once the call commits. Refused, printing nothing, when a ' +
      'container is missing. results: the containers (TContainer); info: how many queued; ' +
      'warnings: why none (no printer set, label not set up, no printer mapped).',
    async handler(ctx, data) {
      const found: TContainer[] = [];
      const missing: string[] = [];
      for (const number of data.container_numbers) {
        const c = await containerByNumber(ctx.db, ctx.siteId, number);
        if (c) found.push(c);
        else missing.push(number);
      }
      if (missing.length) throw new RuleErrors(missing.map((n) => ({ message: M.notFound(n) })));
      const count = await queuePrint(ctx, {
        label: data.label,
        keys: found.map((c) => c.container_number),
        copies: data.copies ?? 1,
        printer_set: data.printer_set,
      });
      if (count > 0) ctx.inform(PRINT_MESSAGES.queued(count, data.label));
      ctx.logRecord(found.map((c) => c.container_number).join(','), 'container', 'Printed');
      return found;
    },
  }),
  defineAction({
    contract: CONTAINER_CALLS.get,
    permission: read,
    description:
      'One container by container_number (or its barcode or SSCC); also GET ' +
      '/api/container?site_id&container_number. results[0] (TContainer); 404 when missing.',
    async handler(ctx, data) {
      const found = await containerByNumber(ctx.db, ctx.siteId, data.container_number);
      if (!found) throw notFound(M.notFound(data.container_number));
      ctx.logRecord(found.container_number, 'container');
      return [found];
    },
  }),
];

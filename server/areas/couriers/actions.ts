import { COURIER_CALLS, COURIER_SERVICE_CALLS } from '../../../src/contract';
import type { AnyAction } from '../action-types';
import { defineAction } from '../action-types';
import {
  deleteCourier,
  deleteCourierService,
  getCourier,
  listCourierServices,
  listCouriers,
  saveCourierServices,
  saveCouriers,
} from './queries';

/**
 * Service `admin`, entities `courier` and `courier_service` (document 1 section 7): the site's
 * couriers and their services. The service list is read by every screen that offers a
 * courier service (consign, customers, runs), so membership of the site is enough for it.
 */
export const courierActions: AnyAction[] = [
  defineAction({
    contract: COURIER_CALLS.list,
    permission: { module: 'admin', flag: 'view' },
    description:
      'The couriers of the site by name with their number of services. search_term matches ' +
      'code or name at 2 characters or more; a 1-character term answers no rows.',
    async handler(ctx, data) {
      return listCouriers(ctx.db, ctx.siteId, data.search_term);
    },
  }),
  defineAction({
    contract: COURIER_CALLS.get,
    permission: { module: 'admin', flag: 'view' },
    description: 'One courier with its services. results[0]; 404 when missing.',
    async handler(ctx, data) {
      ctx.logRecord(data.courier, 'courier');
      return [await getCourier(ctx.db, ctx.siteId, data.courier)];
    },
  }),
  defineAction({
    contract: COURIER_CALLS.check,
    permission: { module: 'admin', flag: 'update' },
    description:
      'Add or rename couriers: items of {courier, courier_name}, keyed by code. A code listed ' +
      'twice is refused and nothing is written. results: the saved couriers in the order sent.',
    async handler(ctx, data) {
      ctx.logRecord(data.items.map((i) => i.courier).join(','), 'courier');
      return saveCouriers(ctx.db, ctx.siteId, data.items);
    },
  }),
  defineAction({
    contract: COURIER_CALLS.delete,
    permission: { module: 'admin', flag: 'delete' },
    description:
      'Delete a courier. Refused (409) while it has services, while a customer courier account ' +
      "names it (code or name) or a run's courier is it. results[0]: deleted; 404 when missing.",
    async handler(ctx, data) {
      ctx.logRecord(data.courier, 'courier');
      return [await deleteCourier(ctx.db, ctx.siteId, data.courier)];
    },
  }),
  defineAction({
    contract: COURIER_SERVICE_CALLS.list,
    permission: {
      member: 'courier services are offered on the consign, customer and run screens',
    },
    description:
      "The courier services of the site (or of one courier) with their courier's name, by " +
      'courier and service name. search_term matches service code or name or courier name at ' +
      "2 characters or more; a 1-character term answers no rows. ('Best Rate' is the " +
      "picker's own empty option, not a row.)",
    async handler(ctx, data) {
      return listCourierServices(ctx.db, ctx.siteId, data);
    },
  }),
  defineAction({
    contract: COURIER_SERVICE_CALLS.check,
    permission: { module: 'admin', flag: 'update' },
    description:
      'Add or update courier services: items of {courier, courier_service_code, ' +
      'service_code_name, storage}. The courier must exist at the site, storage must be one of ' +
      "the site's storage types or empty; every failure is answered and nothing is written.",
    async handler(ctx, data) {
      ctx.logRecord(data.items.map((i) => i.courier_service_code).join(','), 'courier_service');
      return saveCourierServices(ctx.db, ctx.siteId, data.items);
    },
  }),
  defineAction({
    contract: COURIER_SERVICE_CALLS.delete,
    permission: { module: 'admin', flag: 'delete' },
    description:
      'Delete one courier service; refused (409) while a run uses it. results[0]: deleted; ' +
      '404 when missing.',
    async handler(ctx, data) {
      ctx.logRecord(data.courier_service_code, 'courier_service', data.courier);
      return [await deleteCourierService(ctx.db, ctx.siteId, data)];
    },
  }),
];

import { date, foreignKey, integer, primaryKey, text } from 'drizzle-orm/pg-core';
import { stamps } from './columns';
import { containers } from './floor';
import { wms } from './wms';

/**
 * How a container (box) ships (document 1 "Container"): its courier, service and route, the
 * courier's own route code or else the article id its label carries, the connote is the
 * container's. One row per container that was sent through `POST /container/`.
 */
export const containerShipping = wms.table(
  'container_shipping',
  {
    site_id: text('site_id').notNull(),
    container_id: integer('container_id').notNull(),
    courier: text('courier').notNull().default(''),
    service_code: text('service_code').notNull().default(''),
    route_code: text('route_code').notNull().default(''),
    courier_route_code: text('courier_route_code').notNull().default(''),
    article_id: text('article_id').notNull().default(''),
    shipped_date: date('shipped_date', { mode: 'string' }),
    country: text('country').notNull().default(''),
    boxes: integer('boxes').notNull().default(1),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.container_id] }),
    foreignKey({
      name: 'container_shipping_container_fk',
      columns: [t.site_id, t.container_id],
      foreignColumns: [containers.site_id, containers.container_id],
    }).onDelete('cascade'),
  ],
);

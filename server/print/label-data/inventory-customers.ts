import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { customers, inventory } from '../../db/schema';
import { addressFields, gtinFields } from '../label-fields';
import { byReference, rowLimit, scope, type Loader } from './keyed';

export const inventoryRecords: Loader = async ({ db, siteId, at, keys, warehouse }) => {
  const found = await db
    .select({
      inventory_code: inventory.inventory_code,
      inventory_description: inventory.inventory_description,
      unit_of_measure: inventory.unit_of_measure,
      storage: inventory.storage,
      tracking_type: inventory.tracking_type,
      category: inventory.category,
      gtin: inventory.gtin,
    })
    .from(inventory)
    .where(
      and(
        eq(inventory.site_id, siteId),
        keys ? inArray(inventory.inventory_code, [...keys]) : sql`${inventory.gtin} <> ''`,
      ),
    )
    .orderBy(asc(inventory.inventory_code))
    .limit(rowLimit(keys));
  const records = found.map((i) => ({
    reference: i.inventory_code,
    description: i.inventory_description,
    data: {
      ...at(warehouse ?? ''),
      ...i,
      ...gtinFields(i.gtin),
      barcode: i.gtin || i.inventory_code,
    },
  }));
  return byReference('inventory', keys, records);
};

export const customerRecords: Loader = async ({ db, siteId, at, keys, warehouse }) => {
  const found = await db
    .select({
      customer_code: customers.customer_code,
      customer_name: customers.customer_name,
      delivery_address_1: customers.delivery_address_1,
      delivery_address_2: customers.delivery_address_2,
      delivery_suburb: customers.delivery_suburb,
      delivery_state: customers.delivery_state,
      delivery_postcode: customers.delivery_postcode,
      delivery_country: customers.delivery_country,
    })
    .from(customers)
    .where(scope({ site: customers.site_id, siteId }, { key: customers.customer_code, keys }))
    .orderBy(asc(customers.customer_code))
    .limit(rowLimit(keys));
  const records = found.map((c) => ({
    reference: c.customer_code,
    description: c.customer_name,
    data: {
      ...at(warehouse ?? ''),
      ...c,
      ...addressFields({ ...c, delivery_name: c.customer_name }),
      barcode: c.customer_code,
    },
  }));
  return byReference('customer', keys, records);
};

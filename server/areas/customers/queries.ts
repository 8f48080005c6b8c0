import { sql } from 'drizzle-orm';
import {
  CUSTOMER_MESSAGES,
  MESSAGES,
  customerProblems,
  type TCustomer,
  type TCustomerAttribute,
  type TCustomerCourierAccount,
  type TCustomerItem,
  type TCustomerListRow,
  type TCustomerMinimumDay,
  type TPartyProblem,
  type TPartySearchType,
} from '../../../src/contract';
import { rows, sqlList, partyFilter } from '../../db/sql';
import type { Db } from '../../db/types';
import { notFound, RuleErrors } from '../../errors';

/*
 * The customer service's SQL (document 1 "Customers"). Every statement names the site as well
 * as running under row-level security, so another site's customers are never read or written.
 */

export async function listCustomers(
  db: Db,
  siteId: string,
  q: { search_type: TPartySearchType; search_term: string; limit: number },
): Promise<TCustomerListRow[]> {
  const filter = partyFilter(q.search_type, q.search_term, {
    code: sql`customer_code`,
    name: sql`customer_name`,
    suburb: sql`delivery_suburb`,
  });
  return rows<TCustomerListRow>(
    db,
    sql`SELECT customer_code, customer_name, delivery_suburb, delivery_state,
               upper(customer_code) = upper(${q.search_term}) AS exact
        FROM wms.customers
        WHERE site_id = ${siteId} AND ${filter}
        ORDER BY upper(customer_code) = upper(${q.search_term}) DESC, customer_code
        LIMIT ${q.limit}`,
  );
}

type Includes = { attributes: boolean; minimum_days: boolean; courier_accounts: boolean };

export async function getCustomer(
  db: Db,
  siteId: string,
  code: string,
  include: Includes,
): Promise<TCustomer> {
  const [header] = await rows<TCustomer>(
    db,
    sql`SELECT customer_code, customer_name, delivery_address_1, delivery_address_2,
               delivery_suburb, delivery_state, delivery_postcode, delivery_country, active
        FROM wms.customers WHERE site_id = ${siteId} AND customer_code = ${code}`,
  );
  if (!header) throw notFound(CUSTOMER_MESSAGES.notFound(code));
  const out: TCustomer = { ...header };
  if (include.attributes)
    out.attributes = await rows<TCustomerAttribute>(
      db,
      sql`SELECT attribute, value FROM wms.customer_attributes
          WHERE site_id = ${siteId} AND customer_code = ${code} ORDER BY attribute`,
    );
  if (include.minimum_days)
    out.minimum_days = await rows<TCustomerMinimumDay>(
      db,
      sql`SELECT warehouse, minimum_days FROM wms.customer_minimum_days
          WHERE site_id = ${siteId} AND customer_code = ${code} ORDER BY warehouse`,
    );
  if (include.courier_accounts)
    out.courier_accounts = await rows<TCustomerCourierAccount>(
      db,
      sql`SELECT courier, account_number, service FROM wms.customer_courier_accounts
          WHERE site_id = ${siteId} AND customer_code = ${code} ORDER BY courier`,
    );
  return out;
}

/** Every failed rule of a save, the unknown warehouses of its minimum days included. */
async function problemsOf(db: Db, siteId: string, c: TCustomerItem): Promise<TPartyProblem[]> {
  const problems = customerProblems(c);
  const houses = [...new Set((c.minimum_days ?? []).map((m) => m.warehouse).filter(Boolean))];
  if (houses.length) {
    const found = await rows<{ warehouse: string }>(
      db,
      sql`SELECT warehouse FROM wms.warehouses
          WHERE site_id = ${siteId} AND warehouse IN (${sqlList(houses)})`,
    );
    const known = new Set(found.map((r) => r.warehouse));
    (c.minimum_days ?? []).forEach((m, i) => {
      if (m.warehouse && !known.has(m.warehouse))
        problems.push({
          path: `minimum_days.${i}.warehouse`,
          message: MESSAGES.unknownWarehouse(m.warehouse),
        });
    });
  }
  return problems;
}

/**
 * Add or update a customer. A list sent (attributes, minimum_days, courier_accounts) replaces
 * the stored one; a list left out is kept. Refused with one error per failed rule.
 */
export async function saveCustomer(db: Db, siteId: string, c: TCustomerItem): Promise<TCustomer> {
  const problems = await problemsOf(db, siteId, c);
  if (problems.length) throw new RuleErrors(problems.map((p) => ({ message: p.message })));
  const code = c.customer_code;
  await db.execute(sql`
    INSERT INTO wms.customers
      (site_id, customer_code, customer_name, delivery_address_1, delivery_address_2,
       delivery_suburb, delivery_state, delivery_postcode, delivery_country, active)
    VALUES (${siteId}, ${code}, ${c.customer_name}, ${c.delivery_address_1},
            ${c.delivery_address_2}, ${c.delivery_suburb}, ${c.delivery_state},
            ${c.delivery_postcode}, ${c.delivery_country}, ${c.active})
    ON CONFLICT (site_id, customer_code) DO UPDATE SET
      customer_name = EXCLUDED.customer_name, delivery_address_1 = EXCLUDED.delivery_address_1,
      delivery_address_2 = EXCLUDED.delivery_address_2,
      delivery_suburb = EXCLUDED.delivery_suburb, delivery_state = EXCLUDED.delivery_state,
      delivery_postcode = EXCLUDED.delivery_postcode,
      delivery_country = EXCLUDED.delivery_country, active = EXCLUDED.active,
      updated_at = now()`);
  const owner = sql`site_id = ${siteId} AND customer_code = ${code}`;
  if (c.attributes) {
    await db.execute(sql`DELETE FROM wms.customer_attributes WHERE ${owner}`);
    if (c.attributes.length)
      await db.execute(sql`
        INSERT INTO wms.customer_attributes (site_id, customer_code, attribute, value)
        VALUES ${sql.join(
          c.attributes.map((a) => sql`(${siteId}, ${code}, ${a.attribute}, ${a.value})`),
          sql`, `,
        )}`);
  }
  if (c.minimum_days) {
    await db.execute(sql`DELETE FROM wms.customer_minimum_days WHERE ${owner}`);
    if (c.minimum_days.length)
      await db.execute(sql`
        INSERT INTO wms.customer_minimum_days (site_id, customer_code, warehouse, minimum_days)
        VALUES ${sql.join(
          c.minimum_days.map((m) => sql`(${siteId}, ${code}, ${m.warehouse}, ${m.minimum_days})`),
          sql`, `,
        )}`);
  }
  if (c.courier_accounts) {
    await db.execute(sql`DELETE FROM wms.customer_courier_accounts WHERE ${owner}`);
    if (c.courier_accounts.length)
      await db.execute(sql`
        INSERT INTO wms.customer_courier_accounts
          (site_id, customer_code, courier, account_number, service)
        VALUES ${sql.join(
          c.courier_accounts.map(
            (a) => sql`(${siteId}, ${code}, ${a.courier}, ${a.account_number}, ${a.service})`,
          ),
          sql`, `,
        )}`);
  }
  return getCustomer(db, siteId, code, {
    attributes: true,
    minimum_days: true,
    courier_accounts: true,
  });
}

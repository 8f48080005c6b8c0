import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  PRINTING_MESSAGES as M,
  searchTermReady,
  type TCustomerLink,
  type TCustomerLinkKey,
  type TCustomerLinkRow,
  type TInventoryLink,
  type TInventoryLinkKey,
  type TInventoryLinkRow,
  type TMessage,
} from '../../../src/contract';
import { customerLinks, customers, inventory, inventoryLinks } from '../../db/schema';
import type { Db } from '../../db/types';
import { escapeLike } from '../../db/sql';
import { badRequest, RuleErrors } from '../../errors';
import { getInterface } from './interfaces';

const likeOf = (term?: string | null) =>
  searchTermReady(term) ? `%${escapeLike(term!.trim())}%` : undefined;

// ---- Customer links ---------------------------------------------------------------------

const customerColumns = {
  interface: customerLinks.interface,
  customer_link: customerLinks.customer_link,
  link_reference: customerLinks.link_reference,
  customer_name: sql<string>`coalesce(${customers.customer_name}, '')`,
};

function customerLinkRows(db: Db) {
  return db
    .select(customerColumns)
    .from(customerLinks)
    .leftJoin(
      customers,
      and(
        eq(customers.site_id, customerLinks.site_id),
        eq(customers.customer_code, customerLinks.link_reference),
      ),
    )
    .$dynamic();
}

/**
 * The customer links of one interface by linked code, each with the linked customer's name;
 * a term of 2 characters or more filters linked code, customer code or customer name.
 */
export async function listCustomerLinks(
  db: Db,
  siteId: string,
  itf: string,
  term?: string | null,
): Promise<TCustomerLinkRow[]> {
  await getInterface(db, siteId, itf);
  const pattern = likeOf(term);
  return customerLinkRows(db)
    .where(
      and(
        eq(customerLinks.site_id, siteId),
        eq(customerLinks.interface, itf),
        pattern
          ? or(
              ilike(customerLinks.customer_link, pattern),
              ilike(customerLinks.link_reference, pattern),
              ilike(customers.customer_name, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(customerLinks.customer_link));
}

async function findCustomerLink(db: Db, siteId: string, key: TCustomerLinkKey) {
  const [row] = await customerLinkRows(db).where(
    and(
      eq(customerLinks.site_id, siteId),
      eq(customerLinks.interface, key.interface),
      eq(customerLinks.customer_link, key.customer_link),
    ),
  );
  return row;
}

/** Add or update one customer link; the interface and the customer must exist at the site. */
export async function saveCustomerLink(
  db: Db,
  siteId: string,
  link: TCustomerLink,
): Promise<TCustomerLinkRow> {
  await getInterface(db, siteId, link.interface);
  const [customer] = await db
    .select({ code: customers.customer_code })
    .from(customers)
    .where(and(eq(customers.site_id, siteId), eq(customers.customer_code, link.link_reference)));
  if (!customer) throw badRequest(M.customerNotFound(link.link_reference));
  const set = { link_reference: link.link_reference, updated_at: new Date() };
  await db
    .insert(customerLinks)
    .values({ site_id: siteId, ...link, updated_at: set.updated_at })
    .onConflictDoUpdate({
      target: [customerLinks.site_id, customerLinks.interface, customerLinks.customer_link],
      set,
    });
  return (await findCustomerLink(db, siteId, link))!;
}

/** Delete customer links: every one must exist, else nothing is deleted. */
export async function deleteCustomerLinks(
  db: Db,
  siteId: string,
  keys: TCustomerLinkKey[],
): Promise<TCustomerLinkRow[]> {
  const refusals: TMessage[] = [];
  const found: TCustomerLinkRow[] = [];
  for (const key of keys) {
    const row = await findCustomerLink(db, siteId, key);
    if (row) found.push(row);
    else refusals.push({ message: M.customerLinkNotFound(key.interface, key.customer_link) });
  }
  if (refusals.length > 0) throw new RuleErrors(refusals);
  for (const key of found)
    await db
      .delete(customerLinks)
      .where(
        and(
          eq(customerLinks.site_id, siteId),
          eq(customerLinks.interface, key.interface),
          eq(customerLinks.customer_link, key.customer_link),
        ),
      );
  return found;
}

// ---- Inventory links --------------------------------------------------------------------

const inventoryColumns = {
  interface: inventoryLinks.interface,
  inventory_link: inventoryLinks.inventory_link,
  inventory_description: inventoryLinks.inventory_description,
  link_reference: inventoryLinks.link_reference,
  inventory_unit: inventoryLinks.inventory_unit,
  link_type: inventoryLinks.link_type,
  link_unit: inventoryLinks.link_unit,
  link_factor: inventoryLinks.link_factor,
};

/**
 * The inventory links of one interface by interface code; a term of 2 characters or more
 * filters interface code, inventory code or description.
 */
export async function listInventoryLinks(
  db: Db,
  siteId: string,
  itf: string,
  term?: string | null,
): Promise<TInventoryLinkRow[]> {
  await getInterface(db, siteId, itf);
  const pattern = likeOf(term);
  return db
    .select(inventoryColumns)
    .from(inventoryLinks)
    .where(
      and(
        eq(inventoryLinks.site_id, siteId),
        eq(inventoryLinks.interface, itf),
        pattern
          ? or(
              ilike(inventoryLinks.inventory_link, pattern),
              ilike(inventoryLinks.link_reference, pattern),
              ilike(inventoryLinks.inventory_description, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(inventoryLinks.inventory_link));
}

async function findInventoryLink(db: Db, siteId: string, key: TInventoryLinkKey) {
  const [row] = await db
    .select(inventoryColumns)
    .from(inventoryLinks)
    .where(
      and(
        eq(inventoryLinks.site_id, siteId),
        eq(inventoryLinks.interface, key.interface),
        eq(inventoryLinks.inventory_link, key.inventory_link),
      ),
    );
  return row;
}

/**
 * Add or update one inventory link; the interface and the item must exist at the site. A
 * blank description or unit of measure is taken from the item.
 */
export async function saveInventoryLink(
  db: Db,
  siteId: string,
  link: TInventoryLink,
): Promise<TInventoryLinkRow> {
  await getInterface(db, siteId, link.interface);
  const [item] = await db
    .select({
      description: inventory.inventory_description,
      unit: inventory.unit_of_measure,
    })
    .from(inventory)
    .where(and(eq(inventory.site_id, siteId), eq(inventory.inventory_code, link.link_reference)));
  if (!item) throw badRequest(M.inventoryNotFound(link.link_reference));
  const { interface: itf, inventory_link, ...rest } = link;
  const set = {
    ...rest,
    inventory_description: rest.inventory_description || item.description,
    inventory_unit: rest.inventory_unit || item.unit,
    updated_at: new Date(),
  };
  await db
    .insert(inventoryLinks)
    .values({ site_id: siteId, interface: itf, inventory_link, ...set })
    .onConflictDoUpdate({
      target: [inventoryLinks.site_id, inventoryLinks.interface, inventoryLinks.inventory_link],
      set,
    });
  return (await findInventoryLink(db, siteId, link))!;
}

/** Delete inventory links: every one must exist, else nothing is deleted. */
export async function deleteInventoryLinks(
  db: Db,
  siteId: string,
  keys: TInventoryLinkKey[],
): Promise<TInventoryLinkRow[]> {
  const refusals: TMessage[] = [];
  const found: TInventoryLinkRow[] = [];
  for (const key of keys) {
    const row = await findInventoryLink(db, siteId, key);
    if (row) found.push(row);
    else refusals.push({ message: M.inventoryLinkNotFound(key.interface, key.inventory_link) });
  }
  if (refusals.length > 0) throw new RuleErrors(refusals);
  for (const key of found)
    await db
      .delete(inventoryLinks)
      .where(
        and(
          eq(inventoryLinks.site_id, siteId),
          eq(inventoryLinks.interface, key.interface),
          eq(inventoryLinks.inventory_link, key.inventory_link),
        ),
      );
  return found;
}

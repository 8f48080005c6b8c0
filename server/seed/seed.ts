import { randomBytes } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { MODULE_CODES, type TPermissionFlags } from '../../src/contract';
import {
  dockLocations,
  helpTexts,
  pickAreas,
  pickSections,
  storage,
  printerSets,
  runSets,
  siteSettings,
  sites,
  userPermissions,
  userSites,
  userSiteWarehouses,
  users,
  warehouses,
  workCentres,
} from '../db/schema';
import type { Db } from '../db/types';
import { seedRuns } from './demo-runs';
import { hashPassword } from '../areas/auth/passwords';
import { seedDemoUsers } from './demo-users';
import {
  DEMO_HELP,
  DEMO_PICK_AREAS,
  DEMO_STORAGE,
  DEMO_DOCK_LOCATIONS,
  DEMO_PASSWORD,
  DEMO_SITES,
  DEMO_USERS,
  FIRST_NAMES,
  LAST_NAMES,
  WORK_CENTRE_WORDS,
} from './demo-data';
import { bulkInsert } from './bulk';
import { seedStockSetup } from '../areas/stock-setup/demo';
import { LOCATION_COLUMNS, demoLocations, type DemoLocation } from './demo-locations';
import { seedCustomerDetails } from './demo-customers';
import { seedDockets } from './demo-dockets';
import { seedFulfilmentSetup } from './demo-fulfilment-setup';
import { seedReferenceLists } from './demo-reference-lists';
import { seedJobs } from './demo-jobs';
import { seedTasks } from './demo-tasks';
import { seedSqlCommands } from './demo-sql';
import { seedOrders } from './demo-orders';
import { seedPacks } from './demo-packs';
import { seedPicks } from './demo-picks';
import { seedReceipts } from './demo-receipts';
import { seedProcessQueue } from './demo-process-queue';
import { seedSiteDetails } from './demo-sites';
import { seedStock } from './demo-stock';
import { seedUserAccess } from './demo-user-access';
import { seedPrinting } from './demo-printing';
import { seedCouriers } from './demo-couriers';
import { seedTemplates } from './demo-templates';
import { seedLabels } from './demo-labels';
import { seedDelivery } from './demo-delivery';
import { seedKnowledge } from './demo-knowledge';
import { seedPrintJobs } from './demo-print-jobs';
import { seedConsign } from './demo-consign';
import { seedReports } from './demo-reports';
import { DEMO_SEED, rng } from './prng';

export type SeedOptions = {
  /** 1 = the small demo; larger values add generated rows for benchmarks. */
  scale?: number;
  /** The seed day: movement times, date codes and order dates are relative to it. */
  now?: Date;
  /** How busy the 60 days of movements are (1 = the demo; benchmarks raise it). */
  activity?: number;
};

export type SeedSummary = {
  sites: number;
  warehouses: number;
  users: number;
  workCentres: number;
  locations: number;
  items: number;
  movements: number;
  onHands: number;
  salesOrders: number;
  purchaseOrders: number;
};

/** The demo sign-ins printed at start and in the README. */
export const DEMO_SIGN_INS = DEMO_USERS.map((u) => ({
  username: u.user_id,
  password: DEMO_PASSWORD,
  display_name: u.display_name,
  about: u.about,
}));

export async function hasUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}

/**
 * Load the deterministic demo data (a fixed PRNG seed): GLOBAL and two Australian sites, their
 * warehouses, run sets, printer sets and work centres, users of every role and licence, help.
 * Runs as the owner in one transaction.
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const scale = Math.max(1, Math.floor(options.scale ?? 1));
  const random = rng(DEMO_SEED);
  const phone = () => `04${random.digits(2)} ${random.digits(3)} ${random.digits(3)}`;

  const generated = Array.from({ length: (scale - 1) * 10 }, (_, i) => {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const site = i % 2 === 0 ? 'SXD' : 'TAS';
    return {
      user_id: `${first}.${last}.${i + 1}`.toLowerCase(),
      display_name: `${first} ${last}`,
      site,
    };
  });
  const hashes = await Promise.all(
    [...DEMO_USERS, ...generated].map(() => hashPassword(DEMO_PASSWORD)),
  );

  const now = options.now ?? new Date();
  const locationsByWarehouse = new Map<string, DemoLocation[]>();
  const runSetsByWarehouse = new Map<string, string[]>();

  const summary = await db.transaction(async (tx) => {
    let warehouseCount = 0;
    let workCentreCount = 0;
    for (const site of DEMO_SITES) {
      await tx.insert(sites).values({
        site_id: site.site_id,
        site_name: site.site_name,
        local_zone: site.local_zone,
        address_1: site.address_1 ?? null,
        suburb: site.suburb ?? null,
        state: site.state ?? null,
        postcode: site.postcode ?? null,
        contact_name: site.contact_name ?? null,
        contact_email: site.contact_email ?? null,
        contact_phone: site.contact_name ? phone() : null,
        gs1_company_prefix: site.gs1_company_prefix ?? null,
      });
      await tx
        .insert(siteSettings)
        .values({ site_id: site.site_id, ...site.settings, updated_by: 'seed' });
      if (site.warehouses.length) {
        await tx.insert(storage).values(
          DEMO_STORAGE.map(([code, storage_name, strict_storage, tile_colour]) => ({
            site_id: site.site_id,
            storage: code,
            storage_name,
            strict_storage,
            tile_colour,
          })),
        );
      }
      for (const [w, wh] of site.warehouses.entries()) {
        warehouseCount++;
        await tx.insert(warehouses).values({
          site_id: site.site_id,
          warehouse: wh.warehouse,
          warehouse_id: w + 1,
          warehouse_name: wh.warehouse_name,
          warehouse_address: wh.warehouse_address,
          local_timezone: site.local_zone,
          printer_url: `10.${random.int(10, 40)}.${random.int(0, 255)}.${random.int(10, 250)}`,
          printer_port: 9100,
        });
        const owner = { site_id: site.site_id, warehouse: wh.warehouse };
        await tx.insert(dockLocations).values(
          DEMO_DOCK_LOCATIONS.map(([dock_location, dock_location_name], i) => ({
            ...owner,
            dock_location,
            dock_location_name,
            barcode: `${wh.warehouse}-D${String(i + 1).padStart(2, '0')}`,
          })),
        );
        const areas = DEMO_PICK_AREAS[wh.warehouse] ?? [];
        if (areas.length) {
          await tx.insert(pickAreas).values(
            areas.map((a) => ({
              ...owner,
              pick_area: a.pick_area,
              pick_area_name: a.pick_area_name,
              barcode: `${wh.warehouse}-PA-${a.pick_area}`,
            })),
          );
          await tx.insert(pickSections).values(
            areas.flatMap((a) =>
              a.sections.map(([pick_section, pick_section_name, code]) => ({
                ...owner,
                pick_area: a.pick_area,
                pick_section,
                pick_section_name,
                storage: code,
                barcode: `${wh.warehouse}-PS-${pick_section}`,
              })),
            ),
          );
          const rows = demoLocations(
            wh.warehouse,
            `${w + 1}`.padStart(2, '0'),
            areas,
            scale,
            DEMO_SEED + w + 1,
          );
          locationsByWarehouse.set(`${site.site_id}/${wh.warehouse}`, rows);
          await bulkInsert(
            tx,
            'wms.locations',
            LOCATION_COLUMNS,
            rows.map((r) => ({ ...owner, ...r })),
          );
        }
        runSetsByWarehouse.set(
          `${site.site_id}/${wh.warehouse}`,
          wh.run_sets.map(([id]) => id),
        );
        await tx.insert(runSets).values(
          wh.run_sets.map(([runset_id, runset_name]) => ({
            site_id: site.site_id,
            runset_id,
            runset_name,
            warehouse: wh.warehouse,
          })),
        );
        await tx.insert(printerSets).values(
          wh.printer_sets.map(([printer_set, printer_set_name]) => ({
            site_id: site.site_id,
            printer_set,
            printer_set_name,
            warehouse: wh.warehouse,
          })),
        );
        const centres = [...wh.work_centres];
        for (let i = 1; i < scale; i++) {
          for (let j = 0; j < 3; j++) {
            const word = random.pick(WORK_CENTRE_WORDS);
            centres.push([`${word.slice(0, 4).toUpperCase()}${i}${j}`, `${word} Cell ${i}.${j}`]);
          }
        }
        workCentreCount += centres.length;
        await tx.insert(workCentres).values(
          centres.map(([work_centre, work_centre_name]) => ({
            site_id: site.site_id,
            warehouse: wh.warehouse,
            work_centre,
            work_centre_name,
          })),
        );
      }
    }

    for (const [i, u] of DEMO_USERS.entries()) {
      await tx.insert(users).values({
        user_id: u.user_id,
        email_address: u.email_address,
        display_name: u.display_name,
        password_hash: hashes[i]!,
        role: u.role,
        license_type: u.license_type,
        staff_id: `S${random.digits(5)}`,
        contact_phone: phone(),
        current_site: u.current_site,
      });
      for (const [siteId, grants] of Object.entries(u.sites)) {
        const home = siteId === u.current_site;
        const site = DEMO_SITES.find((s) => s.site_id === siteId);
        // At the home warehouse the demo user has already chosen its despatch printers and
        // morning runs, as a user would have after the first shift.
        const homeWarehouse = home
          ? site?.warehouses.find((w) => w.warehouse === u.current_warehouse)
          : undefined;
        await tx.insert(userSites).values({
          site_id: siteId,
          user_id: u.user_id,
          current_warehouse: home ? (u.current_warehouse ?? 'ALL') : 'ALL',
          printer_set: homeWarehouse?.printer_sets[0]?.[0] ?? null,
          run_set: homeWarehouse?.run_sets[0]?.[0] ?? null,
          timezone: site?.local_zone ?? null,
        });
        // ... remembered for that warehouse too, so leaving it (e.g. for ALL) and coming back
        // restores them.
        if (homeWarehouse) {
          await tx.insert(userSiteWarehouses).values({
            site_id: siteId,
            user_id: u.user_id,
            warehouse: homeWarehouse.warehouse,
            printer_set: homeWarehouse.printer_sets[0]?.[0] ?? null,
            run_set: homeWarehouse.run_sets[0]?.[0] ?? null,
          });
        }
        const rows = Object.entries(grants).map(([module, flags]) => ({
          site_id: siteId,
          user_id: u.user_id,
          module,
          ...(flags as TPermissionFlags),
        }));
        if (rows.length) await tx.insert(userPermissions).values(rows);
      }
    }

    for (const [i, g] of generated.entries()) {
      await tx.insert(users).values({
        user_id: g.user_id,
        display_name: g.display_name,
        email_address: `${g.user_id}@staff.example`,
        password_hash: hashes[DEMO_USERS.length + i]!,
        role: 'guest',
        license_type: 'Full User',
        staff_id: `S${random.digits(5)}`,
        contact_phone: phone(),
        current_site: g.site,
      });
      await tx
        .insert(userSites)
        .values({ site_id: g.site, user_id: g.user_id, current_warehouse: 'ALL' });
      await tx
        .insert(userPermissions)
        .values(MODULE_CODES.map((module) => ({ site_id: g.site, user_id: g.user_id, module })));
    }

    const staff = await seedDemoUsers(tx);

    await tx.insert(helpTexts).values(DEMO_HELP.map((h) => ({ ...h, updated_by: 'seed' })));

    const stockSites = DEMO_SITES.filter((s) => s.warehouses.length);
    for (const site of stockSites) await seedStockSetup(tx, site.site_id);
    await seedFulfilmentSetup(
      tx,
      stockSites.map((s) => s.site_id),
    );
    await seedReferenceLists(
      tx,
      stockSites.map((s) => s.site_id),
    );
    // Movements are made by the staff who may move stock at the site.
    const operators = Object.fromEntries(
      stockSites.map((site) => [
        site.site_id,
        [
          ...DEMO_USERS.filter((u) => u.sites[site.site_id]?.mo?.update).map((u) => u.user_id),
          ...generated.filter((g) => g.site === site.site_id).map((g) => g.user_id),
        ],
      ]),
    );
    const stock = await seedStock(tx, {
      now,
      scale,
      seed: DEMO_SEED + 100,
      activity: options.activity ?? 1,
      locations: locationsByWarehouse,
      operators,
      gs1Prefix: Object.fromEntries(
        stockSites.map((site) => [site.site_id, site.gs1_company_prefix ?? '9300000']),
      ),
    });
    const orders = await seedOrders(tx, {
      now,
      scale,
      seed: DEMO_SEED + 200,
      stocked: stock.stocked,
      runSets: runSetsByWarehouse,
    });
    await seedDockets(tx, { now, seed: DEMO_SEED + 400 });
    await seedCustomerDetails(tx, { seed: DEMO_SEED + 300 });
    await seedPicks(tx, { now, seed: DEMO_SEED + 600, scale });
    await seedReceipts(tx, { now, seed: DEMO_SEED + 500 });
    await seedProcessQueue(tx);
    await seedUserAccess(tx);
    await seedPrinting(tx);
    await seedLabels(tx);
    await seedJobs(tx, { now, seed: DEMO_SEED + 700 });
    await seedPacks(tx, { seed: DEMO_SEED + 700, scale });
    await seedRuns(tx);
    await seedPrintJobs(tx, { now });
    await seedTasks(tx, { now });
    await seedSqlCommands(tx);
    await seedSiteDetails(tx, { now });
    await seedCouriers(tx, { now });
    await seedTemplates(tx);
    await seedDelivery(tx, { now, seed: DEMO_SEED + 800 });
    await (await import('./demo-scripts')).seedScripts(tx, { now });
    await seedKnowledge(tx, { now });
    await seedConsign(tx, { now });
    await (await import('./demo-fish')).seedFish(tx, { now });
    await (await import('./demo-consignments')).seedConsignments(tx, { now });
    await seedReports(
      tx,
      stockSites.map((s) => s.site_id),
    );

    return {
      sites: DEMO_SITES.length,
      warehouses: warehouseCount,
      users: DEMO_USERS.length + generated.length + staff,
      workCentres: workCentreCount,
      locations: [...locationsByWarehouse.values()].reduce((n, l) => n + l.length, 0),
      items: stock.items,
      movements: stock.movements,
      onHands: stock.onHands,
      ...orders,
    };
  });
  // Planner statistics for the bulk load (PGlite has no autovacuum to gather them): without
  // them the first stock reads of a fresh database can pick seconds-long plans.
  await db.execute(sql`ANALYZE`);
  return summary;
}

/**
 * Without demo data: the GLOBAL site and one provider user with a random password, printed
 * once at start, so a fresh installation can be set up.
 */
export async function seedBootstrap(db: Db): Promise<{ username: string; password: string }> {
  const password = randomBytes(12).toString('base64url');
  const global = DEMO_SITES[0]!;
  await db.transaction(async (tx) => {
    await tx
      .insert(sites)
      .values({
        site_id: global.site_id,
        site_name: global.site_name,
        local_zone: global.local_zone,
      })
      .onConflictDoNothing();
    await tx.insert(siteSettings).values({ site_id: global.site_id }).onConflictDoNothing();
    await tx.insert(users).values({
      user_id: 'provider',
      display_name: 'Provider',
      role: 'provider',
      license_type: 'Full User',
      password_hash: await hashPassword(password),
      current_site: global.site_id,
      reset_flag: true,
    });
    await tx
      .insert(userSites)
      .values({ site_id: global.site_id, user_id: 'provider', current_warehouse: 'ALL' });
  });
  return { username: 'provider', password };
}

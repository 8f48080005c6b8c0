import { MODULE_CODES, type TModule, type TRole } from '../../src/contract';
import { hashPassword } from '../areas/auth/passwords';
import { userPermissions, userSites, users } from '../db/schema';
import type { Db } from '../db/types';
import { DEMO_PASSWORD } from './demo-data';

type StaffMember = {
  user_id: string;
  display_name: string;
  role: TRole;
  license_type: string;
  site: string;
  staff_id: string;
  contact_phone: string;
  shift: string;
  /** Modules with view and update (the rest view only, or none for a driver). */
  updates: TModule[];
  views: TModule[] | 'all';
  active_flag?: boolean;
  /** A new starter: no password yet, waiting for the administrator's reset. */
  new_starter?: boolean;
};

/**
 * More warehouse staff at the two demo sites for the Site Users screen: every licence, a
 * partner, a deactivated leaver and a new starter in reset mode. Within the sites'
 * allowances (SXD 25 full / 5 delivery / 10 view; TAS 15 / 8 / 5).
 */
const STAFF: StaffMember[] = [
  {
    user_id: 'jack.morrison',
    display_name: 'Jack Morrison',
    role: 'guest',
    license_type: 'Full User',
    site: 'SXD',
    staff_id: 'S10482',
    contact_phone: '0412 558 301',
    shift: 'EARLY',
    updates: ['in', 'wh', 'mo', 'so'],
    views: 'all',
  },
  {
    user_id: 'anika.perera',
    display_name: 'Anika Perera',
    role: 'guest',
    license_type: 'Full User',
    site: 'SXD',
    staff_id: 'S10517',
    contact_phone: '0423 119 784',
    shift: 'DAY',
    updates: ['so', 'dd', 'in', 'job'],
    views: 'all',
  },
  {
    user_id: 'rhys.baker',
    display_name: 'Rhys Baker',
    role: 'guest',
    license_type: 'Delivery User',
    site: 'SXD',
    staff_id: 'S10633',
    contact_phone: '0438 402 915',
    shift: 'EARLY',
    updates: ['dd'],
    views: ['so', 'dd'],
  },
  {
    user_id: 'kylie.white',
    display_name: 'Kylie White',
    role: 'guest',
    license_type: 'View User',
    site: 'SXD',
    staff_id: 'S10291',
    contact_phone: '0407 236 550',
    shift: 'DAY',
    updates: [],
    views: ['in', 'so', 'po'],
  },
  {
    user_id: 'olivia.hart',
    display_name: 'Olivia Hart',
    role: 'partner',
    license_type: 'Full User',
    site: 'SXD',
    staff_id: 'P2041',
    contact_phone: '0419 870 126',
    shift: 'DAY',
    updates: [],
    views: ['so', 'po', 'in'],
  },
  {
    user_id: 'daniel.santos',
    display_name: 'Daniel Santos',
    role: 'guest',
    license_type: 'Full User',
    site: 'SXD',
    staff_id: 'S09877',
    contact_phone: '0431 664 209',
    shift: 'NIGHT',
    updates: ['in', 'mo'],
    views: 'all',
    active_flag: false,
  },
  {
    user_id: 'tran.nguyen',
    display_name: 'Tran Nguyen',
    role: 'guest',
    license_type: 'Full User',
    site: 'SXD',
    staff_id: 'S10702',
    contact_phone: '0445 318 072',
    shift: 'AFTERNOON',
    updates: ['in', 'wh'],
    views: 'all',
    new_starter: true,
  },
  {
    user_id: 'hamish.fraser',
    display_name: 'Hamish Fraser',
    role: 'guest',
    license_type: 'Full User',
    site: 'TAS',
    staff_id: 'T20114',
    contact_phone: '0408 951 443',
    shift: 'DAY',
    updates: ['in', 'wh', 'mo'],
    views: 'all',
  },
  {
    user_id: 'sophie.reid',
    display_name: 'Sophie Reid',
    role: 'guest',
    license_type: 'Delivery User',
    site: 'TAS',
    staff_id: 'T20158',
    contact_phone: '0427 705 318',
    shift: 'EARLY',
    updates: ['dd'],
    views: ['so', 'dd'],
  },
];

/** Add the demo's warehouse staff (members of their site, with their permissions). */
export async function seedDemoUsers(tx: Db): Promise<number> {
  const hashes = await Promise.all(
    STAFF.map((s) => (s.new_starter ? null : hashPassword(DEMO_PASSWORD))),
  );
  for (const [i, s] of STAFF.entries()) {
    await tx.insert(users).values({
      user_id: s.user_id,
      display_name: s.display_name,
      email_address: `${s.user_id}@staff.example`,
      password_hash: hashes[i] ?? null,
      role: s.role,
      license_type: s.license_type,
      active_flag: s.active_flag ?? true,
      reset_flag: s.new_starter ?? false,
      staff_id: s.staff_id,
      contact_phone: s.contact_phone,
      shift: s.shift,
      current_site: s.site,
    });
    await tx
      .insert(userSites)
      .values({ site_id: s.site, user_id: s.user_id, current_warehouse: 'ALL' });
    const viewed = s.views === 'all' ? MODULE_CODES : s.views;
    const modules = [...new Set([...viewed, ...s.updates])];
    if (modules.length) {
      await tx.insert(userPermissions).values(
        modules.map((module) => ({
          site_id: s.site,
          user_id: s.user_id,
          module,
          view: true,
          update: s.updates.includes(module),
          delete: false,
        })),
      );
    }
  }
  return STAFF.length;
}

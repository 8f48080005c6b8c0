import { asc } from 'drizzle-orm';
import { LOCATION_LABEL_TYPE } from '../../../src/contract';
import { locations } from '../../db/schema';
import { byReference, rowLimit, scope, type Loader } from './keyed';

export const locationRecords: Loader = async ({ db, siteId, at, keys, warehouse }) => {
  const found = await db
    .select({
      warehouse: locations.warehouse,
      location: locations.location,
      location_name: locations.location_name,
      barcode: locations.barcode,
      pick_area: locations.pick_area,
      pick_section: locations.pick_section,
      storage: locations.storage,
      location_type: locations.location_type,
      aisle: locations.aisle,
      bay: locations.bay,
      level: locations.level,
      pick_sequence: locations.pick_sequence,
    })
    .from(locations)
    .where(
      scope(
        { site: locations.site_id, siteId },
        { key: locations.location, keys },
        { column: locations.warehouse, warehouse },
      ),
    )
    .orderBy(asc(locations.warehouse), asc(locations.location))
    .limit(rowLimit(keys));
  const records = found.map((l) => ({
    reference: l.location,
    description: l.location_name,
    data: {
      ...at(l.warehouse),
      ...l,
      barcode: l.barcode || l.location,
      label_type: LOCATION_LABEL_TYPE,
    },
  }));
  return byReference('location', keys, records);
};

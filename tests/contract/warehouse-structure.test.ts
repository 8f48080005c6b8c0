import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  ZPickSection,
  ZStorage,
  blankWarehouse,
  fieldErrors,
  pickAreaErrors,
  warehouseSaveErrors,
} from '../../src/contract';

describe('warehouse structure rules (shared by the screens and the server)', () => {
  it('a new warehouse has document 3’s defaults', () => {
    expect(blankWarehouse('Australia/Melbourne')).toMatchObject({
      warehouse_id: 0,
      receipt_to_location: true,
      printer_port: 0,
      no_despatch_prints: 1,
      ignore_erp_so_date_changes: false,
      ignore_erp_so_run_changes: false,
      external_run_sequencing: false,
      local_timezone: 'Australia/Melbourne',
    });
  });

  it('collects one error per failure', () => {
    const item = blankWarehouse();
    expect(warehouseSaveErrors(item).map((e) => e.message)).toEqual([
      MESSAGES.noDockLocation,
      MESSAGES.noPickArea,
    ]);
    item.dock_locations.push({ dock_location: 'D1', dock_location_name: 'Door', barcode: '' });
    item.pick_areas.push({
      pick_area: 'A',
      pick_area_name: 'Ambient',
      barcode: '',
      pick_sections: [],
    });
    item.pick_areas.push({
      pick_area: 'B',
      pick_area_name: 'Bulk',
      barcode: '',
      pick_sections: [],
    });
    expect(warehouseSaveErrors(item)).toEqual([
      { message: 'Ambient Has no Pick Section', exception: MESSAGES.pickAreaNoSectionDetail },
      { message: 'Bulk Has no Pick Section', exception: MESSAGES.pickAreaNoSectionDetail },
    ]);
  });

  it('pick sections need code, name and storage, each once per area', () => {
    const area = {
      pick_area: 'A',
      pick_area_name: 'Ambient',
      barcode: '',
      pick_sections: [
        { pick_section: '', pick_section_name: '', storage: '', barcode: '' },
        { pick_section: 'A1', pick_section_name: 'One', storage: 'SHF', barcode: '' },
        { pick_section: 'A1', pick_section_name: 'Again', storage: 'SHF', barcode: '' },
      ],
    };
    expect(pickAreaErrors(area).map((e) => e.message)).toEqual([
      'Pick Section Cannot be blank',
      'Pick Section Name Cannot be blank',
      'Storage Must be set',
      MESSAGES.duplicateCode('Pick Section', 'A1'),
    ]);
    const form = ZPickSection.safeParse({ pick_section: '', pick_section_name: '', storage: '' });
    expect(form.success).toBe(false);
    expect(fieldErrors(form.error!)).toEqual({
      pick_section: 'Pick Section Cannot be blank',
      pick_section_name: 'Pick Section Name Cannot be blank',
      storage: 'Storage Must be set',
    });
  });

  it('storage: code with the alpha_dash rule, a name, a #RRGGBB tile colour or none', () => {
    expect(ZStorage.parse({ storage: 'PAL', storage_name: 'Pallet' })).toEqual({
      storage: 'PAL',
      storage_name: 'Pallet',
      strict_storage: false,
      tile_colour: '',
    });
    expect(ZStorage.safeParse({ storage: 'P L', storage_name: 'x' }).success).toBe(false);
    expect(
      ZStorage.safeParse({ storage: 'P', storage_name: 'x', tile_colour: 'red' }).success,
    ).toBe(false);
  });
});

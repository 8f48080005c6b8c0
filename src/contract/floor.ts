/*
 * The floor screens' own words (scan-first tablet screens, src/areas/floor): what a step
 * asks for, and the questions a screen asks before it queues a write. A rule the server
 * also checks uses the server's message (e.g. LEDGER_MESSAGES.notEnoughStock), not one
 * of these.
 */
export const FLOOR_MESSAGES = {
  scanLocation: 'Scan a location',
  scanToLocation: 'Scan the location to move to',
  differentLocation: 'Move to a different location',
  scanItem: 'Scan an item',
  quantityAboveZero: 'Enter a quantity above 0',
  quantityAtMost: (max: number) => `Enter a quantity of at most ${max.toLocaleString('en')}`,
  locationNotInWarehouse: (location: string, warehouse: string) =>
    `Location ${location} is not in ${warehouse}`,
  noItemMatches: (code: string) => `No item matches ${code}`,
  /** What was scanned, shown before the quantity: the item's on hand at the location. */
  onHandAt: (quantity: number, unit: string, location: string) =>
    `${quantity.toLocaleString('en', { maximumFractionDigits: 3 })}${unit ? ` ${unit}` : ''} on hand at ${location}`,
  onHandUnknown: (location: string) => `On hand at ${location}: not known on this device`,

  // Write off / on: the reason, scanned from a reason-code barcode or typed.
  reasonHint: 'Scan the reason-code barcode, or type the code and press Enter',
  reasonChoices: 'Reason codes',
  reasonNotFound: (code: string) => `No reason code "${code}" on this device`,

  // Packs
  packEmptyQuestion: (pack: string) =>
    `Pack ${pack} has no lines. Scan an item into it, or save it empty?`,
  packSaveEmpty: 'Save it empty',
  packKeepScanning: 'Scan items',
  /** Void a new pack's number: the only way a reserved number is burned. */
  packVoid: 'Void pack',
  packVoidTitle: (pack: string) => `Void pack ${pack}?`,
  packVoidBody: (pack: string) =>
    `Pack number ${pack} will never be used. Cancel instead keeps the number for the next new pack.`,
  /** A carton's barcode scanned: one carton, counted in the item's base unit. */
  packCartonScanned: (unit: string, size: number, baseUnit: string) =>
    `1 ${unit} = ${size} ${baseUnit}`,

  // The screen's writes waiting in the outbox (also after a reload).
  moreWaiting: (n: number) => `and ${n} more waiting on the Sync page`,
} as const;

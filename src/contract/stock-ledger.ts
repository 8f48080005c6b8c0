/**
 * The stock ledger's rules: what a movement is and the messages a refused one
 * answers. The server's ledger (server/areas/stock/ledger.ts) is the only writer of on hands.
 */

/** What made a movement. */
export const MOVEMENT_TYPES = [
  'WRITE_OFF',
  'WRITE_ON',
  'TRANSFER',
  'PICK',
  'RECEIPT',
  'PUT_AWAY',
] as const;
export type TMovementType = (typeof MOVEMENT_TYPES)[number];

/** Quantities carry at most three decimals (kilograms to the gram). */
export const QUANTITY_DECIMALS = 3;

export const LEDGER_MESSAGES = {
  quantityPositive: 'Quantity must be greater than 0',
  notEnoughStock: (inventory: string, location: string, onHand: number, asked: number) =>
    `Not enough stock: ${inventory} at ${location} has ${onHand} on hand, ${asked} asked`,
  noStockHere: (inventory: string, location: string) =>
    `There is no ${inventory} on hand at ${location}`,
  sameLocation: 'From and To locations must be different',
  immutable: 'Stock movements are immutable',
} as const;

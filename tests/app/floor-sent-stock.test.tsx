import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEDGER_MESSAGES, type TOutboxEntry } from '../../src/contract';
import { floorDb } from '../../src/offline/db';
import { clearRows } from '../../src/offline/mirror-store';
import { forgetHeld, rememberSent } from '../../src/offline/sent-writes';
import { enterInto, floorUserOfflineAtDc1, renderFloorForm, signOutFloorUser } from './floor-form';
import { putMirrorRows } from './mirror-rows';

/*
 * Issue 26: after a (background) sync the device's view of stock keeps every write the server
 * accepted until a refresh of the on hands holds it. The mirror was refreshed before a move
 * of 5 PAS-500-SPAG from A-01-01-A to C-02-02-A was sent; until the next refresh, the move
 * screen counts it as it did while it waited in the outbox.
 */
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

/** The move as the outbox sent it (the server accepted it; it left the outbox). */
const sentMove: TOutboxEntry = {
  id: 'sent-move-1',
  site_id: 'SXD',
  user_id: 'floor',
  service: 'movement',
  entity: 'movement',
  action: 'add',
  kind: 'movement',
  label: 'Move 5 PAS-500-SPAG from A-01-01-A to C-02-02-A',
  status: 'sending',
  attempts: 1,
  created_at: minutesAgo(3),
  data: {
    movement: {
      action: 'TRANSFER',
      warehouse: 'DC1',
      inventory: 'PAS-500-SPAG',
      location: 'A-01-01-A',
      to_location: 'C-02-02-A',
      quantity: 5,
    },
  },
};

beforeEach(async () => {
  // Offline from here: what this screen queues stays in the outbox.
  await floorUserOfflineAtDc1();
  await floorDb.device.clear();
  // The last refresh, asked for 10 minutes ago: 6 at A-01-01-A, none at C-02-02-A.
  await clearRows('on_hands');
  await putMirrorRows('on_hands', [
    {
      on_hand_id: 1,
      warehouse: 'DC1',
      location: 'A-01-01-A',
      inventory_code: 'PAS-500-SPAG',
      serial_batch: '',
      date_code: '',
      quantity: '6.000',
    },
  ]);
  await floorDb.cursors.put({
    entity: 'on_hands',
    site_id: 'SXD',
    warehouse: 'DC1',
    cursor: '1',
    pulled_at: minutesAgo(10),
    asked_at: minutesAgo(10),
    rows: 1,
  });
  // The move was accepted 2 minutes ago (as the sender records it with the answers).
  await floorDb.transaction('rw', floorDb.device, () =>
    rememberSent(floorDb, [sentMove], minutesAgo(2)),
  );
});
afterEach(async () => {
  signOutFloorUser();
  await clearRows('on_hands');
  await floorDb.cursors.clear();
  await floorDb.device.clear();
});

describe('the device counts the stock writes it sent until a refresh holds them', () => {
  it('moves on stock just moved in, and refuses what the sent move took', async () => {
    renderFloorForm('move');
    // The 5 moved in are there on this device: a second move of 4 from there is queued.
    await enterInto('From location', 'C-02-02-A');
    await enterInto('Item', 'PAS-500-SPAG');
    await enterInto('Quantity', '4');
    await enterInto('To location', 'B-01-01-A');
    await waitFor(async () => expect(await floorDb.outbox.count()).toBe(1));
    expect(screen.queryByText(/no PAS-500-SPAG on hand/)).toBeNull();

    // And the 5 moved out are gone from A-01-01-A: 1 is left there.
    await enterInto('From location', 'A-01-01-A');
    await enterInto('Item', 'PAS-500-SPAG');
    await enterInto('Quantity', '3');
    expect(
      await screen.findByText(LEDGER_MESSAGES.notEnoughStock('PAS-500-SPAG', 'A-01-01-A', 1, 3)),
    ).toBeTruthy();
    expect(await floorDb.outbox.count()).toBe(1);
  });

  it('stops counting a sent write once a refresh asked for after it holds it', async () => {
    // A refresh asked for now holds the move: the mirror would show 5 at C-02-02-A; this one
    // does not, so the move is no longer counted twice (nor at all, here).
    await forgetHeld(floorDb, new Date().toISOString());
    await floorDb.cursors.update('on_hands', { asked_at: new Date().toISOString() });
    renderFloorForm('move');
    await enterInto('From location', 'C-02-02-A');
    await enterInto('Item', 'PAS-500-SPAG');
    await enterInto('Quantity', '4');
    expect(
      await screen.findByText(LEDGER_MESSAGES.noStockHere('PAS-500-SPAG', 'C-02-02-A')),
    ).toBeTruthy();
    expect(await floorDb.outbox.count()).toBe(0);
  });
});

import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isValidSscc, SYNC_DEFAULTS, type TPackNumberBlock } from '../../src/contract';

const reserved: { count: number; device_id: string }[] = [];
let next = 1;
let offline = false;

vi.mock('../../src/api/client', () => {
  const call = vi.fn(
    async (
      _service: string,
      request: { entity: string; action: string; data: { count: number; device_id: string } },
    ) => {
      if (offline) throw new Error('offline');
      reserved.push(request.data);
      const block: TPackNumberBlock = {
        block_id: `block-${reserved.length}`,
        prefix: 'PK',
        first_number: next,
        count: request.data.count,
        first_sscc_serial: 1000 + next,
        gs1_company_prefix: '9312345',
        sscc_extension_digit: 0,
      };
      next += request.data.count;
      return { success: true, results: [block], errors: [], warnings: [], info: [] };
    },
  );
  // A contract's call is the envelope call of its service, entity and action.
  type TContract = { service: string; entity: string; action: string };
  const callAction = (contract: TContract, data: { count: number; device_id: string }) =>
    call(contract.service, { entity: contract.entity, action: contract.action, data });
  const callResults = async (contract: TContract, data: { count: number; device_id: string }) =>
    (await callAction(contract, data)).results;
  return { call, callAction, callResults };
});

const { floorDb } = await import('../../src/offline/db');
const { packNumbersLeft, takePackNumber, topUpPackNumbers, deviceId } =
  await import('../../src/offline/pack-numbers');

const owner = { site_id: 'SXD', user_id: 'floor' };

beforeEach(async () => {
  await floorDb.packNumbers.clear();
  reserved.length = 0;
  next = 1;
  offline = false;
});

describe('pack numbers on the device', () => {
  it('keeps a block reserved and hands numbers out offline, each once', async () => {
    expect(await topUpPackNumbers({ owner })).toBe(SYNC_DEFAULTS.packNumberBlockSize);
    expect(reserved).toEqual([
      { count: SYNC_DEFAULTS.packNumberBlockSize, device_id: await deviceId() },
    ]);
    // Enough left: no second reservation.
    await topUpPackNumbers({ owner });
    expect(reserved).toHaveLength(1);

    offline = true;
    const a = await takePackNumber('pack-a', owner);
    const b = await takePackNumber('pack-b', owner);
    expect(a).toEqual({ container_number: 'PK0000001', sscc_number: expect.any(String) });
    expect(b!.container_number).toBe('PK0000002');
    expect(isValidSscc(a!.sscc_number)).toBe(true);
    expect(a!.sscc_number).not.toBe(b!.sscc_number);
    expect((await floorDb.packNumbers.get('PK0000001'))!.used_by).toBe('pack-a');
    expect(await packNumbersLeft(owner)).toBe(SYNC_DEFAULTS.packNumberBlockSize - 2);
  });

  it('tops up below the low-water mark and runs dry offline without failing', async () => {
    offline = true;
    expect(await takePackNumber('x', owner)).toBeNull();
    offline = false;
    await topUpPackNumbers({ owner });
    const total = SYNC_DEFAULTS.packNumberBlockSize;
    for (let i = 0; i <= total - SYNC_DEFAULTS.packNumberLowWater; i++) {
      await takePackNumber(`p${i}`, owner);
    }
    // Below the low-water mark: a top-up was started in the background.
    await topUpPackNumbers({ owner });
    expect(reserved.length).toBe(2);
    expect(reserved[1]!.count).toBe(total - (SYNC_DEFAULTS.packNumberLowWater - 1));
    expect(await packNumbersLeft(owner)).toBe(total);
  });

  it("never hands out another user's numbers", async () => {
    await topUpPackNumbers({ owner });
    expect(await takePackNumber('x', { site_id: 'SXD', user_id: 'admin' })).toBeNull();
    expect(await takePackNumber('x', { site_id: 'TAS', user_id: 'floor' })).toBeNull();
  });
});

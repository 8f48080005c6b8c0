import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES, type TUserSite } from '../../src/contract';
import { idempotencyKeys, userSites } from '../../server/db/schema';
import { startServer } from './harness';

const server = startServer();

const saveWarehouse = (token: string, warehouse: string, requestId: string) =>
  server.call<TUserSite>(token, 'user', {
    site_id: 'SXD',
    entity: 'user_settings',
    action: 'save',
    data: { current_warehouse: warehouse },
    request_id: requestId,
  });

async function savedWarehouse(userId: string) {
  const [row] = await server.db
    .select()
    .from(userSites)
    .where(and(eq(userSites.site_id, 'SXD'), eq(userSites.user_id, userId)));
  return row?.current_warehouse;
}

describe('request_id: a replayed write is answered from the store, not applied twice', () => {
  it('answers a replay with the first answer and leaves later changes alone', async () => {
    const token = await server.login('floor');
    const first = await saveWarehouse(token, 'DC2', 'outbox-7f3a-0001');
    expect(first.status).toBe(200);
    expect(first.body.results[0]).toMatchObject({ current_warehouse: 'DC2' });

    // The user moves on to another warehouse; then the outbox replays the old write.
    await saveWarehouse(token, 'RET', 'outbox-7f3a-0002');
    const replay = await saveWarehouse(token, 'DC2', 'outbox-7f3a-0001');
    expect(replay.status).toBe(200);
    expect(replay.response.headers['idempotent-replay']).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await savedWarehouse('floor')).toBe('RET');
  });

  it('refuses a request_id reused for a different call', async () => {
    const token = await server.login('floor');
    await saveWarehouse(token, 'DC1', 'outbox-7f3a-0100');
    const reused = await server.call(token, 'user', {
      site_id: 'SXD',
      entity: 'profile',
      action: 'get',
      request_id: 'outbox-7f3a-0100',
    });
    expect(reused.status).toBe(422);
    expect(reused.body.errors[0]).toMatchObject({
      message: MESSAGES.requestIdPayloadDiffers,
      code: ERROR_CODES.CONFLICT,
    });
  });

  it('refuses the same request_id sent again with another body, and applies nothing', async () => {
    const token = await server.login('floor');
    const first = await saveWarehouse(token, 'DC1', 'outbox-7f3a-0300');
    expect(first.status).toBe(200);
    const changed = await saveWarehouse(token, 'DC2', 'outbox-7f3a-0300');
    expect(changed.status).toBe(422);
    expect(changed.response.headers['idempotent-replay']).toBeUndefined();
    expect(changed.body.success).toBe(false);
    expect(changed.body.errors[0]).toMatchObject({
      message: MESSAGES.requestIdPayloadDiffers,
      code: ERROR_CODES.CONFLICT,
    });
    expect(await savedWarehouse('floor')).toBe('DC1');
    // The same envelope, its keys in another order and with user_id, is still the same call.
    const same = await server.call<TUserSite>(token, 'user', {
      request_id: 'outbox-7f3a-0300',
      data: { current_warehouse: 'DC1' },
      action: 'save',
      entity: 'user_settings',
      user_id: 'floor',
      site_id: 'SXD',
    });
    expect(same.status).toBe(200);
    expect(same.response.headers['idempotent-replay']).toBe('true');
    expect(same.body).toEqual(first.body);
  });

  it('stores nothing for a refused write, so a corrected retry is applied', async () => {
    const token = await server.login('floor');
    const refused = await saveWarehouse(token, 'NOPE', 'outbox-7f3a-0200');
    expect(refused.status).toBe(400);
    const stored = await server.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.request_id, 'outbox-7f3a-0200'));
    expect(stored).toHaveLength(0);
    const retried = await saveWarehouse(token, 'DC1', 'outbox-7f3a-0200');
    expect(retried.status).toBe(200);
    expect(await savedWarehouse('floor')).toBe('DC1');
  });

  it('keeps keys per user: the same request_id from another user is its own call', async () => {
    const floor = await server.login('floor');
    const admin = await server.login('admin');
    await saveWarehouse(floor, 'DC1', 'shared-key-1');
    const other = await saveWarehouse(admin, 'DC2', 'shared-key-1');
    expect(other.status).toBe(200);
    expect(other.response.headers['idempotent-replay']).toBeUndefined();
    expect(await savedWarehouse('admin')).toBe('DC2');
  });
});

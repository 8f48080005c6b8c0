import { beforeAll, describe, expect, it } from 'vitest';
import {
  ENTITY_LAMBDA_SCRIPT_TYPE,
  ENTITY_SCRIPT_TYPE,
  SCRIPT_MESSAGES,
  SCRIPT_TYPE,
  entityScriptLabel,
  scriptSiteDocument,
  type TScriptRow,
} from '../../src/contract';
import { startServer } from './harness';

/*
 * A script that an active entity script runs is neither deleted nor deactivated, by the script
 * calls or the document store: the refusal names the entity scripts.
 */

const server = startServer();
let admin: string;

const script = <T = TScriptRow>(action: string, data: unknown) =>
  server.call<T>(admin, 'script', { site_id: 'SXD', entity: 'script', action, data });
const store = (action: string, data: unknown) =>
  server.call(admin, 'document', { site_id: 'SXD', entity: 'dynamodb', action, data });
const errorsOf = (answer: { body: { errors: { message: string }[] } }) =>
  answer.body.errors.map((e) => e.message);

async function saveScript(name: string) {
  const saved = await script('check', {
    script: { script: name, description: name, code_snippet: 'return true;' },
  });
  expect(saved.status, JSON.stringify(saved.body.errors)).toBe(200);
}

/** A v2 entity script running `lambda` before movement/add. */
const beforeMovementAdd = (lambda: string, active: boolean) =>
  store('add', {
    item: {
      site_document: scriptSiteDocument('SXD', ENTITY_LAMBDA_SCRIPT_TYPE),
      document_type: ENTITY_LAMBDA_SCRIPT_TYPE,
      lambda,
      entity: 'movement',
      action: 'add',
      stage: 'before',
      active,
    },
  });

const stillActive = async (name: string) => {
  const got = await script('get', { script: name });
  expect(got.status).toBe(200);
  expect(got.body.results[0]!.active).toBe(true);
};

beforeAll(async () => {
  admin = await server.login('admin');
  await saveScript('check_move');
  expect((await beforeMovementAdd('check_move', true)).status).toBe(200);
});

describe('a script in use by an active entity script', () => {
  const inUse = SCRIPT_MESSAGES.inUse('check_move', [
    entityScriptLabel('movement', 'add', 'before'),
  ]);

  it('script delete is refused with a message naming the entity script; the script stays', async () => {
    const refused = await script('delete', { items: [{ script: 'check_move' }] });
    expect(refused.status).toBe(409);
    expect(errorsOf(refused)).toEqual([inUse]);
    await stillActive('check_move');
  });

  it('script check with active false is refused; the script stays active', async () => {
    const refused = await script('check', {
      script: { script: 'check_move', code_snippet: 'return true;', active: false },
    });
    expect(refused.status).toBe(409);
    expect(errorsOf(refused)).toEqual([inUse]);
    await stillActive('check_move');
  });

  it('the document store neither deletes nor deactivates it', async () => {
    const deleted = await store('delete', {
      site_document: scriptSiteDocument('SXD', SCRIPT_TYPE),
      document_id: 'check_move',
    });
    expect(deleted.status).toBe(409);
    expect(errorsOf(deleted)).toEqual([inUse]);
    const deactivated = await store('add', {
      item: {
        site_document: scriptSiteDocument('SXD', SCRIPT_TYPE),
        document_type: SCRIPT_TYPE,
        script: 'check_move',
        code_snippet: 'return true;',
        active: false,
      },
    });
    expect(deactivated.status).toBe(409);
    expect(errorsOf(deactivated)).toEqual([inUse]);
    await stillActive('check_move');
  });

  it('a v1 entity script counts too, and every entity script is named', async () => {
    await saveScript('stamp');
    const v1 = await store('add', {
      item: {
        site_document: scriptSiteDocument('SXD', ENTITY_SCRIPT_TYPE),
        document_type: ENTITY_SCRIPT_TYPE,
        entity: 'movement',
        action: 'transfer',
        script: 'stamp',
      },
    });
    expect(v1.status, JSON.stringify(v1.body.errors)).toBe(200);
    expect((await beforeMovementAdd('stamp', true)).status).toBe(200);
    const refused = await script('delete', { items: [{ script: 'stamp' }] });
    expect(refused.status).toBe(409);
    expect(errorsOf(refused)).toEqual([
      SCRIPT_MESSAGES.inUse('stamp', [
        entityScriptLabel('movement', 'add', 'before'),
        entityScriptLabel('movement', 'transfer', 'after'),
      ]),
    ]);
  });

  it('once its entity script is deactivated, the script is deleted', async () => {
    expect((await beforeMovementAdd('check_move', false)).status).toBe(200);
    const deleted = await script('delete', { items: [{ script: 'check_move' }] });
    expect(deleted.status, JSON.stringify(deleted.body.errors)).toBe(200);
    expect((await script('get', { script: 'check_move' })).status).toBe(404);
  });

  it('a script no entity script runs is deactivated and deleted as before', async () => {
    await saveScript('spare');
    const off = await script('check', {
      script: { script: 'spare', code_snippet: 'return 1;', active: false },
    });
    expect(off.status).toBe(200);
    expect((await script('delete', { items: [{ script: 'spare' }] })).status).toBe(200);
  });
});

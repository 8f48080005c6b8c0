import { describe, expect, it } from 'vitest';
import { actionKey } from '../../src/contract';
import { ACTION_CONTRACTS, type ActionMap } from '../../src/contract/actions';
import { ACTIONS } from '../../server/areas/registry';

describe('the action contracts', () => {
  it('each contract of src/contract is served by exactly one action, with its own schemas', () => {
    for (const contract of ACTION_CONTRACTS) {
      const served = ACTIONS.filter((a) => actionKey(a) === actionKey(contract));
      expect(served, actionKey(contract)).toHaveLength(1);
      expect(served[0]!.input, actionKey(contract)).toBe(contract.input);
      expect(served[0]!.output, actionKey(contract)).toBe(contract.output);
    }
  });

  it('each action serves a contract of the map', () => {
    const keys = new Set(ACTION_CONTRACTS.map(actionKey));
    for (const action of ACTIONS) {
      expect(keys.has(actionKey(action)), actionKey(action)).toBe(true);
    }
  });

  it('the map is typed by key', () => {
    const get: ActionMap['warehouse/warehouse/get'] = ACTION_CONTRACTS.find(
      (c) => actionKey(c) === 'warehouse/warehouse/get',
    ) as ActionMap['warehouse/warehouse/get'];
    expect(get.action).toBe('get');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAlertsStore } from '../../src/app/alerts/alerts-store';
import { ALERT_DISMISS_MS } from '../../src/contract';

describe('alerts store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows identical warnings once, but every error and info', () => {
    const store = createAlertsStore();
    store.add({ kind: 'warning', message: 'Low stock' });
    store.add({ kind: 'warning', message: 'Low stock' });
    store.add({ kind: 'warning', message: 'Other' });
    store.add({ kind: 'error', message: 'Failed', exception: 'detail' });
    store.add({ kind: 'error', message: 'Failed', exception: 'detail' });
    store.add({ kind: 'info', message: 'Saved' });
    expect(store.getAlerts().map((a) => `${a.kind}:${a.message}`)).toEqual([
      'warning:Low stock',
      'warning:Other',
      'error:Failed',
      'error:Failed',
      'info:Saved',
    ]);
    expect(store.getAlerts()[2]?.exception).toBe('detail');
  });

  it('dismisses each alert after ALERT_DISMISS_MS (15 s)', () => {
    const store = createAlertsStore();
    store.add({ kind: 'info', message: 'first' });
    vi.advanceTimersByTime(5_000);
    store.add({ kind: 'error', message: 'second' });
    vi.advanceTimersByTime(ALERT_DISMISS_MS - 5_000 - 1);
    expect(store.getAlerts()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(store.getAlerts().map((a) => a.message)).toEqual(['second']);
    vi.advanceTimersByTime(5_000);
    expect(store.getAlerts()).toEqual([]);
  });

  it('shows a warning again once the first one is gone', () => {
    const store = createAlertsStore();
    const id = store.add({ kind: 'warning', message: 'Check' });
    store.dismiss(id as number);
    expect(store.add({ kind: 'warning', message: 'Check' })).not.toBeNull();
    vi.advanceTimersByTime(ALERT_DISMISS_MS);
    expect(store.add({ kind: 'warning', message: 'Check' })).not.toBeNull();
  });

  it('tells subscribers about changes', () => {
    const store = createAlertsStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.add({ kind: 'info', message: 'x' });
    vi.advanceTimersByTime(ALERT_DISMISS_MS);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

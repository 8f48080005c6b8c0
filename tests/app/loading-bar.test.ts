import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingBar, type TLoadingBarState } from '../../src/app/loading/loading-bar';
import {
  LOADING_DURATION_MS,
  LOADING_FINISH_HIDE_MS,
  LOADING_THROTTLE_MS,
} from '../../src/contract';

function setup() {
  const states: TLoadingBarState[] = [];
  const bar = createLoadingBar((s) => states.push(s));
  return { bar, states };
}

describe('loading bar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('never shows for a request shorter than the throttle', () => {
    const { bar, states } = setup();
    bar.start();
    vi.advanceTimersByTime(LOADING_THROTTLE_MS - 1);
    bar.end(true);
    vi.advanceTimersByTime(LOADING_DURATION_MS);
    expect(states).toEqual([]);
  });

  it('shows after the throttle, advances to 100 over the duration, hides 500 ms after finishing', () => {
    const { bar } = setup();
    bar.start();
    vi.advanceTimersByTime(LOADING_THROTTLE_MS);
    expect(bar.getState()).toMatchObject({ visible: true, percent: 0, failed: false });
    vi.advanceTimersByTime(LOADING_DURATION_MS / 2);
    expect(bar.getState().percent).toBeCloseTo(50, 0);
    vi.advanceTimersByTime(LOADING_DURATION_MS);
    expect(bar.getState().percent).toBe(100);
    bar.end(true);
    expect(bar.getState()).toMatchObject({ visible: true, percent: 100 });
    vi.advanceTimersByTime(LOADING_FINISH_HIDE_MS - 1);
    expect(bar.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.getState()).toMatchObject({ visible: false, percent: 0 });
  });

  it('waits for every request to end', () => {
    const { bar } = setup();
    bar.start();
    bar.start();
    vi.advanceTimersByTime(LOADING_THROTTLE_MS + 1000);
    bar.end(true);
    expect(bar.getState().percent).toBeLessThan(100);
    bar.end(true);
    expect(bar.getState().percent).toBe(100);
  });

  it('turns failed when a request fails, even a quick one', () => {
    const { bar } = setup();
    bar.start();
    vi.advanceTimersByTime(LOADING_THROTTLE_MS + 100);
    bar.end(false);
    expect(bar.getState()).toMatchObject({ visible: true, percent: 100, failed: true });
    vi.advanceTimersByTime(LOADING_FINISH_HIDE_MS);
    expect(bar.getState()).toMatchObject({ visible: false, failed: false });

    bar.start();
    bar.end(false);
    expect(bar.getState()).toMatchObject({ visible: true, failed: true });
    vi.advanceTimersByTime(LOADING_FINISH_HIDE_MS);
    expect(bar.getState().visible).toBe(false);
  });

  it('starts again at once when a request begins while the bar hides', () => {
    const { bar } = setup();
    bar.start();
    vi.advanceTimersByTime(LOADING_THROTTLE_MS);
    bar.end(true);
    bar.start();
    expect(bar.getState()).toMatchObject({ visible: true, percent: 0 });
    vi.advanceTimersByTime(LOADING_FINISH_HIDE_MS * 2);
    expect(bar.getState().visible).toBe(true);
  });
});

import { LOADING_DURATION_MS, LOADING_FINISH_HIDE_MS, LOADING_THROTTLE_MS } from '../../contract';

export type TLoadingBarState = { visible: boolean; percent: number; failed: boolean };
export const LOADING_BAR_TICK_MS = 100;

/**
 * The loading bar's timing (document 1 section 4): it appears only when requests run
 * longer than LOADING_THROTTLE_MS, advances to 100 over LOADING_DURATION_MS, and once
 * every request ended it fills, then hides after LOADING_FINISH_HIDE_MS. A failed
 * request turns it to the failed state.
 */
export function createLoadingBar(onChange: (state: TLoadingBarState) => void) {
  let active = 0;
  let failed = false;
  let state: TLoadingBarState = { visible: false, percent: 0, failed: false };
  let throttle: ReturnType<typeof setTimeout> | null = null;
  let ticker: ReturnType<typeof setInterval> | null = null;
  let hider: ReturnType<typeof setTimeout> | null = null;
  let shownAt = 0;

  const set = (next: TLoadingBarState) => {
    state = next;
    onChange(state);
  };
  const stopTimers = () => {
    if (throttle) clearTimeout(throttle);
    if (ticker) clearInterval(ticker);
    if (hider) clearTimeout(hider);
    throttle = ticker = hider = null;
  };

  const show = () => {
    throttle = null;
    shownAt = Date.now();
    set({ visible: true, percent: 0, failed });
    ticker = setInterval(() => {
      const percent = Math.min(100, ((Date.now() - shownAt) / LOADING_DURATION_MS) * 100);
      set({ visible: true, percent, failed });
    }, LOADING_BAR_TICK_MS);
  };

  const finish = () => {
    const wasShown = state.visible;
    stopTimers();
    if (!wasShown && !failed) return;
    // Done: fill the bar (a quick failure still flashes the failed bar) and hide it.
    set({ visible: true, percent: 100, failed });
    hider = setTimeout(() => {
      hider = null;
      failed = false;
      set({ visible: false, percent: 0, failed: false });
    }, LOADING_FINISH_HIDE_MS);
  };

  return {
    start() {
      active += 1;
      if (active > 1) return;
      if (hider) {
        // A new request while the finished bar hides: start again at once.
        stopTimers();
        failed = false;
        show();
        return;
      }
      failed = false;
      if (!state.visible && !throttle) throttle = setTimeout(show, LOADING_THROTTLE_MS);
    },
    end(ok: boolean) {
      active = Math.max(0, active - 1);
      if (!ok) {
        failed = true;
        if (state.visible) set({ ...state, failed: true });
      }
      if (active === 0) finish();
    },
    getState: () => state,
    dispose: stopTimers,
  };
}

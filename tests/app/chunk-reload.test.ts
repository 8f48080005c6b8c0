import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceForChunkError } from '../../src/app/errors/chunk-reload';
import { PAGE_RELOAD_GUARD_MS } from '../../src/contract';

describe('chunk load failures', () => {
  it("recognises the browsers' messages", () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads at most once per PAGE_RELOAD_GUARD_MS', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(1_000_000, reload)).toBe(true);
    expect(reloadOnceForChunkError(1_000_000 + PAGE_RELOAD_GUARD_MS - 1, reload)).toBe(false);
    expect(reloadOnceForChunkError(1_000_000 + PAGE_RELOAD_GUARD_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

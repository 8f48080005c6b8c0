import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from '../../src/ui';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setup(props: Partial<Parameters<typeof SearchBox>[0]> = {}) {
  const onSearch = vi.fn();
  const onClear = vi.fn();
  const utils = render(
    <SearchBox label="Scan or search location" onSearch={onSearch} onClear={onClear} {...props} />,
  );
  const input = screen.getByRole('textbox', {
    name: 'Scan or search location',
  }) as HTMLInputElement;
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  const press = (key: string) => fireEvent.keyDown(input, { key });
  return { ...utils, onSearch, onClear, input, type, press };
}

describe('SearchBox', () => {
  it('is focused on arrival, inside a search landmark', () => {
    const { input } = setup();
    expect(document.activeElement).toBe(input);
    expect(screen.getByRole('search')).toBeTruthy();
  });

  it('Enter searches with the trimmed term, keeps focus and selects it for the next scan', () => {
    const { input, type, press, onSearch } = setup();
    type('  A-01-02 ');
    expect(onSearch).not.toHaveBeenCalled();
    press('Enter');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('A-01-02');
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
  });

  it('scanning the same code again searches again', () => {
    const { type, press, onSearch } = setup();
    type('A-01');
    press('Enter');
    press('Enter');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('a term shorter than the minimum clears instead of searching', () => {
    const { type, press, onSearch, onClear } = setup();
    type('A');
    press('Enter');
    expect(onSearch).not.toHaveBeenCalled();
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('deleting below the minimum after a search clears the results at once', () => {
    const { type, press, onClear } = setup();
    type('A-01');
    press('Enter');
    type('A');
    expect(onClear).toHaveBeenCalledOnce();
    type('');
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('Escape clears the box and calls onClear; with nothing to clear it lets Escape through', () => {
    const outer = vi.fn();
    document.addEventListener('keydown', outer);
    const { input, type, press, onClear } = setup();
    type('A-01');
    press('Escape');
    expect(input.value).toBe('');
    expect(onClear).toHaveBeenCalledOnce();
    expect(outer).not.toHaveBeenCalled();
    press('Escape');
    expect(outer).toHaveBeenCalledOnce();
    document.removeEventListener('keydown', outer);
  });

  it('the × button clears and puts focus back in the box', () => {
    const { input, type, onClear } = setup();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    type('A-01');
    const clear = screen.getByRole('button', { name: 'Clear search' });
    clear.focus();
    fireEvent.click(clear);
    expect(input.value).toBe('');
    expect(onClear).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(input);
  });

  it('with a debounce, searches after a typing pause, once per term', () => {
    vi.useFakeTimers();
    const { type, onSearch } = setup({ debounceMs: 300 });
    type('A-0');
    act(() => vi.advanceTimersByTime(200));
    type('A-01');
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('A-01');
  });

  it('a keyboard-wedge burst ending in Enter searches once with the whole code', () => {
    vi.useFakeTimers();
    const { input, press, onSearch } = setup({ debounceMs: 300 });
    const code = '(00)093123450000000012';
    for (let i = 1; i <= code.length; i++) {
      fireEvent.keyDown(input, { key: code[i - 1] });
      fireEvent.change(input, { target: { value: code.slice(0, i) } });
      act(() => vi.advanceTimersByTime(5));
    }
    press('Enter');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith(code);
  });

  it('a scanner burst ending in Tab searches and keeps focus; a person pressing Tab moves on', () => {
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const { input, onSearch } = setup();
    for (const [i, key] of [...'LOC-0001'].entries()) {
      now += 10;
      fireEvent.keyDown(input, { key });
      fireEvent.change(input, { target: { value: 'LOC-0001'.slice(0, i + 1) } });
    }
    now += 10;
    const scanTab = fireEvent.keyDown(input, { key: 'Tab' });
    expect(scanTab).toBe(false); // default prevented: focus stays
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('LOC-0001');

    now += 2000;
    const personTab = fireEvent.keyDown(input, { key: 'Tab' });
    expect(personTab).toBe(true);
    expect(onSearch).toHaveBeenCalledOnce();
  });

  it('returns focus to the box when the results render after a search, not otherwise', () => {
    const onSearch = vi.fn();
    const view = (key: number) => (
      <>
        <SearchBox label="Search" onSearch={onSearch} refocusKey={key} />
        <button>Row</button>
      </>
    );
    const { rerender } = render(view(0));
    const input = screen.getByRole('textbox', { name: 'Search' });
    const other = screen.getByRole('button', { name: 'Row' });

    other.focus();
    rerender(view(1));
    expect(document.activeElement).toBe(other);

    fireEvent.change(input, { target: { value: 'A-01' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    other.focus();
    rerender(view(2));
    expect(document.activeElement).toBe(input);
  });

  it('after a search, a user who went on to another field keeps it when the results render', () => {
    const view = (key: number) => (
      <>
        <SearchBox label="Inventory" onSearch={vi.fn()} refocusKey={key} />
        <SearchBox label="Location" onSearch={vi.fn()} autoFocus={false} />
      </>
    );
    const { rerender } = render(view(0));
    const inventory = screen.getByRole('textbox', { name: 'Inventory' });
    const location = screen.getByRole('textbox', { name: 'Location' });
    fireEvent.change(inventory, { target: { value: 'DEG-5L' } });
    fireEvent.keyDown(inventory, { key: 'Enter' });
    location.focus();
    rerender(view(1));
    expect(document.activeElement).toBe(location);
  });

  it('floor size uses large text', () => {
    const { input } = setup({ size: 'lg' });
    expect(input.className).toContain('text-2xl');
  });
});

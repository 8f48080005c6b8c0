import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useEditor } from '../../src/ui';

type Shift = { shift: string; shift_name: string };
const morning: Shift = { shift: 'AM', shift_name: 'Morning' };

describe('editor modes (new, edit, view)', () => {
  it('new: adding and editing on, the modal opens with the blank item', () => {
    const { result } = renderHook(() => useEditor<Shift>());
    act(() => result.current.add({ shift: '', shift_name: '' }));
    expect(result.current).toMatchObject({ adding: true, editing: true, show_modal: true });
  });

  it('view: neither adding nor editing; changes are ignored and save only closes', async () => {
    const { result } = renderHook(() => useEditor<Shift>());
    const persist = vi.fn(async () => {});
    act(() => result.current.view(morning));
    expect(result.current).toMatchObject({ adding: false, editing: false, show_modal: true });
    act(() => result.current.change((s) => ({ ...s, shift_name: 'Changed' })));
    expect(result.current.item?.shift_name).toBe('Morning');
    await act(() => result.current.save(persist));
    expect(persist).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ item: null, show_modal: false });
  });

  it('edit: saves the changed item, closes, then reloads the list', async () => {
    const { result } = renderHook(() => useEditor<Shift>());
    const persist = vi.fn(async () => {});
    const reload = vi.fn();
    act(() => result.current.edit(morning));
    act(() => result.current.change((s) => ({ ...s, shift_name: 'Early' })));
    await act(() => result.current.save(persist, reload));
    expect(persist).toHaveBeenCalledWith({ shift: 'AM', shift_name: 'Early' });
    expect(reload).toHaveBeenCalledOnce();
    expect(result.current.show_modal).toBe(false);
  });

  it('a failed save keeps the modal open with the input; closing clears the item', async () => {
    const { result } = renderHook(() => useEditor<Shift>());
    act(() => result.current.edit(morning));
    await act(async () => {
      await expect(
        result.current.save(async () => {
          throw new Error('Storage Must be set');
        }),
      ).rejects.toThrow('Storage Must be set');
    });
    expect(result.current).toMatchObject({ show_modal: true, item: morning });
    act(() => result.current.close());
    expect(result.current).toMatchObject({ item: null, adding: false, editing: false });
  });
});

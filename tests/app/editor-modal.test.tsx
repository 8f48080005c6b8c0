import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MESSAGES, rules } from '../../src/contract';
import { ApiError } from '../../src/api';
import { EditorModal, TextField, useEditor, validateWith, type Editor } from '../../src/ui';

type Shift = { shift: string; shift_name: string };
const morning: Shift = { shift: 'AM', shift_name: 'Morning' };
const ZShift = z.object({ shift: rules.required(), shift_name: rules.required() });

function setup(onSave: (item: Shift) => Promise<void> = async () => {}, reload = vi.fn()) {
  let editor!: Editor<Shift>;
  function Screen() {
    editor = useEditor<Shift>();
    return (
      <EditorModal
        editor={editor}
        noun="shift"
        name={(s) => s.shift}
        onSave={onSave}
        reload={reload}
        validate={validateWith(ZShift)}
      >
        {(item, errors) => (
          <TextField
            label="Shift name"
            name="shift_name"
            errors={errors}
            value={item.shift_name}
            onChange={(e) => {
              const shift_name = e.target.value;
              editor.change((s) => ({ ...s, shift_name }));
            }}
          />
        )}
      </EditorModal>
    );
  }
  render(<Screen />);
  return { editor: () => editor, reload };
}
const field = () => screen.getByRole('textbox', { name: 'Shift name' }) as HTMLInputElement;

describe('EditorModal', () => {
  it('titles by mode: New, Edit with the name, and the name alone in view', async () => {
    const { editor } = setup();
    act(() => editor().add({ shift: '', shift_name: '' }));
    expect(await screen.findByRole('dialog', { name: 'New shift' })).toBeTruthy();
    act(() => editor().edit(morning));
    expect(await screen.findByRole('dialog', { name: 'Edit shift AM' })).toBeTruthy();
    act(() => editor().view(morning));
    expect(await screen.findByRole('dialog', { name: 'Shift AM' })).toBeTruthy();
  });

  it('view: Close only, and the fields cannot be changed', async () => {
    const { editor } = setup();
    act(() => editor().view(morning));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(field().matches(':disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(editor().show_modal).toBe(false);
  });

  it('edit: saves the changed item, closes and reloads', async () => {
    const onSave = vi.fn(async () => {});
    const { editor, reload } = setup(onSave);
    act(() => editor().edit(morning));
    await screen.findByRole('dialog');
    fireEvent.change(field(), { target: { value: 'Early' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(editor().show_modal).toBe(false));
    expect(onSave).toHaveBeenCalledWith({ shift: 'AM', shift_name: 'Early' });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('Enter in a field saves (the form submits)', async () => {
    const onSave = vi.fn(async () => {});
    const { editor } = setup(onSave);
    act(() => editor().edit(morning));
    await screen.findByRole('dialog');
    fireEvent.submit(field().form!);
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledOnce());
  });

  it('shows field errors from validation and does not save', async () => {
    const onSave = vi.fn(async () => {});
    const { editor } = setup(onSave);
    act(() => editor().add({ shift: 'PM', shift_name: '' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.required)).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
    expect(editor().show_modal).toBe(true);
  });

  it('while saving Save says so and is disabled; a failure shows the server message and keeps the input', async () => {
    let fail: (e: unknown) => void = () => {};
    const { editor, reload } = setup(() => new Promise((_, reject) => (fail = reject)));
    act(() => editor().edit(morning));
    await screen.findByRole('dialog');
    fireEvent.change(field(), { target: { value: 'Early' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await act(async () =>
      fail(
        new ApiError('Shift AM is in use', {
          status: 400,
          errors: [{ message: 'Shift AM is in use', exception: 'fk_roster_shift' }],
        }),
      ),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Shift AM is in use - fk_roster_shift',
    );
    expect(editor().show_modal).toBe(true);
    expect(field().value).toBe('Early');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it('forgets the last error when opened again', async () => {
    const { editor } = setup(async () => {
      throw new Error('Nope');
    });
    act(() => editor().edit(morning));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('alert');
    // A Headless UI dialog closed and reopened with no tick between stays closed; people
    // cannot click that fast, so let the close settle first.
    await act(async () => editor().close());
    act(() => editor().edit(morning));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

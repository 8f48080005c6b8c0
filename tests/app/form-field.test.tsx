import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MESSAGES, rules } from '../../src/contract';
import { ConfirmDialog, FormError, FormField, Select, TextField, validateWith } from '../../src/ui';
import { ApiError } from '../../src/api';

const ZShift = z.object({ shift: rules.required(), shift_name: rules.max(5) });

describe('FormField', () => {
  it('shows the field error from a zod fieldErrors map, tied to the control', () => {
    const errors = validateWith(ZShift)({ shift: ' ', shift_name: 'Afternoon' });
    expect(errors).toEqual({ shift: MESSAGES.required, shift_name: MESSAGES.max });
    render(
      <FormField label="Shift" name="shift" errors={errors} hint="Two letters">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Shift' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('name')).toBe('shift');
    const described = input.getAttribute('aria-describedby')!.split(' ');
    const texts = described.map((id) => document.getElementById(id)!.textContent);
    expect(texts).toEqual([MESSAGES.required, 'Two letters']);
  });

  it('is quiet when the field has no error', () => {
    render(
      <FormField label="Shift" name="shift" errors={{ other: 'x' }}>
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Shift' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('TextField and Select take the same errors map by name', () => {
    const errors = { shift: MESSAGES.required, warehouse: 'Warehouse is closed' };
    render(
      <>
        <TextField label="Shift" name="shift" errors={errors} />
        <Select
          label="Warehouse"
          name="warehouse"
          errors={errors}
          value=""
          onChange={() => {}}
          options={[{ value: 'DC1', label: 'DC1' }]}
        />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Shift' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getByText(MESSAGES.required)).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Warehouse' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Warehouse is closed',
    );
  });

  it('FormError shows a form-level message as an alert', () => {
    const { rerender } = render(<FormError errors={{ _: 'Pick at least one line' }} />);
    expect(screen.getByRole('alert').textContent).toBe('Pick at least one line');
    rerender(<FormError errors={{ shift: 'x' }} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ConfirmDialog', () => {
  it('asks, and confirms then closes', async () => {
    const onConfirm = vi.fn(async () => {});
    const onClose = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Delete location A-01?"
        message="Its stock history is kept."
        confirmLabel="Delete"
        variant="danger"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete location A-01?');
    expect(dialog.textContent).toContain('Its stock history is kept.');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('danger: a red confirm button and focus starts on Cancel', async () => {
    render(
      <ConfirmDialog
        open
        title="Delete?"
        message="Sure?"
        confirmLabel="Delete"
        variant="danger"
        onConfirm={() => {}}
        onClose={() => {}}
      />,
    );
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    expect(screen.getByRole('button', { name: 'Delete' }).className).toContain('bg-red-700');
    await vi.waitFor(() => expect(document.activeElement).toBe(cancel));
  });

  it('Cancel closes without confirming', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Delete?"
        message="Sure?"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('a failed confirm stays open with the server message; buttons are disabled meanwhile', async () => {
    let fail: (e: unknown) => void = () => {};
    const onClose = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Delete?"
        message="Sure?"
        confirmLabel="Delete"
        onConfirm={() => new Promise((_, reject) => (fail = reject))}
        onClose={onClose}
      />,
    );
    const confirm = await screen.findByRole('button', { name: 'Delete' });
    fireEvent.click(confirm);
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fail(new ApiError('The location holds stock', { status: 400 }));
    expect((await screen.findByRole('alert')).textContent).toBe('The location holds stock');
    expect(onClose).not.toHaveBeenCalled();
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { clearSession, setSession, setWorkContext } from '../../src/api';
import { rules, type TPermissionMap } from '../../src/contract';
import { RecordListPanel, validateWith, type RecordList } from '../../src/ui';
import { ALL, site, user } from './fixtures';

type Shift = { shift: string; shift_name: string; slots: number; kind: string; paid: boolean };
const morning: Shift = { shift: 'AM', shift_name: 'Morning', slots: 3, kind: 'day', paid: true };
const ZShift = z.object({ shift: rules.required(), shift_name: rules.required() });
const column = createColumnHelper<Shift>();

function renderPanel(permissions: TPermissionMap, rows: Shift[] = [morning]) {
  setSession({ token: 'tok', user: user([site('SXD', permissions)]) });
  const save = vi.fn(async (_: Shift) => {});
  const remove = vi.fn(async (_: Shift) => {});
  const list: RecordList<Shift> = {
    data: rows,
    isPending: false,
    error: null,
    refetch: vi.fn(async () => undefined),
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  render(
    <QueryClientProvider client={client}>
      <RecordListPanel<Shift>
        label="Shifts"
        noun="shift"
        countNoun={['shift', 'shifts']}
        module="admin"
        list={list}
        columns={[column.accessor('shift', { header: 'Shift' })]}
        getRowId={(s) => s.shift}
        blank={() => ({ shift: '', shift_name: '', slots: NaN, kind: '', paid: false })}
        name={(s) => s.shift}
        describe={(s) => `${s.shift} (${s.shift_name})`}
        validate={validateWith<Shift>(ZShift)}
        save={save}
        remove={remove}
        fields={[
          { text: 'shift', label: 'Shift', fixed: true },
          { text: 'shift_name', label: 'Name' },
          { number: 'slots', label: 'Slots' },
          { select: 'kind', label: 'Kind', options: [{ value: 'day', label: 'Day' }] },
          { checkbox: 'paid', label: 'Paid' },
        ]}
      />
    </QueryClientProvider>,
  );
  return { save, remove, list };
}

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

beforeEach(() =>
  setWorkContext({
    user_id: 'admin',
    site_id: 'SXD',
    warehouse: 'ALL',
    run_set: null,
    printer_set: null,
    work_centre: null,
  }),
);
afterEach(() => {
  clearSession();
  setWorkContext(null);
});

describe('RecordListPanel', () => {
  it('adds a record from the declared fields, then reloads the list', async () => {
    const { save, list } = renderPanel(ALL);
    fireEvent.click(screen.getByRole('button', { name: 'Add shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'New shift' });
    expect(box('Shift').readOnly).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(box('Shift').getAttribute('aria-invalid')).toBe('true'));
    expect(save).not.toHaveBeenCalled();
    fireEvent.change(box('Shift'), { target: { value: 'PM' } });
    fireEvent.change(box('Name'), { target: { value: 'Evening' } });
    fireEvent.change(box('Slots'), { target: { value: '4' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'day' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Paid' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        shift: 'PM',
        shift_name: 'Evening',
        slots: 4,
        kind: 'day',
        paid: true,
      }),
    );
    await waitFor(() => expect(list.refetch).toHaveBeenCalled());
  });

  it('edit keeps the key read-only; delete asks, removes and reloads', async () => {
    const { remove, list } = renderPanel(ALL);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('dialog', { name: 'Edit shift AM' });
    expect(box('Shift').readOnly).toBe(true);
    expect(box('Slots').value).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete shift' });
    expect(ask.textContent).toContain('Delete shift AM (Morning)?');
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(morning));
    await waitFor(() => expect(list.refetch).toHaveBeenCalled());
  });

  it('view only: no Add, Edit or Delete; a row click opens the record to view', async () => {
    renderPanel({ admin: { view: true, update: false, delete: false } });
    expect(screen.queryByRole('button', { name: 'Add shift' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(screen.getByText('AM'));
    const dialog = await screen.findByRole('dialog', { name: 'Shift AM' });
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(box('Name').value).toBe('Morning');
  });

  it('an empty list says so with the plural noun', () => {
    renderPanel(ALL, []);
    expect(screen.getByText('No shifts yet')).toBeTruthy();
  });
});

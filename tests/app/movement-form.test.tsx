import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setWorkContext } from '../../src/api';
import { LEDGER_MESSAGES, MOVEMENT_MESSAGES } from '../../src/contract';
import { MovementForm } from '../../src/areas/movements/screens/MovementForm';

function renderForm(mode: 'adjust' | 'transfer' = 'adjust') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MovementForm mode={mode} />
    </QueryClientProvider>,
  );
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

beforeEach(() => {
  setWorkContext({
    user_id: 'floor',
    site_id: 'SXD',
    warehouse: 'DC1',
    run_set: null,
    printer_set: null,
    work_centre: null,
  });
});
afterEach(() => setWorkContext(null));

describe('the write off / write on form', () => {
  it('opens on Write Off with the item focused; changing the action resets the form', () => {
    renderForm();
    const action = screen.getByRole('combobox', { name: 'Action' }) as HTMLSelectElement;
    expect(action.value).toBe('WRITE_OFF');
    expect(document.activeElement).toBe(field('Inventory'));
    fireEvent.change(field('Inventory'), { target: { value: 'PAS-500-SPAG' } });
    fireEvent.change(field('Location'), { target: { value: 'A-01-01-A' } });
    fireEvent.change(field('Quantity'), { target: { value: '5' } });
    fireEvent.change(action, { target: { value: 'WRITE_ON' } });
    expect(action.value).toBe('WRITE_ON');
    expect(field('Inventory').value).toBe('');
    expect(field('Location').value).toBe('');
    expect(field('Quantity').value).toBe('');
  });

  it('Enter (a scan) moves to the next field', () => {
    renderForm();
    fireEvent.change(field('Inventory'), { target: { value: '9300000000017' } });
    fireEvent.keyDown(field('Inventory'), { key: 'Enter' });
    expect(document.activeElement).toBe(field('Location'));
  });

  it('shows what is missing under each field without saving', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(MOVEMENT_MESSAGES.inventoryBlank)).toBeTruthy();
    expect(screen.getByText(MOVEMENT_MESSAGES.locationBlank)).toBeTruthy();
    expect(screen.getByText(LEDGER_MESSAGES.quantityPositive)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('the transfer form asks for from and to locations', () => {
    renderForm('transfer');
    expect(document.activeElement).toBe(field('From Location'));
    fireEvent.change(field('From Location'), { target: { value: 'A-01-01-A' } });
    fireEvent.change(field('To Location'), { target: { value: 'a-01-01-a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(screen.getByText(LEDGER_MESSAGES.sameLocation)).toBeTruthy();
    expect(screen.getByText(MOVEMENT_MESSAGES.inventoryBlank)).toBeTruthy();
  });
});

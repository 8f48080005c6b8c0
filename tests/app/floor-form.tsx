import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { clearSession, setSession, setWorkContext } from '../../src/api';
import {
  FloorMovementForm,
  type TFloorMovementMode,
} from '../../src/areas/floor/components/FloorMovementForm';
import { floorDb } from '../../src/offline/db';
import { FLOOR, site, user } from './fixtures';

/** The floor's Move or Write off form, on its own (no server: queries stay off). */
export function renderFloorForm(mode: TFloorMovementMode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FloorMovementForm mode={mode} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export const floorInput = (label: string) =>
  screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

/** Type and press Enter, as at the keyboard (a manual entry counts as a scan). */
export async function enterInto(label: string, value: string) {
  fireEvent.change(floorInput(label), { target: { value } });
  fireEvent.keyDown(floorInput(label), { key: 'Enter' });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
}

/** The floor user signed in at SXD, warehouse DC1, offline (writes stay in the outbox). */
export async function floorUserOfflineAtDc1() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await floorDb.outbox.clear();
  setSession({ token: 't', user: user([site('SXD', FLOOR)], { user_id: 'floor' }) });
  setWorkContext({
    user_id: 'floor',
    site_id: 'SXD',
    warehouse: 'DC1',
    run_set: null,
    printer_set: null,
    work_centre: null,
  });
}

/** Undo floorUserOfflineAtDc1. */
export function signOutFloorUser() {
  vi.restoreAllMocks();
  setWorkContext(null);
  clearSession();
}

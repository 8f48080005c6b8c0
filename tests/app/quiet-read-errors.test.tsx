import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiEvents,
  clearSession,
  setSession,
  setWorkContext,
  type TAlertMessage,
} from '../../src/api';
import { ORDER_MANAGEMENT_MESSAGES as M } from '../../src/contract';
import { ReviewTab } from '../../src/areas/order-management/components/ReviewTab';
import { errorTexts } from '../../src/ui';
import { ALL, site, user } from './fixtures';

/** The answer a read refused for several reasons: every message in `errors`, in order. */
const refused = (errors: { message: string; exception?: string }[]) =>
  new Response(JSON.stringify({ success: false, results: [], errors, warnings: [], info: [] }), {
    status: 400,
    headers: { 'Content-Type': 'application/json' },
  });

describe('a failed read on a quiet screen shows every error of the answer', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const alerts: TAlertMessage[] = [];
  let off = () => {};

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    alerts.length = 0;
    off = apiEvents.on('alert', (a) => alerts.push(a));
    setSession({ token: 'tok', user: user([site('SXD', ALL)]) });
    setWorkContext({
      user_id: 'admin',
      site_id: 'SXD',
      warehouse: 'DC1',
      run_set: 'AM',
      printer_set: null,
      work_centre: null,
    });
  });
  afterEach(() => {
    off();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    clearSession();
    setWorkContext(null);
  });

  it("Order Management's Review tab lists each message the server sent, and raises no alert", async () => {
    fetchMock.mockResolvedValue(
      refused([
        { message: 'Unknown warehouse DC9' },
        { message: 'Unknown run set PM', exception: 'no run set PM at SXD' },
        { message: 'The date must be a day' },
      ]),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ReviewTab siteId="SXD" scope={{ warehouse: 'DC1', runSet: 'AM', date: '2026-11-24' }} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText(/Unknown warehouse DC9/)).toBeTruthy();
    expect(within(failure).getByText(/Unknown run set PM - no run set PM at SXD/)).toBeTruthy();
    expect(within(failure).getByText(/The date must be a day/)).toBeTruthy();
    expect(failure.textContent).toContain(M.summaryFailed('Unknown warehouse DC9'));
    // Quiet: the screen shows the failure in place, no alert pops up.
    expect(alerts).toEqual([]);
  });

  it('one line per error; a screen message over the errors comes first; one error keeps its detail', () => {
    const several = new ApiError('First', {
      status: 400,
      errors: [{ message: 'First' }, { message: 'Second', exception: 'why' }],
    });
    expect(errorTexts(several)).toEqual(['First', 'Second - why']);
    const wrapped = new ApiError('The dashboard failed', {
      status: 500,
      errors: [{ message: 'timeout' }],
    });
    expect(errorTexts(wrapped)).toEqual(['The dashboard failed - timeout']);
    expect(errorTexts(new ApiError('Offline', { status: 0 }))).toEqual(['Offline']);
  });
});

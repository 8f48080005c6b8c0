import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAlertsStore } from '../../src/app/alerts/alerts-store';
import { AlertsView } from '../../src/app/alerts/AlertsView';
import { notify } from '../../src/api';

describe('AlertsView', () => {
  it('shows api alerts with their exception, as an alert role for errors, and dismisses them', () => {
    const store = createAlertsStore();
    render(<AlertsView store={store} />);
    act(() => {
      notify({ kind: 'error', message: 'Save failed', exception: 'constraint x' });
      notify({ kind: 'warning', message: 'Careful' });
      notify({ kind: 'warning', message: 'Careful' });
    });
    expect(screen.getByRole('alert').textContent).toContain('Save failed');
    expect(screen.getByRole('alert').textContent).toContain('constraint x');
    expect(screen.getAllByText('Careful')).toHaveLength(1);
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0]!);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

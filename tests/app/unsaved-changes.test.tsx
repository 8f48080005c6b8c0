import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, RouterProvider, createMemoryRouter, useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MODULE_CODES, NO_PERMISSION, type TModule } from '../../src/contract';
import { changedPermissions } from '../../src/areas/user-access/permission-draft';
import { UnsavedChangesGuard } from '../../src/ui';

/** A screen per user with a tick box; ticking makes unsaved changes. */
function UserScreen() {
  const { userId = '' } = useParams();
  const [ticked, setTicked] = useState(false);
  return (
    <main>
      <h1>User {userId}</h1>
      <label>
        <input type="checkbox" checked={ticked} onChange={(e) => setTicked(e.target.checked)} />
        tick
      </label>
      <Link to="/usr/other">Other user</Link>
      <Link to="/home">Home</Link>
      <UnsavedChangesGuard when={ticked} what="Your permission changes" />
    </main>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/usr/:userId', element: <UserScreen /> },
      { path: '/home', element: <h1>Home page</h1> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('leaving a screen with unsaved changes', () => {
  it('leaves at once when nothing is unsaved', async () => {
    const router = renderAt('/usr/floor');
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('asks first; Stay keeps the screen and its ticks', async () => {
    const router = renderAt('/usr/floor');
    fireEvent.click(screen.getByRole('checkbox', { name: 'tick' }));
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog.textContent).toContain('Your permission changes are not saved');
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/usr/floor');
    expect((screen.getByRole('checkbox', { name: 'tick' }) as HTMLInputElement).checked).toBe(true);
  });

  it('asks before opening another user on the same screen; Leave goes there', async () => {
    const router = renderAt('/usr/floor');
    fireEvent.click(screen.getByRole('checkbox', { name: 'tick' }));
    fireEvent.click(screen.getByRole('link', { name: 'Other user' }));
    await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(router.state.location.pathname).toBe('/usr/floor');
    fireEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'User other' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/usr/other');
  });

  it('asks the browser before a reload or closing the tab, only while unsaved', () => {
    renderAt('/usr/floor');
    const before = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(before()).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'tick' }));
    expect(before()).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'tick' }));
    expect(before()).toBe(false);
  });
});

describe('the permission grid’s changed rows', () => {
  const stored = (module: TModule) =>
    module === 'in' ? { view: true, update: true, delete: false } : undefined;

  it('lists every row whose ticks differ from the stored ones, in module order', () => {
    const changes = changedPermissions(
      {
        so: { view: true, update: false, delete: false },
        in: { view: true, update: false, delete: false },
      },
      stored,
      MODULE_CODES,
    );
    expect(changes.map((c) => c.module).sort()).toEqual(['in', 'so']);
    expect(changes.find((c) => c.module === 'in')?.flags.update).toBe(false);
  });

  it('leaves out rows ticked back to what is stored (no record: every flag off)', () => {
    const changes = changedPermissions(
      { in: { view: true, update: true, delete: false }, so: NO_PERMISSION },
      stored,
      MODULE_CODES,
    );
    expect(changes).toEqual([]);
  });
});

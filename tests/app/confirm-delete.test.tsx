import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDelete } from '../../src/ui';

type Bin = { location_id: number; location: string };
const bin: Bin = { location_id: 7, location: 'A-01-01-A' };

describe('ConfirmDelete', () => {
  it('names the item, deletes it, reloads the list, then closes', async () => {
    const remove = vi.fn(async () => {});
    const reload = vi.fn(async () => {});
    const onClose = vi.fn();
    render(
      <ConfirmDelete
        item={bin}
        noun="location"
        describe={(b) => b.location}
        remove={remove}
        reload={reload}
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete location A-01-01-A?');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(remove).toHaveBeenCalledWith(bin);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('stays open with the refusal and reloads nothing', async () => {
    const reload = vi.fn(async () => {});
    const onClose = vi.fn();
    render(
      <ConfirmDelete
        item={bin}
        noun="location"
        describe={(b) => b.location}
        remove={async () => {
          throw new Error('Location A-01-01-A has stock on hand');
        }}
        reload={reload}
        onClose={onClose}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/has stock on hand/)).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('is closed without an item', () => {
    render(
      <ConfirmDelete<Bin>
        item={null}
        noun="location"
        describe={(b) => b.location}
        remove={async () => {}}
        reload={async () => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

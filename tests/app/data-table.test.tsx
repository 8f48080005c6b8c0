import { createColumnHelper } from '@tanstack/react-table';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { erpStatusVariant } from '../../src/contract';
import { DataTable, StatusBadge, VARIANT_CLASSES } from '../../src/ui';

type Location = { location: string; zone: string; qty: number; status: string };
const col = createColumnHelper<Location>();
const columns = [
  col.accessor('location', { header: 'Location' }),
  col.accessor('zone', { header: 'Zone', enableSorting: false }),
  col.accessor('qty', { header: 'Qty', meta: { align: 'right' } }),
  col.accessor('status', {
    header: 'Status',
    cell: (c) => <StatusBadge erp={c.getValue()} />,
  }),
];
const rows: Location[] = [
  { location: 'B-02', zone: 'Bulk', qty: 5, status: 'Open' },
  { location: 'A-01', zone: 'Pick', qty: 12, status: 'Error' },
  { location: 'C-03', zone: 'Pick', qty: 0, status: 'Complete' },
];

const bodyRows = () => {
  const body = screen.getAllByRole('rowgroup')[1]!;
  return within(body).queryAllByRole('row');
};
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent);
const header = (name: RegExp) => screen.getByRole('columnheader', { name });

function many(count: number): Location[] {
  return Array.from({ length: count }, (_, i) => ({
    location: `L-${i}`,
    zone: 'Bulk',
    qty: i,
    status: 'Open',
  }));
}

afterEach(() => vi.restoreAllMocks());

describe('DataTable', () => {
  it('shows the rows in a table named by the label, with a count line', () => {
    render(
      <DataTable label="Locations" columns={columns} data={rows} emptyMessage="No locations" />,
    );
    expect(screen.getByRole('table', { name: 'Locations' })).toBeTruthy();
    expect(firstCells()).toEqual(['B-02', 'A-01', 'C-03']);
    expect(screen.getByText('3 rows')).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();
  });

  it('counts with a thousands separator, singular for one, and custom nouns', () => {
    const { rerender } = render(
      <DataTable label="Locations" columns={columns} data={many(1234)} emptyMessage="None" />,
    );
    expect(screen.getByText('1,234 rows')).toBeTruthy();
    rerender(
      <DataTable
        label="Locations"
        columns={columns}
        data={rows.slice(0, 1)}
        emptyMessage="None"
        countNoun={['location', 'locations']}
      />,
    );
    expect(screen.getByText('1 location')).toBeTruthy();
  });

  it('sorts by a header click, announcing the order with aria-sort; unsortable headers are plain', () => {
    render(<DataTable label="Locations" columns={columns} data={rows} emptyMessage="None" />);
    expect(header(/Location/).getAttribute('aria-sort')).toBeNull();
    fireEvent.click(within(header(/Location/)).getByRole('button'));
    expect(header(/Location/).getAttribute('aria-sort')).toBe('ascending');
    expect(firstCells()).toEqual(['A-01', 'B-02', 'C-03']);
    fireEvent.click(within(header(/Location/)).getByRole('button'));
    expect(header(/Location/).getAttribute('aria-sort')).toBe('descending');
    expect(firstCells()).toEqual(['C-03', 'B-02', 'A-01']);
    expect(within(header(/Zone/)).queryByRole('button')).toBeNull();
  });

  it('sorts from the keyboard: the header is a real button', () => {
    render(<DataTable label="Locations" columns={columns} data={rows} emptyMessage="None" />);
    const button = within(header(/Qty/)).getByRole('button');
    button.focus();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('type')).toBe('button');
  });

  it('starts from an initial sort', () => {
    render(
      <DataTable
        label="Locations"
        columns={columns}
        data={rows}
        emptyMessage="None"
        initialSorting={[{ id: 'qty', desc: true }]}
      />,
    );
    expect(firstCells()).toEqual(['A-01', 'B-02', 'C-03']);
    expect(header(/Qty/).getAttribute('aria-sort')).toBe('descending');
  });

  it('shows "Loading…" while the first load runs, with the headers kept', () => {
    render(
      <DataTable
        label="Locations"
        columns={columns}
        data={undefined}
        loading
        emptyMessage="None"
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading…');
    expect(screen.getAllByRole('columnheader')).toHaveLength(4);
    expect(screen.queryByText(/rows?$/)).toBeNull();
  });

  it('shows the empty message when the load found nothing', () => {
    render(
      <DataTable label="Locations" columns={columns} data={[]} emptyMessage="No locations match" />,
    );
    expect(screen.getByText('No locations match')).toBeTruthy();
    expect(screen.queryByText('0 rows')).toBeNull();
  });

  it('shows the error with a Retry button that calls onRetry', () => {
    const onRetry = vi.fn();
    render(
      <DataTable
        label="Locations"
        columns={columns}
        data={undefined}
        loading
        error={new Error('Warehouse not found')}
        onRetry={onRetry}
        emptyMessage="None"
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Warehouse not found');
    expect(screen.queryByText('Loading…')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('colours rows by variant with the same map as the badges', () => {
    render(
      <DataTable
        label="Locations"
        columns={columns}
        data={rows}
        emptyMessage="None"
        rowVariant={(r) => (r.qty === 0 ? 'danger' : undefined)}
      />,
    );
    const [open, , empty] = bodyRows();
    expect(empty!.getAttribute('data-variant')).toBe('danger');
    expect(empty!.className).toContain(VARIANT_CLASSES.danger.row);
    expect(open!.getAttribute('data-variant')).toBeNull();
    const badge = screen.getByText('Error');
    expect(badge.className).toContain(VARIANT_CLASSES[erpStatusVariant('Error')].badge);
  });

  it('opens a row on click and on Enter; one row is tabbable and the arrows move between them', () => {
    const onRowClick = vi.fn();
    render(
      <DataTable
        label="Locations"
        columns={columns}
        data={rows}
        emptyMessage="None"
        onRowClick={onRowClick}
      />,
    );
    const [first, second] = bodyRows();
    // One row in the Tab order at a time.
    expect(bodyRows().map((r) => r.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    fireEvent.click(within(first!).getByText('Bulk'));
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);
    first!.focus();
    fireEvent.keyDown(first!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    expect(bodyRows().map((r) => r.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
    fireEvent.keyDown(second!, { key: 'Enter' });
    expect(onRowClick).toHaveBeenLastCalledWith(rows[1]);
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('leaves rows unfocusable without onRowClick', () => {
    render(<DataTable label="Locations" columns={columns} data={rows} emptyMessage="None" />);
    expect(bodyRows()[0]!.getAttribute('tabindex')).toBeNull();
  });

  it('does not open the row when a button inside it is pressed', () => {
    const onRowClick = vi.fn();
    const onDelete = vi.fn();
    const withAction = [
      ...columns,
      col.display({
        id: 'actions',
        header: '',
        cell: () => <button onClick={onDelete}>Delete</button>,
      }),
    ];
    render(
      <DataTable
        label="Locations"
        columns={withAction}
        data={rows}
        emptyMessage="None"
        onRowClick={onRowClick}
      />,
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    expect(onDelete).toHaveBeenCalledOnce();
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('has comfortable (44 px or more) rows for the floor and smaller dense rows', () => {
    const { rerender } = render(
      <DataTable
        label="Locations"
        columns={columns}
        data={rows}
        emptyMessage="None"
        density="comfortable"
      />,
    );
    expect(within(bodyRows()[0]!).getAllByRole('cell')[0]!.className).toContain('h-12');
    rerender(<DataTable label="Locations" columns={columns} data={rows} emptyMessage="None" />);
    expect(within(bodyRows()[0]!).getAllByRole('cell')[0]!.className).toContain('text-sm');
  });

  it('keeps the header sticky and scrolls wide tables inside their own box', () => {
    render(<DataTable label="Locations" columns={columns} data={rows} emptyMessage="None" />);
    expect(header(/Location/).className).toContain('sticky');
    const region = screen.getByRole('region', { name: 'Locations' });
    expect(region.className).toContain('overflow-auto');
    expect(region.contains(screen.getByRole('table'))).toBe(true);
  });

  it('renders only the visible part of 5,000 rows and follows the scroll', () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(700);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.tagName === 'TR' ? 35 : 700;
    });
    render(<DataTable label="Locations" columns={columns} data={many(5000)} emptyMessage="None" />);
    expect(screen.getByText('5,000 rows')).toBeTruthy();
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('5001');
    expect(bodyRows().length).toBeGreaterThan(10);
    expect(bodyRows().length).toBeLessThan(100);
    expect(firstCells()[0]).toBe('L-0');

    const region = screen.getByRole('region', { name: 'Locations' });
    Object.defineProperty(region, 'scrollTop', { configurable: true, value: 35 * 3000 });
    act(() => {
      fireEvent.scroll(region);
    });
    // Rows not yet measured are estimated, so the exact first row depends on the estimate.
    const shownNow = firstCells().map((text) => Number(text!.slice(2)));
    expect(shownNow).not.toContain(0);
    expect(shownNow[0]).toBeGreaterThan(2500);
    expect(shownNow[0]).toBeLessThan(3100);
    expect(bodyRows().length).toBeLessThan(100);
    const first = bodyRows()[0]!;
    expect(first.getAttribute('aria-rowindex')).toBe(String(shownNow[0]! + 2));
  });

  it('does not virtualise short lists', () => {
    render(<DataTable label="Locations" columns={columns} data={many(150)} emptyMessage="None" />);
    expect(bodyRows()).toHaveLength(150);
  });
});

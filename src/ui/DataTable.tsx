import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Header,
  type Row,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type TVariant } from '../contract';
import { Button } from './Button';
import { cx } from './cx';
import { errorText } from './error-text';
import { EmptyState, ErrorState } from './States';
import { Spinner } from './Spinner';
import { rowVariantClass } from './variant-classes';

declare module '@tanstack/react-table' {
  // Same type parameters as the library's declaration, which merging requires.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Numbers and quantities: 'right' (tabular figures). */
    align?: 'left' | 'center' | 'right';
    /** Let this column's text wrap (descriptions, notes); cells stay on one line otherwise. */
    wrap?: boolean;
    /** Extra classes for this column's header and cells (e.g. a min width). */
    className?: string;
  }
}

export type DataTableDensity = 'dense' | 'comfortable';

export type DataTableProps<T> = {
  /** The table's accessible name (e.g. "Locations"). */
  label: string;
  /**
   * TanStack Table column definitions. `any` for the value type: accessor columns of
   * different value types (string, number, Date) cannot share one narrower type, which is
   * how TanStack documents typing a column array.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  /** The rows; `undefined` while nothing has loaded. */
  data: T[] | undefined;
  /** First load in progress (TanStack Query `isPending`): shows "Loading…". */
  loading?: boolean;
  /** The load failed (TanStack Query `error`): shows its message and Retry. */
  error?: unknown;
  /** Retry after an error (e.g. `() => query.refetch()`). */
  onRetry?: () => void;
  /** Shown when the load succeeded with no rows, e.g. "No locations match". */
  emptyMessage: string;
  /** Colour a row with one of the contract's variants. */
  rowVariant?: (row: T) => TVariant | undefined;
  /** Open a row: click, or Enter on a focused row. Rows become focusable. */
  onRowClick?: (row: T) => void;
  /** A stable id per row (defaults to the index). */
  getRowId?: (row: T, index: number) => string;
  /** 'dense' for back-office lists; 'comfortable' (rows of 44 px or more) for the floor. */
  density?: DataTableDensity;
  initialSorting?: SortingState;
  /** Render only the visible rows once there are more than this many. */
  virtualizeAbove?: number;
  /** The scroll area's maximum height (the header sticks inside it). */
  maxHeight?: string | number;
  /** Nouns for the count line; defaults to row / rows. */
  countNoun?: readonly [singular: string, plural: string];
  /** The count line in place of "N rows" (e.g. a page's "1–500 of 2,426 records"). */
  countLine?: ReactNode;
  /** Controls above the table, right of the count (e.g. an Add button). */
  actions?: ReactNode;
  /**
   * A wide table: below 1024 px (a tablet) each row is a card of "header: value" lines, so
   * nothing hides behind a sideways scroll. The table's roles stay (rows, cells, headers).
   */
  cards?: boolean;
  className?: string;
};

/** Estimated row heights in px (the base font is 17 px), refined by measuring. */
const ROW_HEIGHT: Record<DataTableDensity, number> = { dense: 39, comfortable: 52 };
const CELL: Record<DataTableDensity, string> = {
  dense: 'px-3 py-1.5 text-sm',
  comfortable: 'h-12 px-4 py-2.5',
};
const ALIGN = { left: 'text-left', center: 'text-center', right: 'text-right tabular-nums' };
const INTERACTIVE = 'a,button,input,select,textarea,label,[role="button"]';

const numberFormat = new Intl.NumberFormat(DEFAULT_LOCALE);

/** "1,234 rows" */
export function formatCount(count: number, noun: readonly [string, string] = ['row', 'rows']) {
  return `${numberFormat.format(count)} ${count === 1 ? noun[0] : noun[1]}`;
}

/**
 * The one list table: sortable headers, loading / empty / error states, row colours from
 * the contract's variants, rows that open on click or Enter, a sticky header, horizontal
 * scrolling inside the table, and a virtualised body for long lists.
 */
export function DataTable<T>({
  label,
  columns,
  data,
  loading = false,
  error,
  onRetry,
  emptyMessage,
  rowVariant,
  onRowClick,
  getRowId,
  density = 'dense',
  initialSorting,
  virtualizeAbove = 200,
  maxHeight = '70vh',
  countNoun,
  countLine,
  actions,
  cards = false,
  className,
}: DataTableProps<T>) {
  const [sorting, setSorting] = useState<SortingState>(initialSorting ?? []);
  const [activeRowId, setActiveRowId] = useState<string | null>(null);
  const table = useReactTable({
    data: data ?? EMPTY,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId,
  });
  const rows = table.getRowModel().rows;
  const failed = error !== undefined && error !== null && error !== false;
  const pending = !failed && loading && data === undefined;
  const showRows = !failed && !pending && rows.length > 0;
  const virtual = showRows && rows.length > virtualizeAbove;

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    enabled: virtual,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT[density],
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 12,
  });

  const columnCount = Math.max(1, table.getVisibleLeafColumns().length);
  const cell = CELL[density];

  const stateRow = (content: ReactNode) => (
    <tr>
      <td colSpan={columnCount} className="p-4">
        {content}
      </td>
    </tr>
  );

  // One row is in the Tab order (roving tabindex); the arrow keys move between rows.
  const renderedIds = virtual
    ? virtualizer.getVirtualItems().map((item) => rows[item.index]?.id)
    : rows.map((row) => row.id);
  const tabRowId =
    activeRowId !== null && renderedIds.includes(activeRowId) ? activeRowId : renderedIds[0];

  const renderRow = (row: Row<T>, index: number) => {
    const variant = rowVariant?.(row.original);
    const open = onRowClick;
    return (
      <tr
        key={row.id}
        data-index={index}
        data-variant={variant}
        aria-rowindex={index + 2}
        ref={virtual ? virtualizer.measureElement : undefined}
        role={cards ? 'row' : undefined}
        tabIndex={open ? (row.id === tabRowId ? 0 : -1) : undefined}
        onFocus={open ? () => setActiveRowId(row.id) : undefined}
        onClick={open ? (e) => openFromClick(e, () => open(row.original)) : undefined}
        onKeyDown={open ? (e) => rowKeyDown(e, () => open(row.original)) : undefined}
        className={cx(
          'border-slate-200',
          cards && CARD_ROW,
          rowVariantClass(variant),
          open &&
            'cursor-pointer focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-500',
        )}
      >
        {row.getVisibleCells().map((c) => {
          const meta = c.column.columnDef.meta;
          return (
            <td
              key={c.id}
              role={cards ? 'cell' : undefined}
              data-label={cards ? headerText(c.column.columnDef.header, c.column.id) : undefined}
              className={cx(
                cell,
                'border-b border-slate-200 text-slate-900',
                ALIGN[meta?.align ?? 'left'],
                meta?.wrap ? 'break-words' : 'whitespace-nowrap',
                meta?.className,
                cards && CARD_CELL,
              )}
            >
              {flexRender(c.column.columnDef.cell, c.getContext())}
            </td>
          );
        })}
      </tr>
    );
  };

  let body: ReactNode;
  if (failed) {
    body = stateRow(
      <ErrorState title={errorText(error)}>
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        )}
      </ErrorState>,
    );
  } else if (pending) {
    body = stateRow(
      <div className="flex justify-center py-4">
        <Spinner label="Loading…" showLabel />
      </div>,
    );
  } else if (rows.length === 0) {
    body = stateRow(<EmptyState title={emptyMessage} />);
  } else if (virtual) {
    const items = virtualizer.getVirtualItems();
    const top = items[0]?.start ?? 0;
    const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
    body = (
      <>
        {top > 0 && <SpacerRow columns={columnCount} height={top} />}
        {items.map((item) => {
          const row = rows[item.index];
          return row ? renderRow(row, item.index) : null;
        })}
        {bottom > 0 && <SpacerRow columns={columnCount} height={bottom} />}
      </>
    );
  } else {
    body = rows.map((row, index) => renderRow(row, index));
  }

  return (
    <div className={cx('flex w-full min-w-0 flex-col gap-2', className)}>
      {(showRows || actions) && (
        <div className="flex min-h-11 flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-600" aria-live="polite">
            {showRows ? (countLine ?? formatCount(rows.length, countNoun)) : null}
          </p>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
      )}
      <div
        ref={scrollRef}
        role="region"
        aria-label={label}
        // Focusable so the keyboard can scroll it when the rows are not.
        tabIndex={0}
        style={{ maxHeight }}
        className="w-full overflow-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-3 focus-visible:outline-brand-500"
      >
        <table
          aria-label={label}
          aria-rowcount={showRows ? rows.length + 1 : undefined}
          aria-busy={pending || undefined}
          role={cards ? 'table' : undefined}
          className={cx('w-full border-separate border-spacing-0', cards && 'max-lg:block')}
        >
          <thead role={cards ? 'rowgroup' : undefined} className={cx(cards && 'max-lg:sr-only')}>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={1} role={cards ? 'row' : undefined}>
                {group.headers.map((header) => (
                  <HeaderCell key={header.id} header={header} density={density} cards={cards} />
                ))}
              </tr>
            ))}
          </thead>
          <tbody role={cards ? 'rowgroup' : undefined} className={cx(cards && 'max-lg:block')}>
            {body}
          </tbody>
        </table>
      </div>
    </div>
  );
}

const EMPTY: never[] = [];

/** Cards (below 1024 px): a row is a block with a rule under it, a cell a "header: value" line. */
const CARD_ROW = 'max-lg:block max-lg:border-b max-lg:py-2';
const CARD_CELL = cx(
  'max-lg:flex max-lg:gap-3 max-lg:border-0 max-lg:py-0.5 max-lg:text-left max-lg:whitespace-normal',
  'max-lg:before:w-36 max-lg:before:shrink-0 max-lg:before:font-semibold max-lg:before:text-slate-600',
  'max-lg:before:content-[attr(data-label)] max-lg:empty:hidden',
);

/** A column's header as text (its card label): the header string, else the column id. */
function headerText(header: unknown, id: string): string {
  return typeof header === 'string' ? header : id;
}

function HeaderCell<T>({
  header,
  density,
  cards,
}: {
  header: Header<T, unknown>;
  density: DataTableDensity;
  cards: boolean;
}) {
  const meta = header.column.columnDef.meta;
  const sorted = header.column.getIsSorted();
  const content = header.isPlaceholder
    ? null
    : flexRender(header.column.columnDef.header, header.getContext());
  const align = meta?.align ?? 'left';
  return (
    <th
      scope="col"
      role={cards ? 'columnheader' : undefined}
      colSpan={header.colSpan}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      className={cx(
        // Headers wrap between words when the columns need the room (a table fits its box).
        'sticky top-0 z-10 border-b border-slate-300 bg-slate-100 font-semibold text-slate-700',
        density === 'dense' ? 'px-3 py-1 text-sm' : 'px-4 py-1.5',
        ALIGN[align],
        meta?.className,
      )}
    >
      {!header.isPlaceholder && header.column.getCanSort() ? (
        <button
          type="button"
          onClick={header.column.getToggleSortingHandler()}
          className={cx(
            'inline-flex min-h-9 items-center gap-1 rounded font-semibold hover:text-slate-950',
            // A wrapped header's lines align as its column does (a button centres them).
            align === 'right' ? 'text-right' : align === 'center' ? 'text-center' : 'text-left',
            'focus-visible:outline-3 focus-visible:outline-brand-500',
            align === 'right' && 'flex-row-reverse',
            density === 'comfortable' && 'min-h-11',
          )}
        >
          {content}
          <span aria-hidden="true" className={cx('w-3 text-xs', !sorted && 'text-slate-400')}>
            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
          </span>
        </button>
      ) : (
        content
      )}
    </th>
  );
}

function SpacerRow({ columns, height }: { columns: number; height: number }) {
  return (
    <tr aria-hidden="true">
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

/** A click on the row opens it; a click on a button or link inside the row does its own thing. */
function openFromClick(event: MouseEvent<HTMLTableRowElement>, open: () => void) {
  const target = event.target as HTMLElement;
  const control = target.closest(INTERACTIVE);
  if (control && event.currentTarget.contains(control)) return;
  open();
}

/** Enter opens the focused row; the arrow keys move between rows. */
function rowKeyDown(event: KeyboardEvent<HTMLTableRowElement>, open: () => void) {
  if (event.target !== event.currentTarget) return;
  if (event.key === 'Enter') {
    event.preventDefault();
    open();
  } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    const next =
      event.key === 'ArrowDown'
        ? event.currentTarget.nextElementSibling
        : event.currentTarget.previousElementSibling;
    if (next instanceof HTMLElement && next.dataset.index !== undefined) {
      event.preventDefault();
      next.focus();
    }
  }
}

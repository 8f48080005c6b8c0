import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';

/** `id` keys the tab when its label changes (e.g. a label with counts); defaults to the label. */
export type TabItem = { label: ReactNode; content: ReactNode; id?: string };

/**
 * Tabs with arrow-key navigation between them; uncontrolled, or controlled with
 * `selectedIndex` and `onChange`. A tab is not a form control (`role="tab"` on a div, focusable
 * as a button is), so the tabs of a form stay usable where its fields are disabled: a record
 * viewed in a modal shows every tab.
 */
export function Tabs({
  items,
  selectedIndex,
  onChange,
}: {
  items: TabItem[];
  selectedIndex?: number;
  onChange?: (index: number) => void;
}) {
  const keyOf = (item: TabItem, i: number) =>
    item.id ?? (typeof item.label === 'string' ? item.label : String(i));
  return (
    <TabGroup selectedIndex={selectedIndex} onChange={onChange}>
      <TabList className="flex flex-wrap gap-1 border-b border-slate-200">
        {items.map((item, i) => (
          <Tab
            as="div"
            key={keyOf(item, i)}
            className="flex min-h-11 cursor-pointer items-center rounded-t-lg px-4 font-medium text-slate-600 data-hover:bg-slate-50 data-selected:border-b-2 data-selected:border-brand-700 data-selected:text-brand-800 focus-visible:outline-3 focus-visible:outline-brand-500"
          >
            {item.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-4">
        {items.map((item, i) => (
          <TabPanel key={keyOf(item, i)}>{item.content}</TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}

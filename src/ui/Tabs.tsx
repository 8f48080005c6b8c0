import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';

export type TabItem = { label: string; content: ReactNode };

/** Tabs with arrow-key navigation between them. */
export function Tabs({ items }: { items: TabItem[] }) {
  return (
    <TabGroup>
      <TabList className="flex gap-1 border-b border-slate-200">
        {items.map((item) => (
          <Tab
            key={item.label}
            className="min-h-11 rounded-t-lg px-4 font-medium text-slate-600 data-hover:bg-slate-50 data-selected:border-b-2 data-selected:border-brand-700 data-selected:text-brand-800 focus-visible:outline-3 focus-visible:outline-brand-500"
          >
            {item.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-4">
        {items.map((item) => (
          <TabPanel key={item.label}>{item.content}</TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}

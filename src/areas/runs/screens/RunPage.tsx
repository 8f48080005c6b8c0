import type { ReactNode } from 'react';
import { ALL_WAREHOUSES, RUN_MESSAGES } from '../../../contract';
import { Notice, useWorkContext } from '../../../ui';

/**
 * The frame of a run screen: its title and the context warehouse; with none or ALL the
 * screen shows 'Please Select a Warehouse' and no list (document 3 section 5).
 */
export function RunPage({
  title,
  wide = false,
  children,
}: {
  title: string;
  wide?: boolean;
  children: (warehouse: string) => ReactNode;
}) {
  const context = useWorkContext();
  const warehouse = context?.warehouse ?? '';
  if (!context) return null;
  const ready = warehouse !== '' && warehouse !== ALL_WAREHOUSES;
  return (
    <main className={`mx-auto flex ${wide ? 'max-w-7xl' : 'max-w-5xl'} flex-col gap-4 px-4 py-6`}>
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      {ready ? (
        <>
          <p className="text-slate-600">
            Warehouse <span className="font-semibold">{warehouse}</span>
          </p>
          {children(warehouse)}
        </>
      ) : (
        <Notice>{RUN_MESSAGES.selectWarehouse}</Notice>
      )}
    </main>
  );
}

import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { BLANK_INTERFACE, ZInterface, type TInterface } from '../../../contract';
import { RecordListPanel, Tabs, validateWith } from '../../../ui';
import { saveInterface } from '../api';
import { useInterfaces } from '../use-printing';
import { CustomerLinksPanel } from './CustomerLinksPanel';
import { InventoryLinksPanel } from './InventoryLinksPanel';

const column = createColumnHelper<TInterface>();
const validate = validateWith<TInterface>(ZInterface);
const columns = [
  column.accessor('interface', { header: 'Interface' }),
  column.accessor('interface_name', { header: 'Interface Name' }),
];

/**
 * /itf (Interfaces, document 3 section 2): the site's ERP and freight interfaces; selecting
 * one shows its Customer links and Inventory links.
 */
export default function InterfacesScreen() {
  const list = useInterfaces();
  const [selected, setSelected] = useState<TInterface | null>(null);

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Interfaces</h1>
      <RecordListPanel<TInterface>
        label="Interfaces"
        noun="interface"
        countNoun={['interface', 'interfaces']}
        module="admin"
        list={list}
        columns={columns}
        getRowId={(i) => i.interface}
        onRowClick={setSelected}
        emptyMessage="No interfaces yet"
        blank={() => ({ ...BLANK_INTERFACE })}
        name={(i) => i.interface}
        describe={(i) => `${i.interface} (${i.interface_name})`}
        validate={validate}
        save={saveInterface}
        fields={[
          { text: 'interface', label: 'Interface', fixed: true },
          { text: 'interface_name', label: 'Interface Name' },
        ]}
      />
      {selected ? (
        <section aria-label={`Links of ${selected.interface_name}`} className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold text-slate-900">{selected.interface_name} links</h2>
          <Tabs
            items={[
              {
                label: 'Customer links',
                content: <CustomerLinksPanel key={selected.interface} itf={selected.interface} />,
              },
              {
                label: 'Inventory links',
                content: <InventoryLinksPanel key={selected.interface} itf={selected.interface} />,
              },
            ]}
          />
        </section>
      ) : (
        <p className="text-slate-600">
          Select an interface to see its customer and inventory links.
        </p>
      )}
    </main>
  );
}

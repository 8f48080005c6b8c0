import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import {
  BLANK_COURIER,
  BLANK_COURIER_SERVICE,
  ZCourierItem,
  ZCourierServiceItem,
  type TCourierItem,
  type TCourierRow,
  type TCourierService,
  type TCourierServiceItem,
} from '../../../contract';
import {
  courierServiceKeys,
  RecordFieldInput,
  RecordListPanel,
  Select,
  Tabs,
  useCourierServices,
  useStorageOptions,
  validateWith,
  type RecordField,
} from '../../../ui';
import { deleteCourier, deleteCourierService, saveCourier, saveCourierService } from '../api';
import { courierKeys, useCouriers } from '../use-couriers';

const courierColumn = createColumnHelper<TCourierRow>();
const courierColumns = [
  courierColumn.accessor('courier', { header: 'Courier' }),
  courierColumn.accessor('courier_name', { header: 'Courier Name' }),
  courierColumn.accessor('services', { header: 'Services' }),
];
const courierFields: RecordField<TCourierItem>[] = [
  { text: 'courier', label: 'Courier', fixed: true },
  { text: 'courier_name', label: 'Courier Name' },
];

const serviceColumn = createColumnHelper<TCourierService>();
const serviceColumns = [
  serviceColumn.accessor('courier_name', { header: 'Courier' }),
  serviceColumn.accessor('courier_service_code', { header: 'Service Code' }),
  serviceColumn.accessor('service_code_name', { header: 'Service Name' }),
  serviceColumn.accessor('storage', { header: 'Storage', cell: (c) => c.getValue() || 'Any' }),
];

/** After a save or delete: the couriers (their service counts) and every service picker. */
function useReload() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: courierKeys.all }),
      queryClient.invalidateQueries({ queryKey: courierServiceKeys.all }),
    ]);
}

function CouriersTab() {
  const [term, setTerm] = useState('');
  const list = useCouriers(term);
  const reload = useReload();
  return (
    <RecordListPanel<TCourierRow, TCourierItem>
      label="Couriers"
      noun="courier"
      countNoun={['courier', 'couriers']}
      module="admin"
      list={list}
      columns={courierColumns}
      getRowId={(r) => r.courier}
      blank={() => ({ ...BLANK_COURIER })}
      toForm={(r) => ({ courier: r.courier, courier_name: r.courier_name })}
      name={(r) => r.courier_name || r.courier}
      describe={(r) => `${r.courier} (${r.courier_name})`}
      validate={validateWith<TCourierItem>(ZCourierItem)}
      save={saveCourier}
      remove={deleteCourier}
      reload={reload}
      fields={courierFields}
      emptyMessage={term ? 'No couriers match the search' : 'No couriers yet'}
      search={{ label: 'Search couriers', onSearch: setTerm }}
    />
  );
}

function ServicesTab() {
  const [courier, setCourier] = useState('');
  const [term, setTerm] = useState('');
  const couriers = useCouriers();
  const storage = useStorageOptions();
  // A term runs at 2 characters or more (the search box sends none shorter), as on the server.
  const list = useCourierServices({ courier, search_term: term });
  const reload = useReload();
  const courierOptions = (couriers.data ?? []).map((c) => ({
    value: c.courier,
    label: c.courier_name,
  }));
  const fields: RecordField<TCourierServiceItem>[] = [
    { select: 'courier', label: 'Courier', options: courierOptions, placeholder: 'Select…' },
    { text: 'courier_service_code', label: 'Service Code', fixed: true },
    { text: 'service_code_name', label: 'Service Name' },
    {
      select: 'storage',
      label: 'Storage',
      placeholder: 'Any',
      options: (storage.data ?? []).map((s) => ({ value: s.storage, label: s.storage_name })),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <Select
        label="Courier"
        className="max-w-sm"
        value={courier}
        placeholder="All couriers"
        options={courierOptions}
        onChange={setCourier}
      />
      <RecordListPanel<TCourierService, TCourierServiceItem>
        label="Courier services"
        noun="courier service"
        countNoun={['service', 'services']}
        module="admin"
        list={list}
        columns={serviceColumns}
        getRowId={(r) => `${r.courier}/${r.courier_service_code}`}
        blank={() => ({ ...BLANK_COURIER_SERVICE, courier })}
        toForm={(r) => ({
          courier: r.courier,
          courier_service_code: r.courier_service_code,
          service_code_name: r.service_code_name,
          storage: r.storage,
        })}
        name={(r) => r.service_code_name || r.courier_service_code}
        describe={(r) => `${r.courier_name} ${r.service_code_name} (${r.courier_service_code})`}
        validate={validateWith<TCourierServiceItem>(ZCourierServiceItem)}
        save={saveCourierService}
        remove={deleteCourierService}
        reload={reload}
        fields={(item, errors, editor) =>
          fields.map((field, i) => (
            <RecordFieldInput
              key={i}
              field={
                'select' in field && field.select === 'courier' && !editor.adding
                  ? { text: 'courier', label: 'Courier', readOnly: true }
                  : field
              }
              item={item}
              errors={errors}
              editor={editor}
            />
          ))
        }
        emptyMessage={term ? 'No services match the search' : 'No services yet'}
        search={{ label: 'Search services', onSearch: setTerm }}
      />
    </div>
  );
}

/**
 * /admin/courier (Couriers, document 1 "Courier", "Courier service"): the site's couriers
 * (code, name, how many services) and their services (code, name, storage carried).
 */
export default function CouriersScreen() {
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Couriers</h1>
      <Tabs
        items={[
          { label: 'Couriers', content: <CouriersTab /> },
          { label: 'Services', content: <ServicesTab /> },
        ]}
      />
    </main>
  );
}

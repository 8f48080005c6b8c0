import { useId } from 'react';
import {
  COURIERS,
  CUSTOMER_ATTRIBUTE_NAMES,
  customerProblems,
  partyProblemErrors,
  type TCustomerAttribute,
  type TCustomerCourierAccount,
  type TCustomerDetail,
  type TCustomerMinimumDay,
} from '../../../contract';
import {
  Button,
  EditorModal,
  Select,
  TextField,
  useSiteLookups,
  useWorkContext,
  type Editor,
  type FieldErrors,
} from '../../../ui';
import { saveCustomer } from '../api';

const validate = (c: TCustomerDetail): FieldErrors => partyProblemErrors(customerProblems(c));

type ListKey = 'attributes' | 'minimum_days' | 'courier_accounts';
type RowOf<K extends ListKey> = TCustomerDetail[K][number];

const BLANK: { [K in ListKey]: RowOf<K> } = {
  attributes: { attribute: '', value: '' } satisfies TCustomerAttribute,
  minimum_days: { warehouse: '', minimum_days: 1 } satisfies TCustomerMinimumDay,
  courier_accounts: {
    courier: '',
    account_number: '',
    service: '',
  } satisfies TCustomerCourierAccount,
};

/** One editable sub-list of the customer: a row of fields each, Remove per row, Add below. */
function SubList<K extends ListKey>({
  legend,
  list,
  columns,
  rows,
  editing,
  addLabel,
  onChange,
  rowLabel,
  children,
}: {
  legend: string;
  list: K;
  /** The row's grid columns from the small breakpoint up (the last one is Remove). */
  columns: string;
  rows: RowOf<K>[];
  editing: boolean;
  addLabel: string;
  onChange: (rows: RowOf<K>[]) => void;
  rowLabel: (row: RowOf<K>, index: number) => string;
  children: (
    row: RowOf<K>,
    index: number,
    set: (patch: Partial<RowOf<K>>) => void,
  ) => React.ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-semibold text-slate-900">{legend}</legend>
      {rows.length === 0 && <p className="text-sm text-slate-500">None</p>}
      {rows.map((row, index) => (
        <div
          key={index}
          data-list={list}
          className={`grid grid-cols-1 items-end gap-3 border-b border-slate-100 pb-2 ${columns}`}
        >
          {children(row, index, (patch) =>
            onChange(rows.map((r, n) => (n === index ? { ...r, ...patch } : r))),
          )}
          {editing && (
            <Button
              variant="ghost"
              aria-label={`Remove ${rowLabel(row, index)}`}
              onClick={() => onChange(rows.filter((_, n) => n !== index))}
            >
              Remove
            </Button>
          )}
        </div>
      ))}
      {editing && (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => onChange([...rows, { ...BLANK[list] }])}
        >
          {addLabel}
        </Button>
      )}
    </fieldset>
  );
}

/** Edit a customer: its delivery details, attributes, minimum days and courier accounts. */
export function CustomerEditor({
  editor,
  onSaved,
}: {
  editor: Editor<TCustomerDetail>;
  onSaved: () => unknown;
}) {
  const siteId = useWorkContext()?.site_id;
  const lookups = useSiteLookups(siteId);
  const attributeList = useId();
  const courierList = useId();
  const warehouses = (lookups.data?.warehouses ?? []).map((w) => ({
    value: w.warehouse,
    label: `${w.warehouse} - ${w.warehouse_name}`,
  }));
  const set = <K extends keyof TCustomerDetail>(key: K, value: TCustomerDetail[K]) =>
    editor.change((c) => ({ ...c, [key]: value }));

  return (
    <EditorModal
      editor={editor}
      noun="customer"
      name={(c) => c.customer_code}
      onSave={saveCustomer}
      reload={onSaved}
      validate={validate}
      size="lg"
    >
      {(c, errors) => {
        const text = (key: keyof TCustomerDetail & string, label: string, readOnly = false) => (
          <TextField
            label={label}
            name={key}
            errors={errors}
            readOnly={readOnly}
            value={String(c[key] ?? '')}
            onChange={(e) => set(key, e.target.value as never)}
          />
        );
        return (
          <div className="flex flex-col gap-5">
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              {text('customer_code', 'Customer Code', !editor.adding)}
              <div className="sm:col-span-2">{text('customer_name', 'Customer Name')}</div>
              {text('delivery_address_1', 'Address')}
              {text('delivery_address_2', 'Address 2')}
              {text('delivery_suburb', 'Suburb')}
              {text('delivery_state', 'State')}
              {text('delivery_postcode', 'Postcode')}
              {text('delivery_country', 'Country')}
            </div>
            <datalist id={attributeList}>
              {CUSTOMER_ATTRIBUTE_NAMES.map((a) => (
                <option key={a} value={a} />
              ))}
            </datalist>
            <datalist id={courierList}>
              {COURIERS.map((a) => (
                <option key={a} value={a} />
              ))}
            </datalist>
            <SubList
              legend="Attributes"
              list="attributes"
              columns="sm:grid-cols-[3fr_2fr_auto]"
              rows={c.attributes}
              editing={editor.editing}
              addLabel="Add attribute"
              onChange={(rows) => set('attributes', rows)}
              rowLabel={(r, i) => `attribute ${r.attribute || i + 1}`}
            >
              {(r, i, patch) => (
                <>
                  <TextField
                    label="Attribute"
                    name={`attributes.${i}.attribute`}
                    errors={errors}
                    list={attributeList}
                    value={r.attribute}
                    onChange={(e) => patch({ attribute: e.target.value.toUpperCase() })}
                  />
                  <TextField
                    label="Value"
                    value={r.value}
                    onChange={(e) => patch({ value: e.target.value })}
                  />
                </>
              )}
            </SubList>
            <SubList
              legend="Minimum days"
              list="minimum_days"
              columns="sm:grid-cols-[2fr_1fr_auto]"
              rows={c.minimum_days}
              editing={editor.editing}
              addLabel="Add minimum days"
              onChange={(rows) => set('minimum_days', rows)}
              rowLabel={(r, i) => `minimum days ${r.warehouse || i + 1}`}
            >
              {(r, i, patch) => (
                <>
                  <Select
                    label="Warehouse"
                    name={`minimum_days.${i}.warehouse`}
                    errors={errors}
                    value={r.warehouse}
                    placeholder="Choose a warehouse"
                    options={
                      warehouses.some((w) => w.value === r.warehouse) || !r.warehouse
                        ? warehouses
                        : [...warehouses, { value: r.warehouse, label: r.warehouse }]
                    }
                    onChange={(v) => patch({ warehouse: v })}
                  />
                  <TextField
                    label="Minimum Days"
                    type="number"
                    min={0}
                    step={1}
                    name={`minimum_days.${i}.minimum_days`}
                    errors={errors}
                    value={String(r.minimum_days)}
                    onChange={(e) => patch({ minimum_days: Number(e.target.value) })}
                  />
                </>
              )}
            </SubList>
            <SubList
              legend="Courier accounts"
              list="courier_accounts"
              columns="sm:grid-cols-[1fr_1fr_1fr_auto]"
              rows={c.courier_accounts}
              editing={editor.editing}
              addLabel="Add courier account"
              onChange={(rows) => set('courier_accounts', rows)}
              rowLabel={(r, i) => `courier account ${r.courier || i + 1}`}
            >
              {(r, i, patch) => (
                <>
                  <TextField
                    label="Courier"
                    name={`courier_accounts.${i}.courier`}
                    errors={errors}
                    list={courierList}
                    value={r.courier}
                    onChange={(e) => patch({ courier: e.target.value })}
                  />
                  <TextField
                    label="Account Number"
                    name={`courier_accounts.${i}.account_number`}
                    errors={errors}
                    value={r.account_number}
                    onChange={(e) => patch({ account_number: e.target.value })}
                  />
                  <TextField
                    label="Service"
                    value={r.service}
                    onChange={(e) => patch({ service: e.target.value })}
                  />
                </>
              )}
            </SubList>
          </div>
        );
      }}
    </EditorModal>
  );
}

import type { ChangeEvent, ReactNode } from 'react';
import {
  ERP_INTERFACES,
  NAVBAR_TYPES,
  NAVBAR_VARIANTS,
  TIMEZONES,
  type TSite,
} from '../../../contract';
import {
  Checkbox,
  Select,
  Tabs,
  TextField,
  numberInput,
  type Editor,
  type FieldErrors,
} from '../../../ui';
import { BrandingPreview } from './BrandingPreview';

/** The site as its form holds it: the secrets as typed (empty keeps the stored one). */
export type SiteForm = TSite & {
  database_password: string;
  erp_password: string;
  clear_database_password: boolean;
  clear_erp_password: boolean;
};

type KeysOf<V> = { [K in keyof SiteForm]-?: SiteForm[K] extends V ? K : never }[keyof SiteForm];
type TextKey = KeysOf<string | null>;
type NumberKey = KeysOf<number | null>;
type FlagKey = KeysOf<boolean>;

/** The tabs and the fields each holds (a field's error names its tab). */
const TAB_FIELDS: [string, readonly (keyof SiteForm)[]][] = [
  [
    'General',
    [
      'site_id',
      'site_name',
      'active',
      'local_zone',
      'gs1_company_prefix',
      'last_sscc_number',
      'sscc_extension_digit',
      'partner',
      'purchase_date',
      'live_date',
    ],
  ],
  [
    'Address & contact',
    [
      'address_1',
      'address_2',
      'suburb',
      'state',
      'postcode',
      'country',
      'contact_name',
      'contact_phone',
      'contact_email',
    ],
  ],
  [
    'Database',
    [
      'aurora',
      'rds_resource_arn',
      'rds_secret_arn',
      'database_host',
      'database_port',
      'database_user',
      'database_password',
      'staging_database',
      'wms_database',
      'history_database',
    ],
  ],
  [
    'ERP & integrations',
    [
      'erp_interface',
      'erp_interface_url',
      'erp_username',
      'erp_password',
      'delivery_app_used',
      'fish_processing_used',
    ],
  ],
  ['Licences', ['allowed_full_users', 'allowed_view_users', 'allowed_delivery_users']],
  ['Branding', ['brand_logo', 'logo_height', 'navbar_variant', 'navbar_type']],
];

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/**
 * The site editor's tabs: General, Address & contact, Database, ERP, Licences, Branding (in
 * view mode the same sections one under another).
 */
export function SiteFormTabs({
  item,
  errors,
  editor,
}: {
  item: SiteForm;
  errors: FieldErrors;
  editor: Editor<SiteForm>;
}) {
  const set = (patch: Partial<SiteForm>) => editor.change((f) => ({ ...f, ...patch }));
  const text = (key: TextKey, label: string, extra: { hint?: string; type?: string } = {}) => (
    <TextField
      key={key}
      label={label}
      name={key}
      errors={errors}
      type={extra.type}
      hint={extra.hint}
      value={item[key] ?? ''}
      readOnly={key === 'site_id' && !editor.adding ? true : undefined}
      onChange={(e: ChangeEvent<HTMLInputElement>) =>
        set({ [key]: key === 'site_id' ? e.target.value.toUpperCase() : e.target.value })
      }
    />
  );
  const number = (key: NumberKey, label: string) => {
    const value = item[key];
    return (
      <TextField
        key={key}
        label={label}
        name={key}
        errors={errors}
        inputMode="numeric"
        value={value === null || Number.isNaN(value) ? '' : String(value)}
        onChange={(e) => set({ [key]: numberInput(e.target.value) })}
      />
    );
  };
  const flag = (key: FlagKey, label: string) => (
    <Checkbox key={key} label={label} checked={item[key]} onChange={(v) => set({ [key]: v })} />
  );
  const secret = (
    key: 'database_password' | 'erp_password',
    clearKey: 'clear_database_password' | 'clear_erp_password',
    isSet: boolean,
    label: string,
  ) => (
    <div key={key} className="flex flex-col gap-1">
      <TextField
        label={label}
        name={key}
        type="password"
        autoComplete="new-password"
        errors={errors}
        hint={
          isSet
            ? 'A password is set. Leave blank to keep it; type a new one to replace it.'
            : 'No password is set.'
        }
        value={item[key]}
        placeholder={isSet ? 'set' : ''}
        onChange={(e) => set({ [key]: e.target.value })}
      />
      {isSet && (
        <Checkbox
          label={`Clear the stored ${label.toLowerCase()}`}
          checked={item[clearKey]}
          onChange={(v) => set({ [clearKey]: v })}
        />
      )}
    </div>
  );
  const zones = TIMEZONES.includes(item.local_zone as (typeof TIMEZONES)[number])
    ? TIMEZONES
    : [item.local_zone, ...TIMEZONES];

  const onLogoFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') set({ brand_logo: reader.result });
    };
    reader.readAsDataURL(file);
  };

  const grid = (children: ReactNode) => (
    <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">{children}</div>
  );
  const content: Record<string, ReactNode> = {
    General: grid(
      <>
        {text('site_id', 'Site ID', { hint: 'Upper-case code, e.g. MEL1' })}
        {text('site_name', 'Site Name')}
        <Select
          label="Local Zone"
          name="local_zone"
          errors={errors}
          value={item.local_zone}
          options={options(zones)}
          onChange={(v) => set({ local_zone: v })}
        />
        {text('partner', 'Partner')}
        {text('gs1_company_prefix', 'GS1 Company Prefix')}
        {number('last_sscc_number', 'Last SSCC Number')}
        {number('sscc_extension_digit', 'SSCC Extension Digit')}
        {text('purchase_date', 'Purchase Date', { type: 'date' })}
        {text('live_date', 'Live Date', { type: 'date' })}
        {flag('active', 'Active')}
      </>,
    ),
    'Address & contact': grid(
      <>
        {text('address_1', 'Address 1')}
        {text('address_2', 'Address 2')}
        {text('suburb', 'Suburb')}
        {text('state', 'State')}
        {text('postcode', 'Postcode')}
        {text('country', 'Country')}
        {text('contact_name', 'Contact Name')}
        {text('contact_phone', 'Contact Phone')}
        {text('contact_email', 'Contact Email', { type: 'email' })}
      </>,
    ),
    Database: grid(
      <>
        {flag('aurora', 'Aurora')}
        <span />
        {text('rds_resource_arn', 'RDS Resource ARN')}
        {text('rds_secret_arn', 'RDS Secret ARN')}
        {text('database_host', 'Database Host')}
        {number('database_port', 'Database Port')}
        {text('database_user', 'Database User')}
        {secret(
          'database_password',
          'clear_database_password',
          item.database_password_set,
          'Database Password',
        )}
        {text('staging_database', 'Staging Database')}
        {text('wms_database', 'WMS Database')}
        {text('history_database', 'History Database')}
      </>,
    ),
    'ERP & integrations': grid(
      <>
        <Select
          label="ERP Interface"
          name="erp_interface"
          errors={errors}
          value={item.erp_interface ?? ''}
          placeholder="None"
          options={options(ERP_INTERFACES)}
          onChange={(v) => set({ erp_interface: (v || null) as SiteForm['erp_interface'] })}
        />
        {text('erp_interface_url', 'ERP Interface URL')}
        {text('erp_username', 'ERP User')}
        {secret('erp_password', 'clear_erp_password', item.erp_password_set, 'ERP Password')}
        {flag('delivery_app_used', 'Delivery app used')}
        {flag('fish_processing_used', 'Fish processing used')}
      </>,
    ),
    Licences: grid(
      <>
        {number('allowed_full_users', 'Allowed Full Users')}
        {number('allowed_view_users', 'Allowed View Users')}
        {number('allowed_delivery_users', 'Allowed Delivery Users')}
      </>,
    ),
    Branding: (
      <div className="flex flex-col gap-3">
        {grid(
          <>
            {text('brand_logo', 'Brand Logo', {
              hint: 'An image address (https://…) or upload a file below',
            })}
            <label className="flex flex-col gap-1 font-medium text-slate-800">
              Upload logo
              <input
                type="file"
                accept="image/png,image/jpeg,image/gif,image/svg+xml,image/webp"
                className="min-h-11"
                onChange={onLogoFile}
              />
            </label>
            {number('logo_height', 'Logo Height (px)')}
            <Select
              label="Navbar Variant"
              name="navbar_variant"
              errors={errors}
              value={item.navbar_variant}
              options={options(NAVBAR_VARIANTS)}
              onChange={(v) => set({ navbar_variant: v })}
            />
            <Select
              label="Navbar Type"
              name="navbar_type"
              errors={errors}
              value={item.navbar_type}
              options={options(NAVBAR_TYPES)}
              onChange={(v) => set({ navbar_type: v })}
            />
          </>,
        )}
        <BrandingPreview site={item} />
      </div>
    ),
  };

  const tabsWithErrors = TAB_FIELDS.filter(([, keys]) =>
    keys.some((k) => errors[k as string] !== undefined),
  ).map(([label]) => label);

  return (
    <div className="flex flex-col gap-3">
      {tabsWithErrors.length > 0 && (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-900">
          Please check the fields on: {tabsWithErrors.join(', ')}
        </p>
      )}
      {editor.editing ? (
        <Tabs items={TAB_FIELDS.map(([label]) => ({ label, content: content[label] }))} />
      ) : (
        // Viewing, the form is a disabled fieldset (tabs could not be chosen): every section.
        TAB_FIELDS.map(([label]) => (
          <section key={label} aria-label={label} className="flex flex-col gap-2">
            <h3 className="border-b border-slate-200 pb-1 font-semibold text-slate-900">{label}</h3>
            {content[label]}
          </section>
        ))
      )}
    </div>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { fetchCurrentUser } from '../../../api';
import {
  BLANK_SITE,
  GLOBAL_SITE,
  ZSiteInput,
  type TSite,
  type TSiteInput,
} from '../../../contract';
import {
  RecordListPanel,
  StatusBadge,
  siteDataKeys,
  useWorkContext,
  validateWith,
  type FieldErrors,
} from '../../../ui';
import { saveSite } from '../api';
import { useSites } from '../hooks';
import { SiteFormTabs, type SiteForm } from './SiteFormTabs';

const column = createColumnHelper<TSite>();
const columns = [
  column.accessor('site_id', { header: 'Site ID' }),
  column.accessor('site_name', { header: 'Site Name' }),
  column.accessor('active', {
    header: 'Active',
    cell: (c) =>
      c.getValue() ? (
        <StatusBadge variant="success">Active</StatusBadge>
      ) : (
        <StatusBadge variant="secondary">Inactive</StatusBadge>
      ),
  }),
];

const toForm = (site: TSite): SiteForm => ({
  ...site,
  database_password: '',
  erp_password: '',
  clear_database_password: false,
  clear_erp_password: false,
});

const optionalNumber = (v: number | null) => (v === null || Number.isNaN(v) ? null : v);

/** What the form sends: the secrets only when typed (empty keeps the stored one). */
export function toSiteInput(form: SiteForm): TSiteInput {
  const {
    database_password_set: _d,
    erp_password_set: _e,
    database_password,
    erp_password,
    ...rest
  } = form;
  return {
    ...rest,
    sscc_extension_digit: optionalNumber(form.sscc_extension_digit),
    database_port: optionalNumber(form.database_port),
    // The server checks them against the lists; the form offers only those.
    navbar_variant: form.navbar_variant as TSiteInput['navbar_variant'],
    navbar_type: form.navbar_type as TSiteInput['navbar_type'],
    ...(database_password ? { database_password } : {}),
    ...(erp_password ? { erp_password } : {}),
  };
}

const validateInput = validateWith<TSiteInput>(ZSiteInput);
const validate = (form: SiteForm): FieldErrors => validateInput(toSiteInput(form));

/**
 * /site (Site Setup, document 3 "Sites"): every site at GLOBAL, searchable by id or name;
 * view, edit and add a site with its settings in tabs. Passwords are write-only.
 */
export default function SitesScreen() {
  const context = useWorkContext();
  const list = useSites();
  const queryClient = useQueryClient();
  const [term, setTerm] = useState('');
  const rows = useMemo(() => {
    const t = term.trim().toLowerCase();
    if (!t) return list.data;
    return list.data?.filter(
      (s) => s.site_id.toLowerCase().includes(t) || s.site_name.toLowerCase().includes(t),
    );
  }, [list.data, term]);

  const save = async (form: SiteForm) => {
    const saved = await saveSite(toSiteInput(form));
    // The shell's settings of that site (brand, navbar) and the user's usable sites.
    await queryClient.invalidateQueries({ queryKey: siteDataKeys.settings(saved.site_id) });
    await fetchCurrentUser().catch(() => undefined);
  };

  if (!context) return null;
  const atGlobal = context.site_id === GLOBAL_SITE;
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Site Setup</h1>
      {!atGlobal && (
        <p role="status" className="rounded border border-amber-300 bg-amber-50 p-4 text-amber-900">
          Sites are added and changed at the GLOBAL site; this is your site, read only.
        </p>
      )}
      <RecordListPanel<TSite, SiteForm>
        label="Sites"
        noun="site"
        countNoun={['site', 'sites']}
        module="admin"
        readOnly={!atGlobal}
        list={list}
        rows={rows}
        search={{
          label: 'Search sites',
          onSearch: setTerm,
          placeholder: 'Site id or name',
          debounceMs: 0,
        }}
        columns={columns}
        getRowId={(s) => s.site_id}
        emptyMessage={term ? 'No site matches the search' : 'No sites yet'}
        blank={() => toForm(BLANK_SITE)}
        toForm={toForm}
        name={(s) => s.site_id}
        describe={(s) => `${s.site_id} (${s.site_name})`}
        validate={validate}
        save={save}
        size="lg"
        fields={(item, errors, editor) => (
          <SiteFormTabs item={item} errors={errors} editor={editor} />
        )}
      />
    </main>
  );
}

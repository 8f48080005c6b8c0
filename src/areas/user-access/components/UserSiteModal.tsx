import { useState } from 'react';
import { ALL_WAREHOUSES, GLOBAL_SITE, TIMEZONES, type TUserSiteDocument } from '../../../contract';
import { Button, Modal, Select, errorText, useSession, useSiteLookups } from '../../../ui';
import { saveUserSite, type TUserSiteForm } from '../api';

export type SiteModalMode = 'add' | 'edit' | 'view';

const formOf = (site: TUserSiteDocument | null, fallbackSite: string): TUserSiteForm => ({
  site_id: site?.site_id ?? fallbackSite,
  current_warehouse: site?.current_warehouse ?? '',
  printer_set: site?.printer_set ?? '',
  run_set: site?.run_set ?? '',
  work_centre: site?.work_centre ?? '',
  timezone: site?.timezone ?? '',
});

/**
 * A user site in add, edit or view mode: the site (add only: one of the caller's sites), its
 * timezone (document 3's list, or the zone stored; a new one may keep the site's local zone),
 * current warehouse, printer set and run set from that site's lookups.
 */
export function UserSiteModal({
  userId,
  mode,
  site,
  onClose,
  onSaved,
}: {
  userId: string;
  mode: SiteModalMode;
  site: TUserSiteDocument | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const session = useSession();
  const siteOptions = (session?.user.sites ?? [])
    .filter((s) => s.site_id !== GLOBAL_SITE)
    .map((s) => ({ value: s.site_id, label: `${s.site_id} - ${s.site_name}` }));
  const [form, setForm] = useState(() => formOf(site, siteOptions[0]?.value ?? ''));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const lookups = useSiteLookups(form.site_id || undefined).data;
  const readOnly = mode === 'view';
  const set = (patch: Partial<TUserSiteForm>) => setForm((f) => ({ ...f, ...patch }));

  const warehouses = [
    { value: ALL_WAREHOUSES, label: 'ALL' },
    ...(lookups?.warehouses ?? []).map((w) => ({ value: w.value, label: w.text })),
  ];
  const printerSets = (lookups?.printerSets ?? [])
    .filter((p) => !p.warehouse || p.warehouse === form.current_warehouse)
    .map((p) => ({ value: p.value, label: p.text }));
  const zones = [...new Set([...TIMEZONES, ...(form.timezone ? [form.timezone] : [])])].map(
    (z) => ({ value: z, label: z }),
  );
  const runSets = (lookups?.runSets ?? [])
    .filter((r) => r.warehouse === form.current_warehouse)
    .map((r) => ({ value: r.value, label: r.text }));

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await saveUserSite(userId, form);
      await onSaved();
      onClose();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  const title = {
    add: 'Add site',
    edit: `Edit site ${form.site_id}`,
    view: `Site ${form.site_id}`,
  }[mode];
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {readOnly ? 'Close' : 'Cancel'}
          </Button>
          {!readOnly && (
            <Button onClick={() => void save()} disabled={saving || !form.site_id}>
              Save
            </Button>
          )}
        </div>
      }
    >
      <div className="flex flex-col gap-3">
        <Select
          label="Site"
          value={form.site_id}
          options={
            mode === 'add'
              ? siteOptions
              : [{ value: form.site_id, label: site?.site_name ?? form.site_id }]
          }
          disabled={mode !== 'add'}
          onChange={(site_id) =>
            set({ site_id, current_warehouse: '', printer_set: '', run_set: '' })
          }
        />
        <Select
          label="Timezone"
          value={form.timezone}
          placeholder={mode === 'add' || !site?.timezone ? "Site's local zone" : undefined}
          options={zones}
          disabled={readOnly}
          onChange={(timezone) => set({ timezone })}
        />
        <Select
          label="Current Warehouse"
          value={form.current_warehouse}
          placeholder="None"
          options={warehouses}
          disabled={readOnly}
          onChange={(current_warehouse) => set({ current_warehouse, printer_set: '', run_set: '' })}
        />
        <Select
          label="Printer Set"
          value={form.printer_set}
          placeholder="None"
          options={printerSets}
          disabled={readOnly}
          onChange={(printer_set) => set({ printer_set })}
        />
        <Select
          label="Run Set"
          value={form.run_set}
          placeholder="None"
          options={runSets}
          disabled={readOnly}
          onChange={(run_set) => set({ run_set })}
        />
        {error && (
          <p role="alert" className="text-red-800">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}

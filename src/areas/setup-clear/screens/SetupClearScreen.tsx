import { useState, type FormEvent } from 'react';
import {
  GLOBAL_SITE,
  SETUP_CLEAR_FLAGS,
  SETUP_CLEAR_LABELS,
  SETUP_CLEAR_MESSAGES as M,
  type TSetupClearFlag,
  type TSetupCleared,
} from '../../../contract';
import {
  Button,
  Checkbox,
  FormError,
  Notice,
  TextField,
  errorText,
  useWorkContext,
} from '../../../ui';
import { clearSetup } from '../api';

const none = Object.fromEntries(SETUP_CLEAR_FLAGS.map((f) => [f, false])) as Record<
  TSetupClearFlag,
  boolean
>;

/**
 * /site/clear (document 1 "setup clear"): from the GLOBAL site, clear a site's ERP staging,
 * stock on hand, customers, inventories or locations, after typing its site id again.
 */
export default function SetupClearScreen() {
  const context = useWorkContext();
  const [site, setSite] = useState('');
  const [confirm, setConfirm] = useState('');
  const [flags, setFlags] = useState(none);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<TSetupCleared | null>(null);
  const [busy, setBusy] = useState(false);

  if (context && context.site_id !== GLOBAL_SITE)
    return (
      <main className="mx-auto max-w-3xl px-4 py-6">
        <Notice>{M.globalOnly}</Notice>
      </main>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setDone(null);
    if (!SETUP_CLEAR_FLAGS.some((f) => flags[f])) return setFailure(M.nothingChosen);
    if (confirm.trim() !== site.trim()) return setFailure(M.confirmMismatch(site.trim()));
    setBusy(true);
    try {
      const cleared = await clearSetup({
        clear_site_id: site.trim(),
        confirm: confirm.trim(),
        ...flags,
      });
      setDone(cleared ?? null);
      setConfirm('');
      setFlags(none);
    } catch (e) {
      setFailure(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Clear site setup</h1>
      <p className="text-slate-700">
        Removes the chosen setup data of one site so it can be imported again. Stock is written off
        through the ledger; its history stays.
      </p>
      <form
        aria-label="Clear site setup"
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(e) => void submit(e)}
      >
        <TextField
          label="Site id"
          name="clear-site"
          value={site}
          onChange={(e) => setSite(e.target.value)}
        />
        <fieldset className="flex flex-col gap-1">
          <legend className="font-medium text-slate-800">Clear</legend>
          {SETUP_CLEAR_FLAGS.map((f) => (
            <Checkbox
              key={f}
              label={SETUP_CLEAR_LABELS[f]}
              checked={flags[f]}
              onChange={(on) => setFlags((all) => ({ ...all, [f]: on }))}
            />
          ))}
        </fieldset>
        <TextField
          label="Type the site id to confirm"
          name="clear-confirm"
          autoComplete="off"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <FormError message={failure} />
        <div>
          <Button
            type="submit"
            variant="danger"
            disabled={busy || site.trim() === ''}
            aria-busy={busy || undefined}
          >
            Clear
          </Button>
        </div>
      </form>
      {done && (
        <p role="status" className="rounded border border-green-300 bg-green-50 p-4 text-green-900">
          {M.cleared(done.site_id)}: {done.on_hands_written_off} on hands written off,{' '}
          {done.customers} customers, {done.inventories_deleted} items deleted (
          {done.inventories_made_inactive} made inactive), {done.locations} locations,{' '}
          {done.erp_figures} ERP figures.
        </p>
      )}
    </main>
  );
}

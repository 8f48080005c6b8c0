import { useNavigate } from 'react-router-dom';
import { SignOutButton } from './SignOutButton';
import { ALL_WAREHOUSES } from '../../contract';
import { Button, Select, useSession, useSiteLookups, useWorkContext } from '../../ui';
import { currentWarehouseFirst, sortWarehouses } from '../context/context-rules';
import { useContextActions } from '../context/use-context-actions';

/** The Context tab: site (when the user has several), warehouse, run set, printer set, Logout. */
export function ContextTab({ onClose }: { onClose: () => void }) {
  const session = useSession();
  const context = useWorkContext();
  const lookups = useSiteLookups(context?.site_id).data;
  const actions = useContextActions();
  const navigate = useNavigate();
  if (!session || !context) return null;
  const sites = session.user.sites;
  const warehouses = sortWarehouses(lookups?.warehouses ?? []);

  return (
    <div className="flex flex-col gap-5">
      {sites.length > 1 && (
        <Select
          label="Site"
          value={context.site_id}
          options={sites.map((s) => ({ value: s.site_id, label: s.site_name }))}
          onChange={(siteId) => {
            onClose();
            void actions.switchSite(siteId);
          }}
        />
      )}
      <Select
        label="Warehouse"
        value={context.warehouse}
        options={[
          { value: ALL_WAREHOUSES, label: 'All warehouses' },
          ...warehouses.map((w) => ({ value: w.value, label: w.text || w.warehouse_name })),
        ]}
        onChange={(warehouse) => void actions.changeWarehouse(warehouse)}
      />
      <Select
        label="Run set"
        value={context.run_set ?? ''}
        placeholder="None"
        options={(lookups?.runSets ?? []).map((r) => ({ value: r.value, label: r.text }))}
        onChange={(runSet) => void actions.changeRunSet(runSet || null)}
      />
      <Select
        label="Printer set"
        value={context.printer_set ?? ''}
        placeholder={context.printer_set ? undefined : 'None'}
        options={currentWarehouseFirst(lookups?.printerSets ?? [], context.warehouse).map((p) => ({
          value: p.value,
          label: p.text,
        }))}
        onChange={(printerSet) => void actions.changePrinterSet(printerSet || null)}
      />
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => {
            onClose();
            navigate('/profile');
          }}
        >
          Your profile
        </Button>
        <SignOutButton />
      </div>
    </div>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RUN_TYPES, type TConnectorUser, type TRunType } from '../../../contract';
import { Button, Notice, Select, TextField, errorText } from '../../../ui';
import { saveConnectorUser } from '../api';
import { userAccessKeys } from '../keys';

/**
 * A connector user's run type and ids in the ERP and in the product, saved with `check`; read
 * only to a caller who may not change the user.
 */
export function ConnectorSettingsForm({ user }: { user: TConnectorUser }) {
  const mayChange = user.change_refusal === null;
  const queryClient = useQueryClient();
  const [runType, setRunType] = useState(user.run_type);
  const [erpUserId, setErpUserId] = useState(user.erp_user_id ?? '');
  const [wmsUserId, setWmsUserId] = useState(user.wms_user_id ?? '');
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setSaving(true);
    setError(null);
    setMessage(null);
    try {
      await saveConnectorUser({
        user_id: user.user_id,
        run_type: runType as TRunType,
        erp_user_id: erpUserId,
        wms_user_id: wmsUserId,
      });
      setMessage('Saved');
      await queryClient.invalidateQueries({ queryKey: userAccessKeys.all });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-label="Connector settings" className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-slate-900">Connector settings</h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <Select
          label="Run Type"
          value={runType}
          options={RUN_TYPES.map((t) => ({ value: t, label: t }))}
          onChange={setRunType}
          disabled={!mayChange}
        />
        <TextField
          label="ERP User ID"
          value={erpUserId}
          onChange={(e) => setErpUserId(e.target.value)}
          readOnly={!mayChange}
        />
        <TextField
          label="WMS User ID"
          value={wmsUserId}
          onChange={(e) => setWmsUserId(e.target.value)}
          readOnly={!mayChange}
        />
      </div>
      <div className="flex items-center gap-3">
        {mayChange && (
          <Button onClick={() => void save()} disabled={saving}>
            Save settings
          </Button>
        )}
        {message && <Notice>{message}</Notice>}
        {error && (
          <p role="alert" className="text-red-800">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}

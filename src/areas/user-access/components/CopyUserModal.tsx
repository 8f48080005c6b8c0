import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ZCopyUser, type TConnectorUser, type TCopyUser } from '../../../contract';
import { Button, Modal, TextField, errorText, validateWith } from '../../../ui';
import { copyUser } from '../api';
import { userAccessKeys } from '../keys';

const validate = validateWith<TCopyUser>(ZCopyUser);
const BLANK: TCopyUser = { user_id: '', display_name: '', email_address: '' };

/**
 * Copy to a new user (document 1 section 7): a new user id, display name and email; the new
 * user gets copies of the source's sites, site warehouses and permissions, then opens.
 */
export function CopyUserModal({
  open,
  source,
  onClose,
}: {
  open: boolean;
  source: TConnectorUser;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<TCopyUser>(BLANK);
  const [errors, setErrors] = useState<ReturnType<typeof validate>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<TCopyUser>) => setForm((f) => ({ ...f, ...patch }));

  const close = () => {
    setForm(BLANK);
    setErrors({});
    setError(null);
    onClose();
  };

  const copy = async () => {
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    setError(null);
    try {
      await copyUser(source.user_id, form);
      await queryClient.invalidateQueries({ queryKey: userAccessKeys.all });
      const userId = form.user_id.trim();
      close();
      void navigate(`/usr/${encodeURIComponent(userId)}`);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={`Copy ${source.user_id} to a new user`}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void copy()} disabled={saving}>
            Copy
          </Button>
        </div>
      }
    >
      <div className="flex flex-col gap-3">
        <TextField
          label="New User ID"
          name="user_id"
          errors={errors}
          value={form.user_id}
          onChange={(e) => set({ user_id: e.target.value })}
        />
        <TextField
          label="Display Name"
          name="display_name"
          errors={errors}
          value={form.display_name}
          onChange={(e) => set({ display_name: e.target.value })}
        />
        <TextField
          label="Email"
          name="email_address"
          type="email"
          errors={errors}
          value={form.email_address}
          onChange={(e) => set({ email_address: e.target.value })}
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

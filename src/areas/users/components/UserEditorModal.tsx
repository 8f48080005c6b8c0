import { Link } from 'react-router-dom';
import {
  LICENCE_TYPES,
  PASSWORD_RULES,
  ZSiteUserForm,
  type TSiteUserForm,
} from '../../../contract';
import {
  Button,
  Checkbox,
  EditorModal,
  Select,
  Tabs,
  TextField,
  validateWith,
  type Editor,
  type FieldErrors,
} from '../../../ui';
import { saveSiteUser } from '../api';
import { useRoles } from '../use-site-users';
import { UserChangeLog } from './UserChangeLog';

const validate = validateWith<TSiteUserForm>(ZSiteUserForm);

/** The form's user without the editor's own fields (reset mode, password). */
function userOf(form: TSiteUserForm) {
  const { reset_mode: _mode, password: _password, password_confirm: _confirm, ...user } = form;
  return user;
}

/** Save the user; in reset-password mode the password is set after with the reset call. */
const save = (form: TSiteUserForm) =>
  saveSiteUser(userOf(form), form.reset_mode ? form.password : null);

function PasswordFields({
  item,
  errors,
  editor,
}: {
  item: TSiteUserForm;
  errors: FieldErrors;
  editor: Editor<TSiteUserForm>;
}) {
  const set = (patch: Partial<TSiteUserForm>) => editor.change((f) => ({ ...f, ...patch }));
  return (
    <section aria-label="Reset password" className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3">
      <h3 className="font-semibold text-slate-800">
        {editor.adding ? 'Password' : 'Reset password'}
      </h3>
      <ul className="list-disc pl-5 text-sm text-slate-600">
        {PASSWORD_RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          errors={errors}
          value={item.password}
          onChange={(e) => set({ password: e.target.value })}
        />
        <TextField
          label="Confirm password"
          name="password_confirm"
          type="password"
          autoComplete="new-password"
          errors={errors}
          value={item.password_confirm}
          onChange={(e) => set({ password_confirm: e.target.value })}
        />
      </div>
    </section>
  );
}

function UserFields({
  item,
  errors,
  editor,
}: {
  item: TSiteUserForm;
  errors: FieldErrors;
  editor: Editor<TSiteUserForm>;
}) {
  const roles = useRoles();
  const set = (patch: Partial<TSiteUserForm>) => editor.change((f) => ({ ...f, ...patch }));
  const text = (key: 'display_name' | 'email_address' | 'contact_phone' | 'staff_id' | 'shift') =>
    ({
      name: key,
      errors,
      value: item[key] ?? '',
      onChange: (e: { target: { value: string } }) => set({ [key]: e.target.value }),
    }) as const;
  const roleOptions = (roles.data ?? []).map((r) => ({ value: r.role, label: r.label }));
  if (!roleOptions.some((o) => o.value === item.role))
    roleOptions.push({ value: item.role, label: item.role });
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="User ID"
          name="user_id"
          errors={errors}
          value={item.user_id}
          readOnly={!editor.adding}
          autoComplete="off"
          onChange={(e) => set({ user_id: e.target.value })}
        />
        <TextField label="Display Name" {...text('display_name')} />
        <TextField label="Email Address" type="email" {...text('email_address')} />
        <TextField label="Contact Phone" type="tel" {...text('contact_phone')} />
        <Select
          label="License Type"
          name="license_type"
          errors={errors}
          value={item.license_type}
          options={LICENCE_TYPES.map((l) => ({ value: l, label: l }))}
          onChange={(v) => set({ license_type: v as TSiteUserForm['license_type'] })}
        />
        <Select
          label="Role"
          name="role"
          errors={errors}
          value={item.role}
          options={roleOptions}
          onChange={(v) => set({ role: v as TSiteUserForm['role'] })}
        />
        <TextField label="Staff ID" {...text('staff_id')} />
        <TextField label="Shift" {...text('shift')} />
      </div>
      <Checkbox
        label="Active"
        checked={item.active_flag}
        onChange={(v) => set({ active_flag: v })}
      />
      {!editor.adding && (
        <p className="text-sm text-slate-600">
          {item.reset_flag ? 'Waiting for a new password (reset mode).' : ''}{' '}
          <Link className="font-medium text-brand-700 underline" to={`/usr/${item.user_id}`}>
            Sites and permissions
          </Link>
        </p>
      )}
      {item.reset_mode ? (
        <PasswordFields item={item} errors={errors} editor={editor} />
      ) : (
        editor.editing && (
          <div>
            <Button
              variant="secondary"
              onClick={() => set({ reset_mode: true, password: '', password_confirm: '' })}
            >
              Reset password
            </Button>
          </div>
        )
      )}
    </div>
  );
}

/**
 * The site user modal (document 3 section 4): view, edit or add; a new user starts in
 * reset-password mode and its password is set after the save; an existing user's change log
 * on its own tab (outside the form, so it reads in view mode too). Saving while not editing
 * just closes; a failed save keeps the modal open with the message.
 */
export function UserEditorModal({
  editor,
  reload,
}: {
  editor: Editor<TSiteUserForm>;
  reload: () => Promise<unknown>;
}) {
  return (
    <EditorModal
      editor={editor}
      noun="user"
      name={(item) => item.user_id}
      onSave={save}
      reload={reload}
      validate={validate}
      size="lg"
      frame={(form, item) =>
        editor.adding ? (
          form
        ) : (
          <Tabs
            items={[
              { label: 'Details', content: form },
              { label: 'Change log', content: <UserChangeLog userId={item.user_id} /> },
            ]}
          />
        )
      }
    >
      {(item, errors) => <UserFields item={item} errors={errors} editor={editor} />}
    </EditorModal>
  );
}

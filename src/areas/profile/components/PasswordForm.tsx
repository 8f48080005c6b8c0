import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { notify } from '../../../api';
import { MESSAGES, MIN_PASSWORD_LENGTH } from '../../../contract';
import { Button, TextField } from '../../../ui';
import { changePassword } from '../api';

/** Change the password: the current one and a new one of at least 8 characters. */
export function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      setCurrent('');
      setNext('');
      notify({ kind: 'info', message: MESSAGES.passwordChanged });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!current) found.current = MESSAGES.required;
    if (next.length < MIN_PASSWORD_LENGTH) found.next = MESSAGES.passwordTooShort;
    setErrors(found);
    if (found.current || found.next) return;
    change.mutate({ current_password: current, new_password: next });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Change password"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 className="text-lg font-semibold">Change password</h2>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
        error={errors.current}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={(e) => setNext(e.target.value)}
        error={errors.next}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
      />
      <div>
        <Button type="submit" disabled={change.isPending}>
          Change password
        </Button>
      </div>
    </form>
  );
}

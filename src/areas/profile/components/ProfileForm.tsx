import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { notify, updateSessionUser } from '../../../api';
import { MESSAGES, ZProfileSave } from '../../../contract';
import { Button, TextField } from '../../../ui';
import { profileKeys, saveProfile, type TProfile } from '../api';

/** Display name, email and locale; saved through the user service. */
export function ProfileForm({ profile }: { profile: TProfile }) {
  const queryClient = useQueryClient();
  const [displayName, setDisplayName] = useState(profile.display_name);
  const [email, setEmail] = useState(profile.email_address ?? '');
  const [locale, setLocale] = useState(profile.locale);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: saveProfile,
    onSuccess: async (_result, data) => {
      updateSessionUser((user) => ({ ...user, ...data }));
      notify({ kind: 'info', message: MESSAGES.profileSaved });
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZProfileSave.safeParse({
      display_name: displayName,
      email_address: email.trim() ? email.trim() : null,
      locale,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        next[field] =
          field === 'email_address'
            ? MESSAGES.email
            : issue.code === 'too_big'
              ? MESSAGES.max
              : MESSAGES.required;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Profile"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 className="text-lg font-semibold">Details</h2>
      <p className="text-slate-600">
        User {profile.user_id} · {profile.role} · {profile.license_type}
      </p>
      <TextField
        label="Display name"
        value={displayName}
        onChange={(e) => setDisplayName(e.target.value)}
        error={errors.display_name}
        autoComplete="name"
      />
      <TextField
        label="Email address"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email_address}
        autoComplete="email"
      />
      <TextField
        label="Locale"
        value={locale}
        onChange={(e) => setLocale(e.target.value)}
        error={errors.locale}
      />
      <div>
        <Button type="submit" disabled={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}

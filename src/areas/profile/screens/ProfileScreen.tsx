import { useQuery } from '@tanstack/react-query';
import { ErrorState, HelpButton, Spinner } from '../../../ui';
import { fetchProfile, profileKeys } from '../api';
import { PasswordForm } from '../components/PasswordForm';
import { ProfileForm } from '../components/ProfileForm';

/** /profile: the signed-in user's name, email and locale, and their password. */
export default function ProfileScreen() {
  const profile = useQuery({ queryKey: profileKeys.mine(), queryFn: fetchProfile });
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-6">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Your profile</h1>
        <HelpButton context="profile" title="Your profile" />
      </div>
      {profile.isPending ? (
        <Spinner />
      ) : profile.data ? (
        <ProfileForm profile={profile.data} />
      ) : (
        <ErrorState title="Your profile could not be loaded" />
      )}
      <PasswordForm />
    </main>
  );
}

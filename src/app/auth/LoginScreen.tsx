import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, login } from '../../api';
import { SHELL_MESSAGES, SIGN_IN_TITLE, titleOf, type TSessionUser } from '../../contract';
import { Button, TextField, useSession } from '../../ui';
import { landingOf } from './landing';
import { safeRedirect } from './redirect';

/** Sign-in: user name (or email) and password; back to the asked page afterwards. */
export function LoginScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const asked = params.get('redirect');
  // A page asked for wins; else where the user's work is (or their remembered landing).
  const targetFor = (user: TSessionUser) => safeRedirect(asked, landingOf(user));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = titleOf(SIGN_IN_TITLE);
  }, []);

  if (session && !busy) return <Navigate to={targetFor(session.user)} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(SHELL_MESSAGES.required);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const user = await login(username.trim(), password);
      navigate(targetFor(user), { replace: true });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : SHELL_MESSAGES.somethingWentWrong);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto mt-10 w-full max-w-md px-4">
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="login-title"
        className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h1 id="login-title" className="text-2xl font-semibold text-slate-900">
          Sign in
        </h1>
        {error && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
            {error}
          </p>
        )}
        <TextField
          label="User name or email"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          required
          autoFocus
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <Button type="submit" disabled={busy} className="min-h-12 text-lg">
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </div>
  );
}

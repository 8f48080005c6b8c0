import { Link } from 'react-router-dom';

const link =
  'inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-500';

/** The bar for signed-out visitors: Home and Login. */
export function SignedOutBar() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <nav aria-label="Main" className="flex min-h-16 items-center gap-1 px-3">
        <Link to="/" className={link}>
          Home
        </Link>
        <Link to="/login" className={link}>
          Login
        </Link>
      </nav>
    </header>
  );
}

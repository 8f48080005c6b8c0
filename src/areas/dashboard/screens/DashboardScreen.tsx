import { Link } from 'react-router-dom';
import {
  ALL_WAREHOUSES,
  MESSAGES,
  NAV_ADMIN,
  NAV_MAIN,
  NAV_PRINTING,
  showsMenu,
  visibleNav,
  type TNavItem,
} from '../../../contract';
import {
  HelpButton,
  useCurrentUserSite,
  useNavContext,
  useSiteLookups,
  useWorkContext,
} from '../../../ui';

function ContextFact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

function Tiles({ title, items }: { title: string; items: TNavItem[] }) {
  if (!items.length) return null;
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-slate-800">{title}</h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="flex min-h-20 items-center justify-center rounded-xl border border-slate-200 bg-white p-4 text-center font-medium text-slate-800 shadow-sm hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Home: the current context and the screens this user may open, as large touch tiles. */
export default function DashboardScreen() {
  const context = useWorkContext();
  const userSite = useCurrentUserSite();
  const navContext = useNavContext();
  const lookups = useSiteLookups(context?.site_id).data;
  if (!context) return null;

  const nameOf = (list: { value: string; text: string }[] | undefined, value: string | null) =>
    value ? (list?.find((o) => o.value === value)?.text ?? value) : 'None';
  const warehouse =
    context.warehouse === ALL_WAREHOUSES
      ? 'All warehouses'
      : nameOf(lookups?.warehouses, context.warehouse);

  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Dashboard</h1>
        <HelpButton context="dashboard" title="Dashboard" />
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Current context">
        <ContextFact label="Site" value={userSite?.site_name ?? context.site_id} />
        <ContextFact label="Warehouse" value={warehouse} />
        <ContextFact label="Run set" value={nameOf(lookups?.runSets, context.run_set)} />
        <ContextFact
          label="Printer set"
          value={nameOf(lookups?.printerSets, context.printer_set)}
        />
      </dl>
      {context.warehouse === ALL_WAREHOUSES && (
        <p role="note" className="rounded-lg border border-blue-200 bg-blue-50 p-3 text-blue-900">
          {MESSAGES.warehouseAllHint}
        </p>
      )}
      <Tiles title="Screens" items={visibleNav(NAV_MAIN, navContext)} />
      {showsMenu('printing', navContext) && (
        <Tiles title="Printing" items={visibleNav(NAV_PRINTING, navContext)} />
      )}
      {showsMenu('admin', navContext) && (
        <Tiles title="Admin" items={visibleNav(NAV_ADMIN, navContext)} />
      )}
    </main>
  );
}

import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { ALL_WAREHOUSES, navbarClass } from '../../contract';
import {
  useCurrentUserSite,
  useNavContext,
  useSession,
  useSiteLookups,
  useSiteSettings,
  useWorkContext,
} from '../../ui';
import { SettingsSidebar } from '../settings/SettingsSidebar';
import { Brand } from './Brand';
import { MobileNav } from './MobileNav';
import { NavMenu } from './NavMenu';
import { navBarLinks, navMenus } from './nav-menus';
import { NAV_BAR_CLASS } from '../layout/bar-sizes';

// 48 px targets: the bar is on the floor's screens too (gloves, arm's length).
const barLink =
  'inline-flex min-h-12 items-center rounded-lg px-2 text-[15px] font-medium 2xl:px-3 2xl:text-base text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-500';

/** The signed-in bar: Dashboard, the menus this user may open, brand, name pill, warehouse. */
export function NavBar() {
  const session = useSession();
  const context = useWorkContext();
  const userSite = useCurrentUserSite();
  const navContext = useNavContext();
  const settings = useSiteSettings(context?.site_id).data;
  const warehouses = useSiteLookups(context?.site_id).data?.warehouses;
  const [settingsOpen, setSettingsOpen] = useState(false);
  const menus = navMenus(navContext);
  const barLinks = navBarLinks(navContext);
  const warehouseName =
    context?.warehouse === ALL_WAREHOUSES
      ? 'All warehouses'
      : (warehouses?.find((w) => w.value === context?.warehouse)?.text ?? context?.warehouse ?? '');

  return (
    <header
      data-navbar={settings?.navbar_variant}
      className={`sticky top-0 z-30 ${NAV_BAR_CLASS} ${navbarClass(settings?.navbar_variant, settings?.navbar_type)}`}
    >
      {/* One line on a narrow screen (the name pill gives way), so the page starts high. */}
      <nav
        aria-label="Main"
        className="relative flex min-h-14 flex-nowrap items-center gap-x-1 px-2 py-1 sm:min-h-16 sm:flex-wrap sm:gap-y-1 sm:px-3 sm:py-2"
      >
        <NavLink
          to="/"
          end
          className={({ isActive }) => `${barLink} ${isActive ? 'text-brand-800' : ''}`}
        >
          Dashboard
        </NavLink>
        {barLinks.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            className={({ isActive }) =>
              `${barLink} min-w-16 justify-center ring-1 ring-slate-300 ${isActive ? 'bg-brand-50 text-brand-800' : ''}`
            }
          >
            {item.label}
          </NavLink>
        ))}
        <div className="hidden items-center gap-1 lg:flex" data-testid="nav-menus">
          {menus.map((menu) => (
            <NavMenu key={menu.label} menu={menu} />
          ))}
        </div>
        <MobileNav menus={menus} />
        <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
          <Link
            to="/"
            className="hidden min-h-12 max-w-60 min-w-0 flex-col items-end justify-center leading-tight sm:flex 2xl:max-w-72"
          >
            <Brand
              settings={settings}
              fallbackName={userSite?.site_name ?? context?.site_id ?? ''}
            />
            <span
              data-testid="current-warehouse"
              className="max-w-full truncate text-sm text-slate-600"
              title="Warehouse"
            >
              {warehouseName}
            </span>
          </Link>
          <button
            type="button"
            onClick={() => setSettingsOpen(true)}
            aria-haspopup="dialog"
            className="min-h-12 max-w-40 min-w-0 truncate rounded-full bg-brand-700 px-3 font-medium sm:shrink-0 sm:px-4 text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            {session?.user.display_name}
          </button>
        </div>
      </nav>
      <SettingsSidebar open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </header>
  );
}

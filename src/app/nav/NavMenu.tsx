import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Link } from 'react-router-dom';
import type { TNavMenu } from './nav-menus';

/** One drop-down menu of the bar (keyboard: arrows, Enter, Escape). */
export function NavMenu({ menu }: { menu: TNavMenu }) {
  return (
    <Menu>
      <MenuButton className="inline-flex min-h-12 items-center gap-1 rounded-lg px-2 text-[15px] font-medium 2xl:px-3 2xl:text-base text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-500 data-open:bg-slate-100">
        {menu.label}
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </MenuButton>
      <MenuItems
        anchor="bottom start"
        className="z-50 mt-1 max-h-[70vh] w-64 overflow-y-auto rounded-xl bg-white p-1 shadow-lg ring-1 ring-black/10 focus:outline-none"
      >
        {menu.items.map((item) => (
          <MenuItem key={item.to}>
            <Link
              to={item.to}
              className="block min-h-11 rounded-lg px-3 py-2.5 text-slate-800 data-focus:bg-brand-50 data-focus:text-brand-900"
            >
              {item.label}
            </Link>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}

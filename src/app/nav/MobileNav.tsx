import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { Link } from 'react-router-dom';
import type { TNavMenu } from './nav-menus';

/** Under 1024 px the menus fold into one "Menu" button with every entry grouped. */
export function MobileNav({ menus }: { menus: TNavMenu[] }) {
  return (
    <Disclosure as="div" className="lg:hidden">
      <DisclosureButton className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded-lg px-3 font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-500">
        <span aria-hidden="true">☰</span> Menu
      </DisclosureButton>
      <DisclosurePanel className="absolute inset-x-0 top-full z-40 max-h-[80vh] overflow-y-auto border-b border-slate-200 bg-white p-3 shadow-lg">
        {({ close }) => (
          <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-3">
            {menus.map((menu) => (
              <section key={menu.label} aria-label={menu.label}>
                <h2 className="px-2 pb-1 text-sm font-semibold tracking-wide text-slate-500 uppercase">
                  {menu.label}
                </h2>
                <ul>
                  {menu.items.map((item) => (
                    <li key={item.to}>
                      <Link
                        to={item.to}
                        onClick={() => close()}
                        className="block min-h-11 rounded-lg px-2 py-2.5 text-slate-800 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-500"
                      >
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </DisclosurePanel>
    </Disclosure>
  );
}

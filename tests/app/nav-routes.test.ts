import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { areaRoutes } from '../../src/app/area-routes';
import { NAV_ADMIN, NAV_MAIN, NAV_PRINTING } from '../../src/contract';

/** The area routes and, last, the shell's not-found page (as in the router). */
const routes = [...areaRoutes, { path: '*' }];

/** The path of the deepest route matching `to`: '*' when only the not-found page does. */
const matchedPath = (to: string) => matchRoutes(routes, to)?.at(-1)?.route.path ?? '(none)';

describe('the navigation table', () => {
  const entries = [...NAV_MAIN, ...NAV_PRINTING, ...NAV_ADMIN];

  it.each(entries.map((e) => [e.label, e.to]))(
    '%s (%s) opens a screen, not the 404 page',
    (_label, to) => {
      expect(matchedPath(to)).not.toBe('*');
    },
  );

  it('an unknown path still reaches the 404 page', () => {
    expect(matchedPath('/no/such/page')).toBe('*');
  });
});

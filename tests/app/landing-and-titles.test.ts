import { afterEach, describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { areaRoutes } from '../../src/app/area-routes';
import { landingOf, rememberLanding } from '../../src/app/auth/landing';
import { landingFor, pageTitle } from '../../src/contract';
import { ALL, FLOOR, VIEW_ONLY, site, user } from './fixtures';

describe('page titles', () => {
  it('names each screen from the navigation table, the floor tasks and the rest', () => {
    expect(pageTitle('/floor/move')).toBe('Move stock · WMS');
    expect(pageTitle('/admin/courier')).toBe('Couriers · WMS');
    expect(pageTitle('/')).toBe('Dashboard · WMS');
    expect(pageTitle('/login')).toBe('Sign in · WMS');
  });

  it('names every screen of every area, its detail pages too', () => {
    const paths = (routes: RouteObject[], parent = ''): string[] =>
      routes.flatMap((r) => {
        const path = r.path ? `${parent}/${r.path}`.replace(/\/+/g, '/') : parent;
        return [...(r.path ? [path] : []), ...paths(r.children ?? [], path)];
      });
    const unnamed = paths(areaRoutes)
      .map((p) => p.replace(/:[^/]+/g, 'X1'))
      .filter((p) => !p.includes('*') && pageTitle(p) === 'WMS');
    expect(unnamed).toEqual([]);
  });

  it('names a detail page by its list, and an unknown path by the product alone', () => {
    expect(pageTitle('/so/SO-100001')).toBe('Sales Orders · WMS');
    expect(pageTitle('/cus/LYGON01/')).toBe('Customers · WMS');
    expect(pageTitle('/no/such/page')).toBe('WMS');
  });
});

describe('where a user lands after signing in', () => {
  afterEach(() => localStorage.clear());

  it('the Floor hub for floor work only, the dashboard for the office and for viewers', () => {
    expect(landingFor(FLOOR)).toBe('/floor');
    expect(landingFor(ALL)).toBe('/');
    expect(landingFor(VIEW_ONLY)).toBe('/');
    expect(landingFor({ ...FLOOR, po: { view: true, update: false, delete: false } })).toBe('/');
    expect(landingFor(undefined)).toBe('/');
  });

  it('by the permissions at the current site; a remembered landing wins', () => {
    const floorHere = user([site('TAS', ALL), site('SXD', FLOOR)], { current_site: 'SXD' });
    expect(landingOf(floorHere)).toBe('/floor');
    rememberLanding(floorHere.user_id, '/');
    expect(landingOf(floorHere)).toBe('/');
    rememberLanding(floorHere.user_id, '/so');
    expect(landingOf(floorHere)).toBe('/');
    expect(landingOf(user([site('SXD', ALL)], { user_id: 'other' }))).toBe('/');
  });
});

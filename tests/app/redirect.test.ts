import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from '../../src/app/auth/redirect';

describe('safeRedirect', () => {
  it.each([
    ['/in', '/in'],
    ['/cus/ABC?tab=2#top', '/cus/ABC?tab=2#top'],
    ['/in/AB%2fCD', '/in/AB%2fCD'],
    ['/', '/'],
  ])('keeps the local path %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    'http://evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'in',
    ' /in',
    '/\n/evil.example',
    '/\t/evil.example',
    '',
    null,
    undefined,
  ])('refuses %j and goes home', (raw) => {
    expect(safeRedirect(raw)).toBe('/');
  });

  it('does not send the user back to login or logout', () => {
    expect(safeRedirect('/login?redirect=/x')).toBe('/');
    expect(safeRedirect('/logout')).toBe('/');
  });

  it('builds the login path that remembers a local page only', () => {
    expect(loginPathFor('/wh?x=1')).toBe('/login?redirect=%2Fwh%3Fx%3D1');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('//evil.example')).toBe('/login');
  });
});

import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { pageTitle, titleOf } from '../../contract';

/** A route's own title, for routes the path cannot name (the page not found). */
export type TTitleHandle = { title: string };

const isTitleHandle = (handle: unknown): handle is TTitleHandle =>
  typeof handle === 'object' && handle !== null && 'title' in handle;

/**
 * Keeps document.title on the screen shown: "Move stock · WMS". The deepest route with a
 * title handle names it, else the navigation table by path (src/contract/page-titles.ts).
 */
export function usePageTitle() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const handle = matches.map((m) => m.handle).findLast(isTitleHandle);
  const title = handle ? titleOf(handle.title) : pageTitle(pathname);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

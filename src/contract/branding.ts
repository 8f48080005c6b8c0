/**
 * A site's branding in the top bar (document 1 site settings): the navbar's colours and the
 * logo's size limit. No schemas here: the shell imports it and its first load stays small.
 */

/** The largest brand logo kept (an address or a data URL), in characters. */
export const BRAND_LOGO_MAX = 200_000;

/** Bootstrap-style navbar colours a site may pick for its top bar (document 1). */
export const NAVBAR_VARIANTS = [
  'white',
  'light',
  'primary',
  'secondary',
  'success',
  'info',
  'warning',
  'danger',
  'dark',
] as const;
/** light: dark text for a pale bar; dark: white text for a dark bar. */
export const NAVBAR_TYPES = ['light', 'dark'] as const;
/** The top bar's background per variant (Tailwind classes). */
export const NAVBAR_BACKGROUNDS: Record<string, string> = {
  white: 'bg-white',
  light: 'bg-slate-100',
  primary: 'bg-blue-700',
  secondary: 'bg-slate-500',
  success: 'bg-green-700',
  info: 'bg-sky-600',
  warning: 'bg-amber-400',
  danger: 'bg-red-700',
  dark: 'bg-slate-900',
};
/** The top bar's text per navbar type: dark turns the bar's links and labels white. */
export const NAVBAR_TEXT: Record<string, string> = {
  light: '',
  dark: 'text-white [&_a]:text-white [&_a:hover]:bg-white/15 [&_button]:text-white [&_span]:text-white',
};
/** The top bar's classes for a site's navbar variant and type. */
export const navbarClass = (variant: string | undefined, type: string | undefined) =>
  `${NAVBAR_BACKGROUNDS[variant ?? ''] ?? 'bg-white'} ${NAVBAR_TEXT[type ?? ''] ?? ''}`;

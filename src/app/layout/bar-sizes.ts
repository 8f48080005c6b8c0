/**
 * The signed-in bars' sizes, shared with their placeholder (drawn while the bars' code
 * loads) so the page below does not move when they arrive: the status bar is one line of
 * fixed height; the navigation bar one line on a narrow screen.
 */
export const STATUS_BAR_CLASS = 'h-12 border-b border-slate-200 bg-white';
export const NAV_BAR_CLASS = 'min-h-14 border-b border-slate-200 sm:min-h-16';

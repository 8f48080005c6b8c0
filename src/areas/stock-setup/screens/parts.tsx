import type { ReactNode } from 'react';

/** Yes / No for a boolean cell. */
export const yesNo = (v: boolean): ReactNode => (v ? 'Yes' : 'No');

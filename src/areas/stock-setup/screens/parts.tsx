import type { ReactNode } from 'react';

/** Yes / No for a boolean cell. */
export const yesNo = (v: boolean): ReactNode => (v ? 'Yes' : 'No');

/** A number typed into a text box: blank or not a number stays as typed for the check. */
export const numberInput = (value: string): number => (value.trim() === '' ? NaN : Number(value));

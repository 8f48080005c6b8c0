import { date, optionalDate } from './fields';

/** A calendar date as the API sends it (document 2 section 9: YYYY-MM-DD), a real day. */
export const ZIsoDate = date();

/** An optional date filter: missing, null or '' mean "no date". */
export const ZOptionalIsoDate = optionalDate();

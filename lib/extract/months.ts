/**
 * Months and weekdays, the one place their names are written: as lists and as pattern sources
 * (no imports: every module that reads dates can load it first).
 */

/** The full month names, January first. */
export const FULL_MONTHS: readonly string[] = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** Each month's three-letter form, January first ("may" is its full name too). */
export const MONTH_KEYS: readonly string[] = FULL_MONTHS.map((m) => m.slice(0, 3));

/** The short forms a text writes for a month: the three-letter ones and "sept". */
export const SHORT_MONTHS: readonly string[] = [...MONTH_KEYS, "sept"];

/** The days of the week, Monday first. */
export const WEEKDAYS: readonly string[] = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
];

/** A month's full name only ("June", not "Jun" nor "Mayflies"): a day beside it needs no year to be a date. */
export const FULL_MONTH = `(?:${FULL_MONTHS.join("|")})`;
/** A day of the week. */
export const WEEKDAY = `(?:${WEEKDAYS.join("|")})`;

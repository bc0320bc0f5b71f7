/** Months and weekdays as pattern sources (no imports: every module that reads dates can load it first). */

/** A month's full name only ("June", not "Jun" nor "Mayflies"): a day beside it needs no year to be a date. */
export const FULL_MONTH = "(?:january|february|march|april|may|june|july|august|september|october|november|december)";
/** A day of the week. */
export const WEEKDAY = "(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)";

/** Expiry choices of the Account page, in days (the command line takes any number up to the maximum). */
export const TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
/** Every token expires: at most this many days after it is created. */
export const MAX_TOKEN_DAYS = 365;
/** The expiry offered first. */
export const DEFAULT_TOKEN_DAYS = 90;

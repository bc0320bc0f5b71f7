/** Longest message accepted from a user, in characters (about 8,000 tokens of English). */
export const MAX_MESSAGE_CHARS = 32_000;

/** Server test files (relative to the repository) whose imports reach the database. */
export function databaseTestFiles(): string[];

/** Server test files (eval's too) that neither reach the database nor change their process: they may share one. */
export function sharedProcessTestFiles(): string[];

/** What a test file does to its process that a later file sharing it would meet (mocks, stubs, settings written). */
export const PROCESS_STATE: RegExp;

/** Server test files (relative to the repository) whose imports reach the database. */
export function databaseTestFiles(): string[];

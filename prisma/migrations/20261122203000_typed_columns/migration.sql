-- Typed columns (issue #9): kinds, statuses, roles, origins, purposes and outcomes are Prisma enums.
-- On SQLite an enum is a TEXT column, so the table definitions do not change, and the stored values
-- already are the enum names (lib/tree/types.ts); nothing to migrate. The PostgreSQL twin turns them
-- into enum types.
SELECT 1;

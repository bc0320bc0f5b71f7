-- SQLite: nothing to do. The PostgreSQL migration of the same name stores the passages' tsvector
-- in a generated column; SQLite's passage index is the FTS5 table "PassageText".
SELECT 1;

-- SQLite: nothing to do. The PostgreSQL migration of the same name stores the tsvectors that global
-- search matches and ranks in generated columns; SQLite's search index is the FTS5 table "SearchText".
SELECT 1;

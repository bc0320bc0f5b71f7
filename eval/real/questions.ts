import type { RealSource } from "./fetch";

/** The five kinds of the real-document suite. */
export type RealKind = "prose" | "table" | "release" | "two-place" | "absent";

/** A question checked by hand against the document's text: every key must appear in the answer; none for absent ones. */
export type RealQuestion = { kind: RealKind; question: string; keys: string[]; doc?: string };

const SQLITE = "usr/share/doc/sqlite3/";
const GIT = "usr/share/doc/git-doc/";

/**
 * The suite's documents: SQLite's manual (reference pages with defaults, the limits page, the file
 * format's tables, four release notes, a quick-start tutorial, the copyright-release PDF), three
 * Git manual pages (asciidoc: a definition list of options, a tutorial, a FAQ) and Debian's
 * release table (distro-info-data's CSV). About 315,000 characters.
 */
export const REAL_SOURCES: readonly RealSource[] = [
  ...[
    "limits.html",
    "pragma.html",
    "datatype3.html",
    "lang_datefunc.html",
    "wal.html",
    "quickstart.html",
    "fileformat2.html",
    "releaselog/3_40_0.html",
    "releaselog/3_39_0.html",
    "releaselog/3_38_0.html",
    "releaselog/3_37_0.html",
    "copyright-release.pdf",
  ].map((p) => ({ pkg: "sqlite3-doc", path: SQLITE + p })),
  ...["git-gc.txt", "gittutorial.txt", "gitfaq.txt"].map((p) => ({ pkg: "git-doc", path: GIT + p })),
  { pkg: "distro-info-data", path: "usr/share/distro-info/debian.csv" },
];

/**
 * 84 questions, each read against its passage (keys copied from the text). Kinds: a fact stated in
 * prose; a table cell or a parameter's default; a release-note fact; a question with two
 * constraints (an entity and a version, date or field) where a neighbour holds another value; and
 * absent (nothing in the documents answers it).
 */
export const REAL_QUESTIONS: RealQuestion[] = [
  // Fact in prose.
  { kind: "prose", question: "How many tables can a join contain at most in SQLite?", keys: ["64"] },
  { kind: "prose", question: "What was the BLOB type affinity originally called?", keys: ["NONE"] },
  { kind: "prose", question: "How many bytes does SQLite use to store a REAL value?", keys: ["8-byte"] },
  { kind: "prose", question: "What affinity does a declared type of STRING get?", keys: ["NUMERIC"] },
  {
    kind: "prose",
    question: "Julian day numbers count days since noon in Greenwich on which date?",
    keys: ["4714 B.C."],
  },
  { kind: "prose", question: "In which version did the Write-Ahead Log option become available?", keys: ["3.7.0"] },
  {
    kind: "prose",
    question: "How much slower than the rollback journal might WAL be for read-mostly applications?",
    keys: ["1% or 2%"],
  },
  {
    kind: "prose",
    question: "Above what transaction size will rollback journal modes likely be faster than WAL?",
    keys: ["100 megabytes"],
  },
  { kind: "prose", question: "What is the maximum database size of SQLite in terabytes?", keys: ["281 terabytes"] },
  {
    kind: "prose",
    question: "What is the theoretical maximum number of rows in a table?",
    keys: ["18446744073709551616"],
  },
  {
    kind: "prose",
    question: "What command creates a new database named test.db in the quick start?",
    keys: ["sqlite3 test.db"],
  },
  {
    kind: "prose",
    question: "Which editor does Git use by default when neither VISUAL nor EDITOR is set?",
    keys: ["vi"],
  },
  { kind: "prose", question: "What does http.postBuffer change?", keys: ["size of the buffer"] },
  {
    kind: "prose",
    question: "What is the usual way to undo a buggy change that is already in the main branch?",
    keys: ["git revert"],
  },
  {
    kind: "prose",
    question: "Which attribute specifies the working tree encoding for files on Windows?",
    keys: ["working-tree-encoding"],
  },
  {
    kind: "prose",
    question: "Which command deletes the branch crazy-idea even if its changes are not merged?",
    keys: ["git branch -D crazy-idea"],
  },
  {
    kind: "prose",
    question: "Which command did Bob use to clone Alice's repository?",
    keys: ["git clone /home/alice/project myrepo"],
  },
  {
    kind: "prose",
    question: "Which website is the SQLite software available from according to the copyright release?",
    keys: ["http://www.sqlite.org/"],
  },
  {
    kind: "prose",
    question: "Why are precompiled binaries excluded from the definition of SQLite software?",
    keys: ["compiling"],
  },
  {
    kind: "prose",
    question: "Which 16-byte string does every valid SQLite database file begin with?",
    keys: ["SQLite format 3"],
  },
  // A table cell or a default.
  { kind: "table", question: "What is the default value of SQLITE_MAX_LENGTH?", keys: ["1,000,000,000"] },
  { kind: "table", question: "What is the default setting for SQLITE_MAX_COLUMN?", keys: ["2000"] },
  { kind: "table", question: "What is the default value of SQLITE_MAX_FUNCTION_ARG?", keys: ["100"] },
  { kind: "table", question: "What is SQLITE_MAX_COMPOUND_SELECT's default?", keys: ["500"] },
  { kind: "table", question: "What is the default value of SQLITE_MAX_LIKE_PATTERN_LENGTH?", keys: ["50000"] },
  { kind: "table", question: "What is SQLITE_MAX_ATTACHED set to by default?", keys: ["10"] },
  { kind: "table", question: "What is SQLITE_MAX_PAGE_COUNT normally set to?", keys: ["1073741823"] },
  { kind: "table", question: "What is the default value of SQLITE_MAX_EXPR_DEPTH?", keys: ["1000"] },
  { kind: "table", question: "What is the default suggested cache size of PRAGMA cache_size?", keys: ["-2000"] },
  { kind: "table", question: "What is the default journal size limit?", keys: ["-1"] },
  { kind: "table", question: "How many errors does PRAGMA integrity_check return at most by default?", keys: ["100"] },
  { kind: "table", question: "What is the default isolation level for SQLite?", keys: ["SERIALIZABLE"] },
  { kind: "table", question: "What is the default MASK of PRAGMA optimize?", keys: ["0xfffe"] },
  { kind: "table", question: "At which offset of the database header is the schema cookie stored?", keys: ["40"] },
  { kind: "table", question: "What is the offset of the Application ID in the database header?", keys: ["68"] },
  { kind: "table", question: "How many bytes is the database file header?", keys: ["100"] },
  { kind: "table", question: "What does a database text encoding value of 2 mean?", keys: ["UTF-16le"] },
  { kind: "table", question: "Which b-tree page type flag value means a leaf table b-tree page?", keys: ["13"] },
  { kind: "table", question: "How large is the b-tree page header of interior pages?", keys: ["12 bytes"] },
  { kind: "table", question: "When was Debian Buster released?", keys: ["2019-07-06"] },
  { kind: "table", question: "What is the codename of Debian version 9?", keys: ["Stretch"] },
  { kind: "table", question: "When does LTS support for Debian Bullseye end?", keys: ["2026-08-31"] },
  { kind: "table", question: "What is the default prune date of git gc?", keys: ["2 weeks ago"] },
  { kind: "table", question: "Which config variable overrides the prune date of git gc?", keys: ["gc.pruneExpire"] },
  // Release notes.
  { kind: "release", question: "Which SQLite release added support for RIGHT and FULL OUTER JOIN?", keys: ["3.39.0"] },
  {
    kind: "release",
    question: "Which algorithm replaced RC4 in SQLite's pseudo-random number generator?",
    keys: ["Chacha20"],
  },
  {
    kind: "release",
    question: "Which compile-time option limits the size of memory allocations?",
    keys: ["SQLITE_MAX_ALLOCATION_SIZE"],
  },
  { kind: "release", question: "What was the printf() SQL function renamed to?", keys: ["format()"] },
  { kind: "release", question: "Which compile-time option disables the JSON interface?", keys: ["-DSQLITE_OMIT_JSON"] },
  { kind: "release", question: "On which date was SQLite 3.40.0 released?", keys: ["2022-11-16"] },
  {
    kind: "release",
    question: "Which extension was added that might recover content from a corrupt database file?",
    keys: ["recovery extension"],
  },
  {
    kind: "release",
    question: "Which interface helps localize an SQL error to a specific character in the input SQL text?",
    keys: ["sqlite3_error_offset()"],
  },
  {
    kind: "release",
    question: "Which new typedef represents the name of a database file?",
    keys: ["sqlite3_filename"],
  },
  {
    kind: "release",
    question: "What does the query planner use to speed up large analytic queries?",
    keys: ["Bloom filter"],
  },
  {
    kind: "release",
    question: "Which CLI command keeps multiple database connections open at the same time?",
    keys: [".connection"],
  },
  {
    kind: "release",
    question: "Which command-line option disables dot-commands that might cause side-effects beyond the database file?",
    keys: ["--safe"],
  },
  { kind: "release", question: "Which flag option was added to sqlite3_open_v2()?", keys: ["SQLITE_OPEN_EXRESCODE"] },
  {
    kind: "release",
    question: "Which new binary comparison operators are equivalent to IS and IS NOT?",
    keys: ["IS NOT DISTINCT FROM"],
  },
  { kind: "release", question: "Which alias was added for a columnar output mode of the CLI?", keys: [".mode qbox"] },
  { kind: "release", question: "Which parameter of the generate_series function is now required?", keys: ["START"] },
  // Two constraints: an entity and a version, date or field; a neighbour holds another value.
  {
    kind: "two-place",
    question: "By how much did the microoptimizations of SQLite 3.39.0 reduce CPU cycles?",
    keys: ["2.3%"],
  },
  {
    kind: "two-place",
    question: "How many fewer CPU cycles do the performance optimizations of SQLite 3.40.0 use?",
    keys: ["1%"],
  },
  { kind: "two-place", question: "What was the default page size before SQLite version 3.12.0?", keys: ["1024"] },
  {
    kind: "two-place",
    question: "What default did SQLITE_MAX_VARIABLE_NUMBER have for versions prior to 3.32.0?",
    keys: ["999"],
  },
  { kind: "two-place", question: "What is the hard upper bound on SQLITE_MAX_FUNCTION_ARG?", keys: ["127"] },
  {
    kind: "two-place",
    question: "Above which value can the maximum number of attached databases not be increased?",
    keys: ["125"],
  },
  { kind: "two-place", question: "What is the default maximum trigger recursion depth?", keys: ["1000"] },
  { kind: "two-place", question: "When does Debian Bookworm reach its end of life (eol)?", keys: ["2026-07-11"] },
  { kind: "two-place", question: "When was Debian Lenny released?", keys: ["2009-02-14"] },
  { kind: "two-place", question: "When was Debian Trixie created?", keys: ["2023-06-10"] },
  { kind: "two-place", question: "When does the extended LTS (eol-elts) of Debian Buster end?", keys: ["2029-06-30"] },
  {
    kind: "two-place",
    question: "What does a b-tree page type value of 5 mean?",
    keys: ["interior table b-tree page"],
  },
  { kind: "two-place", question: "What did SQLite 3.38.0 add to the date and time functions?", keys: ["unixepoch()"] },
  { kind: "two-place", question: "Which PRAGMA statement was added in SQLite 3.37.0?", keys: ["PRAGMA table_list"] },
  // Absent: nothing in the documents answers these.
  { kind: "absent", question: "What is the default value of SQLITE_MAX_SCHEMA_RETRY_MS?", keys: [] },
  { kind: "absent", question: "Which SQLite release added the sqlite3_vtab_rowid_hint() interface?", keys: [] },
  { kind: "absent", question: "When was Debian Hurricane released?", keys: [] },
  { kind: "absent", question: "What is the default of gc.cruftPackExpiry in Git?", keys: [] },
  { kind: "absent", question: "Which CVE was fixed in SQLite 3.40.1?", keys: [] },
  { kind: "absent", question: "What is the default port of the SQLite network server?", keys: [] },
  { kind: "absent", question: "Who signed the SQLite copyright release on 2019-03-14?", keys: [] },
  { kind: "absent", question: "What is the maximum number of triggers per table in SQLite 2.8?", keys: [] },
  { kind: "absent", question: "What is the default value of the PRAGMA quantum_mode setting?", keys: [] },
  { kind: "absent", question: "Which Git release introduced the git teleport command?", keys: [] },
];

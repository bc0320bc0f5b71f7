import { describe, expect, it } from "vitest";
import { askTree, kindStated } from "./ask-tree";
import { countedNoun, holdsNoun } from "@/lib/extract/question-field";
import { askedKind, holdsValue } from "@/lib/extract/value-kinds";
import type { PassageHit } from "./retrieve";
import { buildTree } from "./build";
import { createOfflineEngine } from "./offline-engine";

/** Release notes of product `name`: each passage names it, so it runs through its documents. */
function notes(name: string, release: string, items: string[]): { text: string; sourceRef: string } {
  return {
    text: [`# ${name} Release ${release}`, ...items.map((item, i) => `## Item ${i + 1}\n\n${name} ${item}`)].join(
      "\n\n",
    ),
    sourceRef: `${name.toLowerCase()}-${release}.html`,
  };
}

const acme = [
  notes("Acme", "14", ["added the money type.", "added the MERGE command.", "release adds faster sorting."]),
  notes("Acme", "15", ["added the json type.", "release added parallel vacuum.", "removed the abstime type."]),
  notes("Acme", "16", ["added the xml type.", "release added logical replication.", "added the range type."]),
];
const zeta = [
  notes("Zeta", "3.1", ["accepts the tinyint type as an alias.", "added the STRICT keyword.", "reads faster."]),
  notes("Zeta", "3.2", ["added the -> operator.", "release added JSON functions.", "writes faster."]),
  notes("Zeta", "3.3", ["added the unixepoch function.", "release added math.", "plans better."]),
];

describe("honest status: the question's topic no document of the product holds", () => {
  it("a topic only another product's documents hold ('tinyint' in Zeta's) is 'none' for Acme", async () => {
    const tree = await buildTree([...acme, ...zeta], createOfflineEngine());
    const r = await askTree(tree, "Which Acme release added the tinyint type?", createOfflineEngine());
    expect(r.status).toBe("none");
    expect(r.tokensRead).toBe(0);
    const zetaAsked = await askTree(tree, "Which Zeta release accepts the tinyint type?", createOfflineEngine());
    expect(zetaAsked.status).not.toBe("none");
    expect(zetaAsked.answer).toContain("3.1");
  });
});

const autovacuum = [
  "# Automatic Vacuuming",
  "## autovacuum_max_workers (integer)\n\nSpecifies the maximum number of autovacuum processes that may be running at any one time. The default is three.",
  "## autovacuum_vacuum_cost_limit (integer)\n\nSpecifies the cost limit value that will be used in automatic VACUUM operations. If -1 is specified (which is the default), the regular vacuum_cost_limit value will be used. Note that the value is distributed proportionally among the running autovacuum workers, so that the sum of the limits for each worker does not exceed the value of this variable.",
  "## autovacuum_naptime (integer)\n\nSpecifies the minimum delay between autovacuum runs on any given database. The default is one minute (1min).",
].join("\n\n");
const resources = [
  "# Resource Consumption",
  "## work_mem (integer)\n\nSets the base maximum amount of memory to be used by a query operation (such as a sort) before writing to temporary disk files. The default value is four megabytes (4MB).",
].join("\n\n");

describe("honest status: a quantity of memory asked, none stated", () => {
  it("'How much memory / disk space ...' asks for a size: a figure with a unit of bytes", () => {
    expect(askedKind("How much memory may each autovacuum worker use unless told otherwise?")).toBe("size");
    expect(askedKind("How much disk space does a numeric value take?")).toBe("size");
    expect(askedKind("How many bytes does a bigint need?")).toBe("size");
    expect(askedKind("How many workers can run at once?")).toBe("number");
    for (const t of [
      "The default is 4MB.",
      "It needs 8 bytes.",
      "two bytes for each group",
      "an 8-byte integer",
      // Units in lower case, as rsyslog writes them.
      "Chunks are 10mb by default.",
      "a dedicated 200gb disk",
    ])
      expect(holdsValue(t, "size"), t).toBe(true);
    for (const t of ["If -1 is specified, the limit is used.", "The default is three.", "200 milliseconds", "4 mbit/s"])
      expect(holdsValue(t, "size"), t).toBe(false);
  });
  it("a passage about the entity that states no size is no answer: 'none', not 'complete'", async () => {
    const tree = await buildTree(
      [{ text: autovacuum, sourceRef: "runtime-config-autovacuum.html" }],
      createOfflineEngine(),
    );
    const r = await askTree(
      tree,
      "How much memory may each autovacuum worker use unless told otherwise?",
      createOfflineEngine(),
    );
    expect(r.status).toBe("none");
    // A passage stating a size still answers.
    const both = await buildTree(
      [
        { text: autovacuum, sourceRef: "runtime-config-autovacuum.html" },
        { text: resources, sourceRef: "runtime-config-resource.html" },
      ],
      createOfflineEngine(),
    );
    const ok = await askTree(
      both,
      "How much memory may a sort use before writing temporary files?",
      createOfflineEngine(),
    );
    expect(ok.status).toBe("complete");
    expect(ok.answer).toContain("4MB");
  });
});

describe("honest status: a count asked of a thing the passage only does", () => {
  it("reads the noun counted, not a unit; tells the verb from the noun", () => {
    expect(countedNoun("How many triggers can one PostgreSQL table have at most?")).toBe("triggers");
    expect(countedNoun("How many autovacuum workers can PostgreSQL run at once?")).toBe("workers");
    expect(countedNoun("How many fewer CPU cycles do the optimizations use?")).toBe("cycles");
    expect(countedNoun("How many bytes does a bigint need?")).toBeNull();
    // A determiner ends the noun counted: "connections", not "user".
    expect(countedNoun("Which setting limits how many connections a single user may open?")).toBe("connections");
    expect(countedNoun("What is the default port?")).toBeNull();
    expect(holdsNoun("Tuples needed to trigger a VACUUM. Autovacuum will not trigger a VACUUM.", "triggers")).toBe(
      false,
    );
    expect(holdsNoun("A table can have any number of triggers.", "triggers")).toBe(true);
    expect(holdsNoun("A BEFORE trigger fires first.", "triggers")).toBe(true);
    expect(holdsNoun("If no valid request line was processed, it is empty.", "processes")).toBe(false);
    expect(holdsNoun("Each worker process handles one request.", "processes")).toBe(true);
    expect(holdsNoun("Nothing here.", "triggers")).toBe(false);
    // One plural reader (stem.ts's singular): "boxes" and "box", "queries" and "query" meet; "statue" is another word.
    expect(holdsNoun("Each box is kept.", "boxes")).toBe(true);
    expect(holdsNoun("A query runs.", "queries")).toBe(true);
    expect(holdsNoun("A statue stands.", "statuses")).toBe(false);
    // A function word the stopwords hold ends the counted phrase as an auxiliary does.
    expect(countedNoun("How many replicas should be kept?")).toBe("replicas");
  });
  it("'How many triggers ...?' is 'none' when the passages only trigger things, and a real count answers", async () => {
    const settings = [
      "# Automatic Vacuuming",
      "## autovacuum_vacuum_insert_threshold (integer)\n\nSpecifies the number of inserted tuples needed to trigger a VACUUM in any one table. The default is 1000 tuples. If -1 is specified, autovacuum will not trigger a VACUUM operation on any tables based on the number of inserts.",
      "## autovacuum_naptime (integer)\n\nSpecifies the minimum delay between autovacuum runs on any given database. The default is one minute.",
    ].join("\n\n");
    const limits = [
      "# Limits",
      "## Columns\n\nA table can have at most 1600 columns.",
      "## Identifiers\n\nThe maximum length of an identifier is 63 bytes.",
    ].join("\n\n");
    const tree = await buildTree(
      [
        { text: settings, sourceRef: "runtime-config-autovacuum.html" },
        { text: limits, sourceRef: "limits.html" },
      ],
      createOfflineEngine(),
    );
    const r = await askTree(tree, "How many triggers can a table have at most?", createOfflineEngine());
    expect(r.status).toBe("none");
    const ok = await askTree(tree, "How many columns can a table have at most?", createOfflineEngine());
    expect(ok.status).toBe("complete");
    expect(ok.answer).toContain("1600");
  });
});

describe("honest status: a person asked, and the question's own names", () => {
  it("the thing asked about is no person: 'between Python values' names nobody for 'Who wrote the struct module in Python?'", async () => {
    // A number of its own, not the digit of a name.
    expect(holdsValue("The sqlite3_table_column_metadata() interface works on IPv6 and x86_64 builds.", "number")).toBe(
      false,
    );
    expect(holdsValue("The default setting for SQLITE_MAX_COLUMN is 2000.", "number")).toBe(true);
    expect(holdsValue("It holds 64MB, or (8) pages.", "number")).toBe(true);
    expect(holdsValue("This module converts between Python values and C structs.", "person")).toBe(true);
    expect(holdsValue("This module converts between Python values and C structs.", "person", ["Python"])).toBe(false);
    expect(holdsValue("Python gained it; written by Zac Hatfield-Dodds.", "person", ["Python"])).toBe(true);
    const struct = {
      text: "# struct — Interpret bytes as packed binary data\n\nThis module converts between Python values and C structs represented as Python bytes objects.\n\nCompact format strings describe the intended conversions to and from Python values.",
      sourceRef: "struct.html",
    };
    const tree = await buildTree([struct], createOfflineEngine());
    const r = await askTree(tree, "Who wrote the struct module in Python?", createOfflineEngine());
    expect(r.status).toBe("none");
    const whatsnew = {
      text: "# What's New\n\nThe add_note() method was written by Irit Katriel for exceptions.",
      sourceRef: "whatsnew.html",
    };
    const both = await buildTree([struct, whatsnew], createOfflineEngine());
    const ok = await askTree(both, "Who wrote the add_note() method for exceptions?", createOfflineEngine());
    expect(ok.status).toBe("complete");
    expect(ok.answer).toContain("Irit Katriel");
  });
});

describe("honest status: a span of time asked, none stated", () => {
  it("'How long does X wait?' asks for a duration; 'How long can an identifier be?' does not", () => {
    expect(askedKind("How long does the server wait for a slow client before closing the connection?")).toBe(
      "duration",
    );
    expect(askedKind("How long can an identifier in PostgreSQL be?")).toBe("number");
    for (const t of ["The default is one minute (1min).", "It waits 200ms.", "after 60 seconds"])
      expect(holdsValue(t, "duration"), t).toBe(true);
    for (const t of ["The default is 1000 tuples.", "It closes the connection."])
      expect(holdsValue(t, "duration"), t).toBe(false);
  });
  it("passages about the server that state no span of time answer 'none'", async () => {
    const server = [
      "# http.server — HTTP servers",
      "## close_connection\n\nBoolean that should be set before handle_one_request() returns, indicating if another request may be expected, or if the connection should be shut down.",
      "## requestline\n\nContains the string representation of the HTTP request line. If no valid request line was processed, it should be set to the empty string.",
      "## protocol_version\n\nSpecifies the HTTP version the server conforms to; the default is HTTP/1.0, so the server closes the connection after each request.",
    ].join("\n\n");
    const tree = await buildTree([{ text: server, sourceRef: "http.server.html" }], createOfflineEngine());
    const r = await askTree(
      tree,
      "How long does the HTTP server wait for a slow client before closing the connection?",
      createOfflineEngine(),
    );
    expect(r.status).toBe("none");
  });
});

describe("honest status: a release asked, none named", () => {
  it("'In which Git release ...?' asks for a release; passages naming none answer 'none'", async () => {
    expect(askedKind("In which release of Git did gc.auto get its current default?")).toBe("release");
    expect(askedKind("Which release of SQLite added the MERGE statement?")).toBe("release");
    expect(askedKind("What do the release notes say about WAL?")).not.toBe("release");
    expect(holdsValue("Added in 3.38.0.", "release")).toBe(true);
    expect(holdsValue("The default is 6700 objects.", "release")).toBe(false);
    const gc = [
      "# git-gc(1)",
      "## OPTIONS\n\n--auto: With this option, git gc checks whether any housekeeping is required; if not, it exits without performing any work. See the gc.auto option for how this heuristic works.",
      "## CONFIGURATION\n\nThe optional configuration variable gc.auto sets the number of loose objects after which git gc --auto packs them; its default is 6700.",
    ].join("\n\n");
    const tree = await buildTree([{ text: gc, sourceRef: "git-gc.txt" }], createOfflineEngine());
    const r = await askTree(
      tree,
      "In which release of Git did gc.auto get its current default?",
      createOfflineEngine(),
    );
    expect(r.status).toBe("none");
    // A release named by the notes' heading answers.
    const notes = "# Git 2.40 Release Notes\n\n## Updates\n\nThe default of gc.auto was raised for large repositories.";
    const both = await buildTree(
      [
        { text: gc, sourceRef: "git-gc.txt" },
        { text: notes, sourceRef: "RelNotes-2.40.txt" },
      ],
      createOfflineEngine(),
    );
    const ok = await askTree(both, "In which Git release was the default of gc.auto raised?", createOfflineEngine());
    expect(ok.status).not.toBe("none");
    expect(ok.answer).toContain("2.40");
  });
});

describe("honest status: an advisory (CVE) asked, none named", () => {
  it("'Which CVE ...?' asks for an identifier of the form CVE-YYYY-NNNN", () => {
    expect(askedKind("Which CVE was fixed in Apache 2.4.70?")).toBe("advisory");
    expect(askedKind("What's the CVE for the Digest authentication timing attack?")).toBe("advisory");
    expect(holdsValue("*) SECURITY: CVE-2025-54090: 'RewriteCond expr' always evaluates to true.", "advisory")).toBe(
      true,
    );
    expect(holdsValue("*) mod_cgid: Increase limits for number of environment variables. PR 70270.", "advisory")).toBe(
      false,
    );
  });
  it("a neighbour's CVE is not the entity's: only passages holding the entity count when some do", () => {
    const hit = (text: string, missing: string[]) => ({ passage: { text }, missing }) as unknown as PassageHit;
    const states = (h: PassageHit) => holdsValue(h.passage.text, "advisory");
    const of2470 = hit("*) mod_cgid: Increase limits for number of environment variables. PR 70270.", []);
    const of2465 = hit("*) SECURITY: CVE-2025-54090: 'RewriteCond expr' always evaluates to true.", ["2.4.70"]);
    expect(kindStated([of2470, of2465], states)).toBe(false);
    expect(kindStated([hit(of2465.passage.text, []), of2470], states)).toBe(true);
    // A passage of the entity ranked below the leading ones may state it ("Release date: 2022-11-10" under 15.1's items).
    const dated = hit("Release date: 2022-11-10. This release contains a variety of fixes.", []);
    expect(kindStated([of2470], (h) => holdsValue(h.passage.text, "date"), [of2470, of2465, dated])).toBe(true);
    expect(kindStated([of2470], (h) => holdsValue(h.passage.text, "date"), [of2470, of2465])).toBe(false);
    // No passage holds the entity: any leading passage stating the kind still counts (partial, not none).
    expect(kindStated([hit(of2470.passage.text, ["x"]), of2465], states)).toBe(true);
  });
});

describe("honest status: a bug number asked, none named", () => {
  it("'Which (Debian) bug did X close?' asks for a tracker's identifier: a bug number, a key, a ticket's hash", () => {
    expect(askedKind("Which Debian bug did the 4.3-1 upload of chrony close?")).toBe("ticket");
    expect(askedKind("Under which bug number does the squid ChangeLog list OpenSSL 3.0 support?")).toBe("ticket");
    expect(askedKind("Which SQLite ticket is the bug where COMMIT said it succeeded?")).toBe("ticket");
    // A CVE is an advisory, asked as such; a bug described or a release asked is no tracker's id.
    expect(askedKind("What CVE number did the SMTP smuggling bug get?")).toBe("advisory");
    expect(askedKind("What bug in the DNSSEC validation code was fixed in 2.90?")).toBe("any");
    expect(askedKind("What release fixed bug 123456?")).toBe("release");
    for (const text of [
      "Fix the network hook scripts to always succeed (Closes: #1011533)",
      "Bug 5133: OpenSSL 3.0 support",
      "Tracked as PROJ-4471.",
      "See ticket [810dc8038872e212].",
    ])
      expect(holdsValue(text, "ticket"), text).toBe(true);
    for (const text of [
      "CVE-2026-2291.patch: Fix buffer overflow in struct bigname.",
      "New upstream version 4.3; update copyright years to 2022.",
      "Uses UTF-8 and ISO-8859-1 encodings.",
      "Signs with SHA-256 and encrypts with AES-256 (see RFC-1918).",
      "Fixes a leak of 10 mb/s under load.",
    ])
      expect(holdsValue(text, "ticket"), text).toBe(false);
  });
  it("an upload whose entries close no bug answers 'none'; one closing a bug answers it", async () => {
    const tree = await buildTree(
      [
        {
          text: [
            "tick (4.3-1) unstable; urgency=medium",
            "",
            "  * New upstream release.",
            "  * CVE-2026-2291.patch: fix a buffer overflow in the tick parser.",
            "",
            " -- Ann Maintainer <ann@debian.org>  Tue, 30 Aug 2022 10:00:00 +0200",
            "",
            "tick (4.2-3) unstable; urgency=medium",
            "",
            "  * Team upload.",
            "  * Make the tick hook scripts always succeed (Closes: #1011533).",
            "",
            " -- Ann Maintainer <ann@debian.org>  Mon, 02 May 2022 10:00:00 +0200",
          ].join("\n"),
          sourceRef: "tick-changelog.Debian.gz",
        },
      ],
      createOfflineEngine(),
    );
    const none = await askTree(tree, "Which Debian bug did tick's 4.3-1 upload close?", createOfflineEngine());
    expect(none.status).toBe("none");
    const found = await askTree(tree, "Which Debian bug did tick's 4.2-3 upload close?", createOfflineEngine());
    expect(found.answer).toContain("1011533");
    expect(found.status, found.answer).toBe("complete");
  });
});

describe("honest status: a port or a price asked, none stated", () => {
  it("'Which port ...?' asks for a port (a number), 'How much does X cost?' for an amount of money", () => {
    expect(askedKind("By default, which port does HAProxy's Prometheus exporter listen on?")).toBe("port");
    expect(askedKind("What is the default port of the network server?")).toBe("port");
    expect(askedKind("How much does a subscription to HAProxy Enterprise cost?")).toBe("price");
    expect(askedKind("What is the price of a support contract?")).toBe("price");
    // A quantity of memory that a connection "costs" is a size.
    expect(askedKind("In HAProxy, how much memory does each open connection cost?")).toBe("size");
    expect(holdsValue("The server listens to port 8000 by default.", "port")).toBe(true);
    expect(holdsValue("bind :8404", "port")).toBe(true);
    expect(holdsValue("A Prometheus exporter is also provided in HAProxy 2.6.", "port")).toBe(false);
    expect(holdsValue("This can manifest itself as 100% CPU use.", "port")).toBe(false);
    expect(holdsValue("The subscription costs $1,200 a year.", "price")).toBe(true);
    expect(holdsValue("Enterprise versions appear as <branch>-<commit>-<revision> since 2015.", "price")).toBe(false);
  });
  it("passages about the exporter that state no port answer 'none'; one stating it answers", async () => {
    const doc = (topic: string, body: string) => ({ text: `# Proxy ${topic}\n\n${body}`, sourceRef: `${topic}.html` });
    const tree = await buildTree(
      [
        doc("stats", "A Prometheus exporter is also provided by Proxy so that statistics can be consumed elsewhere."),
        doc(
          "service",
          "The use-service directive of Proxy calls the Prometheus exporter service: use-service prometheus-exporter.",
        ),
        doc("admin", "The admin socket of Proxy listens on port 9999 by default."),
      ],
      createOfflineEngine(),
    );
    const r = await askTree(
      tree,
      "Which port does Proxy's Prometheus exporter listen on by default?",
      createOfflineEngine(),
    );
    expect(r.status).toBe("none");
    const ok = await askTree(tree, "Which port does Proxy's admin socket listen on by default?", createOfflineEngine());
    expect(ok.status).toBe("complete");
    expect(ok.answer).toContain("9999");
  });
});

describe("honest status: a date asked, none stated of the entity", () => {
  it("reads a day named in full without its year", () => {
    expect(holdsValue("Example: 1/8/1999; Description: January 8 in MDY mode; August 1 in DMY mode", "date")).toBe(
      true,
    );
    expect(holdsValue("Changes with Apache 2.4.58", "date")).toBe(false);
    expect(askedKind("When was version 15.1 of PostgreSQL released?")).toBe("date");
  });
  it("a dated heading dates its items; a release's date stated below its items still counts; no date at all is 'none'", async () => {
    const tree = await buildTree(
      [
        {
          text: [
            "# Lite Release History",
            "## Lite Release 3.40.0 On 2022-11-16\n\nLite 3.40.0 adds the recovery extension.\n\nLite 3.40.0 allows indexes of the same name in separate schemas.",
            "## Lite Release 3.39.0 On 2022-06-25\n\nLite 3.39.0 adds RIGHT and FULL OUTER JOIN.",
          ].join("\n\n"),
          sourceRef: "lite-changes.html",
        },
        {
          text: [
            "# Changes with Webby 2.4.59",
            "*) SECURITY: Webby 2.4.59 fixes HTTP response splitting. [Eric Covener]",
            "# Changes with Webby 2.4.58",
            "*) Webby 2.4.58 fixes a DoS in HTTP/2 with an initial window size of 0. [Stefan Eissing]",
            "*) Webby 2.4.58 adds the mod_http2 v2.0.26 module. [Stefan Eissing]",
          ].join("\n\n"),
          sourceRef: "webby-changes.txt",
        },
      ],
      createOfflineEngine(),
    );
    const dated = await askTree(tree, "On which date was Lite 3.40.0 released?", createOfflineEngine());
    expect(dated.status).toBe("complete");
    expect(dated.answer).toContain("2022-11-16");
    const undated = await askTree(tree, "What date did Webby 2.4.58 come out?", createOfflineEngine());
    expect(undated.status).toBe("none");
  });
});

describe("honest status: 'How big / large ...?' asks for a size", () => {
  it("reads the size asked; a figure of bytes or of a file's pages states one", () => {
    expect(askedKind("By default, how big can an Apache access log grow before the server rotates it?")).toBe("size");
    expect(askedKind("How large is the b-tree page header on interior pages?")).toBe("size");
    expect(holdsValue("A checkpoint runs when the WAL file reaches 1000 pages.", "size")).toBe(true);
    expect(holdsValue("The header is 12 bytes on interior pages.", "size")).toBe(true);
    expect(holdsValue('CustomLog "logs/access_log" "%h %l %u %t \\"%r\\" %>s %b"', "size")).toBe(false);
  });
  it("passages about the log that state no size answer 'none'", async () => {
    const doc = [
      "# Log Files",
      "## Access Log",
      'The access log of Webby records every request: CustomLog "logs/access_log" common. Webby rotates logs through a piped program.',
      "## Piped Logs",
      "Webby can write its access log through a pipe to rotatelogs, which rotates the log at an interval you choose.",
    ].join("\n\n");
    const tree = await buildTree([{ text: doc, sourceRef: "logs.html" }], createOfflineEngine());
    const r = await askTree(
      tree,
      "How big can the Webby access log grow before it rotates it by default?",
      createOfflineEngine(),
    );
    expect(r.status).toBe("none");
  });
});

describe("honest status: a product named with its release", () => {
  it("is required however common in its own pages: another product's release of that number answers nothing", async () => {
    const zetaDocs = ["3.1", "3.2", "3.3", "3.4"].map((r) =>
      notes("Zeta", r, ["reads faster.", "writes faster.", "plans better.", "logs less.", "starts sooner."]),
    );
    const omega = {
      text:
        "# Omega release history\n\n## 2012-03-20 (3.7.11)\n\n" +
        Array.from({ length: 8 }, (_, i) => `- Added the omega feature number ${i + 1}.`).join("\n") +
        "\n\n## 2012-05-14 (3.7.12)\n\n- Fixed the omega release command.",
      sourceRef: "omega-changelog.html",
    };
    const tree = await buildTree([...zetaDocs, omega], createOfflineEngine());
    const absent = await askTree(tree, "When was Zeta 3.7.11 released?", createOfflineEngine());
    expect(absent.status).toBe("none");
    const present = await askTree(tree, "When was Omega 3.7.11 released?", createOfflineEngine());
    expect(present.answer).toContain("2012-03-20");
  });
});

describe("value patterns on long runs of spaces", () => {
  it("read a figure, a dash and a unit the same way, and a figure before spaces alone as no value", () => {
    for (const t of ["an 8-byte integer", "an 8 - byte integer", "8 bytes", "8 -bytes"])
      expect(holdsValue(t, "size"), t).toBe(true);
    for (const t of ["a 5-second wait", "5 - seconds", "5 s"]) expect(holdsValue(t, "duration"), t).toBe(true);
    // One figure, then 20,000 spaces and no unit: no size, no span (one pass, not one per split of the spaces).
    const spaces = `1${" ".repeat(20_000)}x`;
    expect(holdsValue(spaces, "size")).toBe(false);
    expect(holdsValue(spaces, "duration")).toBe(false);
  });
});

describe("honest status: a program named in lower case that no leading passage's documents mention", () => {
  /** A page of program `name`'s manual: each names it, so it runs through its documents. */
  const page = (name: string, topic: string, body: string) => ({
    text: `# ${name} ${topic}\n\n${body}`,
    sourceRef: `${name}-${topic}.txt`,
  });
  const broker = [
    page(
      "mosq",
      "conf",
      "autosave_interval seconds: the number of seconds mosq waits between saves of the persistence file. The default is 1800 seconds.",
    ),
    page("mosq", "bridge", "A bridge lets mosq connect to another broker and pass messages on."),
    page("mosq", "tls", "mosq reads its certificates at start and again on SIGHUP."),
  ];
  const editor = [
    page("nanoed", "keys", "nanoed binds ^S to save the buffer and ^X to leave."),
    page("nanoed", "syntax", "nanoed colours files by the rules in its syntax directory."),
    page("nanoed", "news", "nanoed 7.2 fixed the display of long lines; nanoed 7.1 added the linter."),
  ];
  it("an owner in lower case ('nanoed's autosave') held only by another program's pages is 'none'", async () => {
    const tree = await buildTree([...broker, ...editor], createOfflineEngine());
    const r = await askTree(tree, "What is the default interval of nanoed's autosave setting?", createOfflineEngine());
    expect(r.status, r.answer).toBe("none");
    const ok = await askTree(tree, "What is the default interval of mosq's autosave setting?", createOfflineEngine());
    expect(ok.status, ok.answer).not.toBe("none");
    expect(ok.answer).toContain("1800 seconds");
  });
  it("a program in lower case with a release ('tunnelx 5.69') held only in another program's notes is 'none'", async () => {
    const tunnel = [
      page("tunnelx", "news", "Version 5.68, 2023.02.07: tunnelx fixed EWOULDBLOCK errors in protocol negotiation."),
      page("tunnelx", "manual", "tunnelx wraps plain connections in TLS; its configuration is read at start."),
      page("tunnelx", "faq", "tunnelx logs to syslog unless told to write a file."),
    ];
    const other = {
      text: "# exifkit version history\n\n## Version 5.69\n\nOct. 19, 2005 - Version 5.69: exifkit reads more maker notes.",
      sourceRef: "exifkit-changes.txt",
    };
    const tree = await buildTree([...tunnel, ...editor, other], createOfflineEngine());
    const r = await askTree(tree, "When was tunnelx 5.69 released?", createOfflineEngine());
    expect(r.status, r.answer).toBe("none");
    const ok = await askTree(tree, "When was tunnelx 5.68 released?", createOfflineEngine());
    expect(ok.answer).toContain("2023.02.07");
  });
  it("a word no document's file name holds names no program ('section 4.2'); a role after 'the' is none either", async () => {
    const guide = (topic: string, body: string) => ({
      text: `# Guide: ${topic}\n\n${body}`,
      sourceRef: `${topic}.txt`,
    });
    const tree = await buildTree(
      [
        guide("retries", "4.2 Retries: a failed transfer is retried 5 times, waiting 30 seconds between tries."),
        guide("install", "See section 1 for the install and section 3 for the logs."),
        guide("logs", "This section lists the logs; the next section lists the user files."),
        guide("files", "Each section names a user file; the user's configuration lives in ~/.herorc."),
        guide("network", "The section on networks: a user can set a proxy."),
      ],
      createOfflineEngine(),
    );
    const r = await askTree(tree, "What does section 4.2 say about retries?", createOfflineEngine());
    expect(r.status, r.answer).not.toBe("none");
    expect(r.answer).toContain("5 times");
    const home = await askTree(tree, "Where does the user's configuration live?", createOfflineEngine());
    expect(home.answer).toContain("~/.herorc");
  });
});

import { describe, expect, it } from "vitest";
import { buildTree } from "./build";
import { createOfflineEngine } from "./offline-engine";
import { passageIndex } from "./passage-index";
import { askTree } from "./ask-tree";
import { askedKind, asksDefault, holdsValue } from "@/lib/extract/value-kinds";
import { continuesVersion, questionConstraints, retrievePassages, shortVersionKnown } from "./retrieve";

describe("the kind of value asked: a person, a count in words", () => {
  it("reads the kind from the question", () => {
    expect(askedKind("Who wrote the PEP letting exceptions carry notes?")).toBe("person");
    expect(askedKind("How many processes can write at the same time?")).toBe("number");
    expect(askedKind("Which command did Bob use?")).toBe("any");
    // A name as code writes it is no kind of its own (the row was removed: it gained no held-out question).
    expect(askedKind("Which command-line switch blocks dot-commands?")).toBe("any");
    expect(askedKind("Which module for reading TOML arrived?")).toBe("any");
    // A default value may be a string or a switch, not only a number; a default size is a number.
    expect(askedKind("What is the default value of the attribution variable in mutt?")).toBe("any");
    expect(askedKind("What is the default size of the buffer?")).toBe("number");
  });
  it("a date is a day of a month either way round, or a weekday a plan is set for, with no year needed", () => {
    for (const text of [
      "The beta ships on 12 June.",
      "The beta ships on June 12.",
      "Release on the 3rd of March.",
      "The fix is due by Friday.",
      "Released 2022-11-10.",
    ])
      expect(holdsValue(text, "date"), text).toBe(true);
    for (const text of ["The default is 2000.", "One of 12 Mayflies.", "A friday-night deploy script."])
      expect(holdsValue(text, "date"), text).toBe(false);
  });
  it("a person is a full name or a first name doing something", () => {
    expect(holdsValue("PEP written by Zac Hatfield-Dodds.", "person")).toBe(true);
    expect(holdsValue("Action item: Dana will migrate the invoices table by Friday.", "person")).toBe(true);
    expect(holdsValue("The server will restart at midnight.", "person")).toBe(false);
    expect(holdsValue("The add_note() method is added to BaseException.", "person")).toBe(false);
  });
  it("a count written as a word is a number, the pronoun 'one' is not", () => {
    expect(holdsValue("There can only be one writer at a time.", "number")).toBe(true);
    expect(holdsValue("Writers can run twice as fast.", "number")).toBe(true);
    expect(holdsValue("One might also consider running checkpoints.", "number")).toBe(false);
    expect(holdsValue("one of the readers", "number")).toBe(false);
  });
  it("a 'Who' question is complete only with a person in the evidence", async () => {
    const tree = await buildTree(
      [
        {
          text: "# Notes\n\nThe tracer records every call of the scheduler. It was designed for the audit of the billing queue.\n\nThe tracer's design document was written by Mara Okonkwo in the spring.",
          sourceRef: "n.md",
        },
      ],
      createOfflineEngine(),
    );
    const r = await askTree(tree, "Who wrote the tracer's design document?", createOfflineEngine());
    expect(r.status).toBe("complete");
    expect(r.answer).toContain("Mara Okonkwo");
    const nameless = await buildTree(
      [
        {
          text: "# Notes\n\nThe tracer records every call of the scheduler. It was designed for the audit of the billing queue.",
          sourceRef: "n.md",
        },
      ],
      createOfflineEngine(),
    );
    const none = await askTree(nameless, "Who designed the tracer for the billing queue audit?", createOfflineEngine());
    expect(none.status).not.toBe("complete");
  });
});

describe("a version written shorter than the documents write it", () => {
  it("3.38 is continued by 3.38.0, not by 3.380 or 13.38.0", () => {
    expect(continuesVersion("3.38.0", "3.38")).toBe(true);
    expect(continuesVersion("3.380", "3.38")).toBe(false);
    expect(continuesVersion("13.38.0", "3.38")).toBe(false);
  });
  it("is known and satisfied by the passages of that release, and an unknown line stays unknown", async () => {
    const tree = await buildTree(
      [
        {
          text: "# Release 3.38.0\n\nUse a Bloom filter to speed up large analytic queries.",
          sourceRef: "3_38_0.html",
        },
        { text: "# Release 3.39.0\n\nDefer materializing views until they are needed.", sourceRef: "3_39_0.html" },
      ],
      createOfflineEngine(),
    );
    const index = passageIndex(tree);
    expect(shortVersionKnown(index, "3.38")).toBe(true);
    expect(questionConstraints(index, "What changed in 3.41?").unknown).toContain("3.41");
    expect(questionConstraints(index, "What changed in 3.38?").unknown).not.toContain("3.38");
    const r = await askTree(tree, "What makes large analytic queries faster in 3.38?", createOfflineEngine());
    expect(r.status).toBe("complete");
    expect(r.answer).toContain("Bloom filter");
  });
});

describe("a place asked, and evidence that states no fact", () => {
  it("small talk is no evidence: a question only chatter matches is answered 'none'", async () => {
    const tree = await buildTree(
      [
        {
          text: "Good morning! Coffee first, then planning.\n\nSounds good to me, the planning can wait a second.\n\nLet me think about that for a second.",
          sourceRef: "chat",
        },
      ],
      createOfflineEngine(),
    );
    const r = await askTree(tree, "What comes first, coffee or planning?", createOfflineEngine());
    expect(r.status).toBe("none");
  });
  it("a 'Where' question is answered by the sentence naming the place", async () => {
    const tree = await buildTree(
      [{ text: "The office is quiet in the mornings.\n\nThe office is in Lyon, near the station.", sourceRef: "chat" }],
      createOfflineEngine(),
    );
    const r = await askTree(tree, "Where exactly is the office, which city?", createOfflineEngine());
    expect(r.status).toBe("complete");
    expect(r.answer).toContain("Lyon");
  });
});

describe("words that only name the kind asked", () => {
  it("'how many' is not a word to cover: 'as many frames as possible' does not answer it", async () => {
    const index = passageIndex(
      await buildTree([{ text: "# Notes\n\nNothing.", sourceRef: "n.md" }], createOfflineEngine()),
    );
    expect(questionConstraints(index, "How many processes can write at the same time?").words).not.toContain("many");
    expect(questionConstraints(index, "Which date was the release?").words).not.toContain("dat");
  });
});

describe("holdsValue: a record giving the figure and its unit apart", () => {
  it("reads 'Syntax: MaxMemFree KBytes; Default: MaxMemFree 2048' as a size and a timeout's figure as a span of time", () => {
    expect(holdsValue("Syntax: MaxMemFree KBytes; Default: MaxMemFree 2048", "size")).toBe(true);
    expect(
      holdsValue("Description: Amount of time the server will wait; Default: KeepAliveTimeout 5", "duration"),
    ).toBe(true);
    // No figure, or no unit: still no size or span of time.
    expect(holdsValue("Syntax: MaxMemFree KBytes; Default: none", "size")).toBe(false);
    expect(holdsValue("Default: MaxClients 256", "duration")).toBe(false);
    expect(holdsValue("Default: MaxClients 256", "size")).toBe(false);
  });
});

describe("holdsValue: the question's own name in a run of capitals", () => {
  it("leaves no person standing after the name is set aside", () => {
    expect(holdsValue("Copyright 2026 The Apache Software Foundation.", "person", ["Apache"])).toBe(false);
    expect(holdsValue("Available in Apache HTTPD 2.2.15 and later", "person", ["Apache"])).toBe(false);
    expect(holdsValue("The Python Standard Library »", "person", ["Python"])).toBe(false);
    expect(holdsValue("The module was written by Guido van Rossum.", "person", ["Python"])).toBe(true);
  });
});

describe("a product named as the owner of the asked entity", () => {
  it("is held by every passage of a document that mentions it ('Python's time module')", async () => {
    const docs = ["a", "b", "c"].map((n) => ({
      text: `# ${n}\n\n## One\n\nPython ships the ${n} module.\n\n## Two\n\nPython builds ${n} twice.\n\n## Three\n\nPython tests ${n} daily.`,
      sourceRef: `${n}.html`,
    }));
    docs.push({
      text: "# time\n\nPython's time module.\n\n## Epoch\n\nThe epoch is the point where the time starts, January 1, 1970, 00:00:00 (UTC).",
      sourceRef: "time.html",
    });
    docs.push({ text: "# Other\n\nThe epoch of the Apache server starts at boot.", sourceRef: "apache.html" });
    const t = await buildTree(docs, createOfflineEngine());
    const index = passageIndex(t);
    const c = questionConstraints(index, "Which date does Python's time module take as the start of the epoch?");
    expect(c.owners).toEqual(["python"]);
    const { hits } = retrievePassages(t, "Which date does Python's time module take as the start of the epoch?");
    const epoch = hits.find((h) => h.passage.text.includes("January 1, 1970"));
    expect(epoch?.missing).toEqual([]);
    // "In which Python version ...": the product whose release is asked.
    expect(questionConstraints(index, "In which Python version did the time module get its epoch?").owners).toEqual([
      "python",
    ]);
    // Named as a modifier ("a Python module"), the product is not an owner.
    expect(questionConstraints(index, "Which date does a Python time module start at?").owners).toBeUndefined();
  });
});

describe("a name joined by underscores is known only as written", () => {
  it("is unknown when passages hold its words apart, and 'none' is answered without reading", async () => {
    const tree = await buildTree(
      [
        {
          text: "# imap_idle\n\nType: boolean. Default: yes. Mutt uses the IMAP IDLE extension; an idle connection may hit a timeout.",
          sourceRef: "reference.html",
        },
        {
          text: "# imap-sync\n\nThe imap sync step waits for the idle timeout; imap-sync-mode sets how.",
          sourceRef: "sync.html",
        },
      ],
      createOfflineEngine(),
    );
    const index = passageIndex(tree);
    expect(questionConstraints(index, "What is the default of $imap_idle_timeout?").unknown).toContain(
      "imap_idle_timeout",
    );
    // English written with hyphens is known by its words ("two-factor-authentication" in a text
    // that writes no code names so).
    expect(questionConstraints(index, "Is the idle-timeout-sync step optional?").unknown).not.toContain(
      "idle-timeout-sync",
    );
    // So is a name of three hyphen-joined words or more in documents writing names so.
    expect(questionConstraints(index, "What is the default of imap-idle-timeout?").unknown).toContain(
      "imap-idle-timeout",
    );
    // A compound of two words joined by a hyphen is still known by its words ("imap idle sync").
    expect(questionConstraints(index, "What does the imap-idle sync step wait for?").unknown).not.toContain(
      "imap-idle",
    );
    const r = await askTree(tree, "What is the default value of $imap_idle_timeout in mutt?", createOfflineEngine());
    expect(r.status).toBe("none");
    expect(r.tokensRead).toBe(0);
    const known = await askTree(tree, "What is the default value of $imap_idle?", createOfflineEngine());
    expect(known.answer).toContain("Default: yes");
  });
});

describe("a default asked without the word", () => {
  it("'unless I change it' asks for the default", () => {
    expect(asksDefault("Which port is used unless I change it?")).toBe(true);
  });
});

describe("a span of time in months, years or with 'a'", () => {
  it("reads 'about a year', '6 months' and 'half an hour' as durations", () => {
    expect(holdsValue("Draw it in 3 dimensions.", "duration")).toBe(false);
    // Months and years, and a unit with "a" / "an": "about a year", "6 months", "half an hour".
    expect(holdsValue("Each odd branch is maintained for about a year.", "duration")).toBe(true);
    expect(holdsValue("Logs are kept for 6 months.", "duration")).toBe(true);
    expect(holdsValue("It waits half an hour.", "duration")).toBe(true);
    expect(holdsValue("It runs in a yearly job.", "duration")).toBe(false);
  });
});

describe("dates written compact", () => {
  it("reads a changelog's '20110102' as a date, not a size's or a count's digits", () => {
    expect(holdsValue("20110102: Feature: STARTTLS support for the postscreen(8) daemon.", "date")).toBe(true);
    expect(holdsValue("message_size_limit (default: 10240000)", "date")).toBe(false);
    expect(holdsValue("The limit is 20481300 bytes.", "date")).toBe(false);
  });
});

describe("a product named before its server or daemon owns what is asked", () => {
  it("'the PostgreSQL server' is held by a page of a document naming PostgreSQL, whatever the page repeats", async () => {
    const page = (name: string, text: string) => ({ text, sourceRef: name });
    const tree = await buildTree(
      [
        page("intro.html", "# Preface\n\nPostgreSQL is an object-relational database system."),
        page("install.html", "# Installation\n\nBuild PostgreSQL from source with make."),
        page(
          "runtime-config-connection.html",
          "# Connection settings\n\nPostgreSQL reads these settings at start.\n\n## port (integer)\n\nThe TCP port the server listens on; 5432 by default.",
        ),
        page("other.html", "# Other\n\nThe proxy server listens on port 8080 by default."),
      ],
      createOfflineEngine(),
    );
    const c = questionConstraints(
      passageIndex(tree),
      "By default, which TCP port does the PostgreSQL server listen on?",
    );
    expect(c.owners).toEqual(["postgresql"]);
    const r = await askTree(
      tree,
      "By default, which TCP port does the PostgreSQL server listen on?",
      createOfflineEngine(),
    );
    expect(r.answer.split("\n")[0]).toContain("5432");
  });
});

describe("value forms read narrowly (a review's cases)", () => {
  it("no span of time in 'a second MX record' or '3D', no size in 'a 4K monitor', no date in 'may 2048'", () => {
    expect(holdsValue("Add a second MX record.", "duration")).toBe(false);
    expect(holdsValue("It is a minute detail.", "duration")).toBe(false);
    expect(holdsValue("Render it in 3D, or as a 2-D array.", "duration")).toBe(false);
    expect(holdsValue("It drives a 4K monitor.", "size")).toBe(false);
    expect(holdsValue("It serves 10M requests per day.", "size")).toBe(false);
    expect(holdsValue("the queue may 2048 entries", "date")).toBe(false);
  });

  it("'the SMTP server' names a role, not a product owning the question", async () => {
    const tree = await buildTree(
      ["postfix.html", "exim.html", "dovecot.html", "notes.html"].map((ref) => ({
        text: `# ${ref}\n\nThe SMTP server of ${ref} speaks SMTP.`,
        sourceRef: ref,
      })),
      createOfflineEngine(),
    );
    expect(
      questionConstraints(passageIndex(tree), "Which port does the SMTP server listen on?").owners,
    ).toBeUndefined();
  });
});

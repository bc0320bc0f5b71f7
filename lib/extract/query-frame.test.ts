import { describe, expect, it } from "vitest";
import {
  BACK_REFERENCES,
  asksForRelease,
  coordinatedParts,
  identifiersAsWritten,
  LIST_CLOSERS,
  MAX_CONJUNCTS,
  ELLIPSIS_PREPOSITIONS,
  messageFrame,
  ONE_ASK_WORDS,
  ONE_THING_VERBS,
  PART_OPENERS,
  PART_PREPOSITIONS,
  plainConjuncts,
  pointsBack,
  queryFrame,
  questionParts,
  ROLE_NOUNS,
  subjectNames,
} from "./query-frame";

describe("messageFrame", () => {
  it("reads the statements of a message apart from its question", () => {
    expect(messageFrame("The budget is 3000 euros. We rent a car on May 14. Who books the flights?")).toEqual({
      statements: ["The budget is 3000 euros.", "We rent a car on May 14."],
      parts: ["Who books the flights?"],
    });
  });

  it("asks nothing in a message of statements, and keeps a question alone whole", () => {
    expect(messageFrame("The office is in Lyon. We moved in May.")).toEqual({
      statements: ["The office is in Lyon.", "We moved in May."],
      parts: [],
    });
    expect(messageFrame("Where exactly is the office, which city?")).toEqual({
      statements: [],
      parts: ["Where exactly is the office, which city?"],
    });
  });
});

describe("questionParts", () => {
  // Read from the table: every opener after a joiner starts a second part.
  it.each(PART_OPENERS.map((w) => [w]))("splits a question before '%s'", (opener) => {
    expect(questionParts(`Who owns the backend, and ${opener} the mobile app ships?`)).toEqual([
      "Who owns the backend?",
      `${opener.charAt(0).toUpperCase()}${opener.slice(1)} the mobile app ships?`,
    ]);
  });

  // Read from the table: an elliptical part repeats the first with its phrase under the preposition replaced.
  it.each(ELLIPSIS_PREPOSITIONS.map((w) => [w]))("completes an elliptical part opened by '%s'", (p) => {
    expect(questionParts(`What time does the gym open ${p} weekdays, and ${p} weekends?`)).toEqual([
      `What time does the gym open ${p} weekdays?`,
      `What time does the gym open ${p} weekends?`,
    ]);
  });

  // Read from the table: a preposition before a question word opens a second part.
  it.each(PART_PREPOSITIONS.map((w) => [w]))("splits a question before '%s which'", (p) => {
    expect(questionParts(`Who reported the spool leak, and ${p} which release was it fixed?`)).toEqual([
      "Who reported the spool leak?",
      `${p.charAt(0).toUpperCase()}${p.slice(1)} which release was it fixed?`,
    ]);
  });

  it("keeps an elliptical phrase opened by a preposition and a question word with its question (no verb of its own)", () => {
    for (const q of [
      "Who reported the spool leak, and with which patch?",
      "Which clock does Heron use, and at what rate?",
    ])
      expect(questionParts(q)).toEqual([q]);
  });

  it("does not split a list of things or of attributes (no held-out gain when it did)", () => {
    for (const q of [
      "What are the defaults of timeout and retries?",
      "What are the budget and the vendor of project Kalo?",
      "What is the ratio of reads and writes?",
    ])
      expect(questionParts(q)).toEqual([q]);
  });

  it("does not split a coordination inside one part", () => {
    for (const q of ["Who books the flights and the hotel?", "Is the pasta and sauce ready?"])
      expect(questionParts(q)).toEqual([q]);
  });
});

describe("coordinatedParts: one thing asked of several named things", () => {
  // Read from the table: the verb of several things becomes the verb of one, and the noun before the list singular.
  it.each(Object.entries(ONE_THING_VERBS))("asks '%s' of each name as '%s'", (many, one) => {
    expect(questionParts(`What ${many} the limits of heron_max and kestrel_min?`)).toEqual([
      `What ${one} the limit of heron_max?`,
      `What ${one} the limit of kestrel_min?`,
    ]);
  });

  // Read from the table: a relation or a condition over the names is one thing asked.
  it.each(ONE_ASK_WORDS.map((w) => [w]))("keeps a list under '%s' whole", (w) => {
    const q = `Which release ${w} heron_max and kestrel_min changed?`;
    expect(questionParts(q)).toEqual([q]);
  });

  // Identifiers, numbers, capitalised names, lists of three: each name asked what the list shares.
  it.each([
    ["What are Heron's default spool-size and retry_wait?", ["spool-size", "retry_wait"], "What is Heron's default #?"],
    ["When were Kestrel Alpine and Birch released?", ["Alpine", "Birch"], "When was Kestrel # released?"],
    ["What do the status codes 17 and 42 mean in Heron?", ["17", "42"], "What does the status code # mean in Heron?"],
    ["What are the defaults of $alpha, $beta, and $gamma?", ["$alpha", "$beta", "$gamma"], "What is the default of #?"],
    ["What do the flags -q and -v stand for?", ["-q", "-v"], "What does the flag # stand for?"],
    ["How long do heron_wait and kestrel_wait last?", ["heron_wait", "kestrel_wait"], "How long does # last?"],
  ])("splits %s", (question, names, each) => {
    expect(coordinatedParts(question)).toEqual(names.map((n) => each.replace("#", n)));
  });

  // Read from the table: the verb of one thing only when the part's subject is one thing; a plural
  // word of the list as the subject keeps the verb as written. The words title entries (`entries`).
  it.each([
    ["Where are logs and backups?", ["Where are logs?", "Where are backups?"]],
    ["Where are spoolfile and journal?", ["Where is spoolfile?", "Where is journal?"]],
    [
      "Where were heron's logs and backups kept?",
      ["Where were heron's logs kept?", "Where were heron's backups kept?"],
    ],
    ["What are the defaults of logs and backups?", ["What is the default of logs?", "What is the default of backups?"]],
    ["What do workers and spoolers do?", ["What do workers do?", "What do spoolers do?"]],
  ])("agrees the verb with each part's subject: %s", (question, parts) => {
    const entries = new Set(["logs", "backups", "spoolfile", "journal", "workers", "spoolers"]);
    expect(coordinatedParts(question, entries)).toEqual(parts);
  });

  it("asks two things that open with the same word one by one, and one noun after both as one", () => {
    expect(coordinatedParts("What are the default spool size and spool timeout of the heron relay?")).toEqual([
      "What is the default spool size of the heron relay?",
      "What is the default spool timeout of the heron relay?",
    ]);
    expect(coordinatedParts("What are the queue depth and queue age?")).toEqual([
      "What is the queue depth?",
      "What is the queue age?",
    ]);
    for (const q of ["What are the read and write timeouts?", "Which ports do the web server and web console use?"])
      expect(coordinatedParts(q)).toEqual([q]);
  });

  it("leaves a list whose second name is of several words whole, and a person's verb as it is", () => {
    for (const q of ["When were Heron 2 and Heron 3 released?", "Which ports do Kestrel 4 and Kestrel 5 open?"])
      expect(coordinatedParts(q)).toEqual([q]);
    expect(coordinatedParts("How do I set heron_max and kestrel_min?")).toEqual([
      "How do I set heron_max?",
      "How do I set kestrel_min?",
    ]);
  });

  it("leaves plain words and a question without a list alone", () => {
    for (const q of ["What are the read and write timeouts?", "Who owns Heron and why?", "What is the default port?"])
      expect(coordinatedParts(q)).toEqual([q]);
  });

  it("splits each clause of a question asking two things, at most four parts in all", () => {
    expect(questionParts("What are the defaults of heron_max and heron_min, and who maintains Kestrel?")).toEqual([
      "What is the default of heron_max?",
      "What is the default of heron_min?",
      "Who maintains Kestrel?",
    ]);
  });
});

describe("plainConjuncts and the entries that make plain words names", () => {
  it("offers a list of plain words ending its clause, and splits it only on the entries given", () => {
    const q = "What are the defaults of Heron's spoolsize and retrywait?";
    expect(plainConjuncts(q)).toEqual(["spoolsize", "retrywait"]);
    expect(coordinatedParts(q)).toEqual([q]);
    expect(coordinatedParts(q, new Set(["spoolsize", "retrywait"]))).toEqual([
      "What is the default of Heron's spoolsize?",
      "What is the default of Heron's retrywait?",
    ]);
    // One word of the two titling no entry: the list stays whole.
    expect(questionParts(q, new Set(["spoolsize"]))).toEqual([q]);
  });

  // Read from the table: a list followed by a word of LIST_CLOSERS still ends its clause.
  it.each(LIST_CLOSERS.map((w) => [w]))("offers a plain list before '%s'", (w) => {
    expect(plainConjuncts(`What are the default minwait and maxwait ${w} Heron?`)).toEqual(["minwait", "maxwait"]);
  });

  it("offers no list modifying the noun after it, none of names, none under a word of ONE_ASK_WORDS", () => {
    for (const q of [
      "What are the read and write timeouts?",
      "What are the defaults of spool_size and retry_wait?",
      "What is the difference between spoolsize and retrywait?",
      "Who owns Heron and why?",
      "What is the default port?",
    ])
      expect(plainConjuncts(q)).toEqual([]);
  });

  it("offers no list joined by 'or': a choice between the words is asked whole", () => {
    for (const q of ["Should I use tcp or udp?", "Is the default minwait or maxwait of Heron larger?"])
      expect(plainConjuncts(q)).toEqual([]);
  });
});

describe("plainConjuncts: a list longer than a question is split into", () => {
  // Plain lowercase words: "wordaa", "wordba", ... (letters only).
  const letter = (n: number) => String.fromCharCode(97 + (n % 26));
  const list = (n: number) => Array.from({ length: n }, (_, i) => `word${letter(i)}${letter(Math.floor(i / 26))}`);
  const ask = (words: string[]) => `What are the defaults of ${words.slice(0, -1).join(", ")} and ${words.at(-1)}?`;

  it("offers a list of up to MAX_CONJUNCTS words, none longer (no lookup per word of a long list)", () => {
    expect(plainConjuncts(ask(list(MAX_CONJUNCTS)))).toEqual(list(MAX_CONJUNCTS));
    expect(plainConjuncts(ask(list(MAX_CONJUNCTS + 1)))).toEqual([]);
    const long = ask(list(560));
    expect(long.length).toBeGreaterThan(4000);
    expect(plainConjuncts(long)).toEqual([]);
  });
});

describe("asksForRelease", () => {
  it("reads a question word followed within three words by a release noun, or the frame's kind", () => {
    for (const q of [
      "Which Heron version added spool_limit?",
      "In what release did Kestrel drop TLS 1.0?",
      "Which upload of kestrel closed the bug?",
    ])
      expect(asksForRelease(q)).toBe(true);
    for (const q of ["What is the default port?", "Which port does Heron use in version 4?"])
      expect(asksForRelease(q)).toBe(false);
  });
});

describe("parts pointing back at another's subject", () => {
  // Read from the table: each back-reference makes a part point back.
  it.each(BACK_REFERENCES.map((w) => [w]))("'%s' points back", (w) => {
    expect(pointsBack(`And what did ${w} change?`)).toBe(true);
  });

  it("does not see a back-reference inside another word", () => {
    expect(pointsBack("What is the item limit of Heron?")).toBe(false);
  });

  // Read from the table: the name before a role noun is the subject.
  it.each(ROLE_NOUNS.map((w) => [w]))("takes the name before '%s' as the subject", (role) => {
    expect(subjectNames(`How many slots does the kestrel ${role} keep?`)).toEqual(["kestrel"]);
  });

  it("takes owners in any case and the product of a release, not any capitalised word", () => {
    expect(subjectNames("What is heron's default spool, and which Kestrel version added it?")).toEqual([
      "heron",
      "Kestrel",
    ]);
    expect(subjectNames("How many SMTP connections are kept?")).toEqual([]);
    expect(subjectNames("Which upload of heron fixed the leak?")).toEqual(["heron"]);
    expect(subjectNames("In which release did the spool move?")).toEqual([]);
  });

  it("reads identifiers as code writes them, not release numbers or plain words", () => {
    expect(
      identifiersAsWritten("What does spool_limit bound in Heron 4.2, and is $retry.max or max-wait-time set?"),
    ).toEqual(["spool_limit", "$retry.max", "max-wait-time"]);
    expect(identifiersAsWritten("When was 3.38.0 released?")).toEqual([]);
  });
});

describe("queryFrame: what a question names and asks, worked out once", () => {
  it("gives parts, names, field, kind and words", () => {
    const f = queryFrame("What is the default timeout of Kestrel's gateway, and who maintains CR-4471?");
    expect(f.parts).toHaveLength(2);
    expect(f.named).toEqual(expect.arrayContaining(["kestrel", "cr-4471"]));
    expect(f.names).toContain("Kestrel");
    expect(f.owners).toEqual(["kestrel"]);
    // A program written in lower case, as an owner or with a release; a role after a determiner
    // ("the user's"), a contraction ("it's", "What's") or "version 2.0" names none; "ext4's" is no capitalised owner.
    expect(queryFrame("What is the default interval of heron's autosave setting?").programs).toEqual(["heron"]);
    expect(queryFrame("When did heron 4.12 ship, and what did kestrel 2.0.1-3 fix?").programs).toEqual([
      "heron",
      "kestrel",
    ]);
    expect(queryFrame("Where is the user's file, and is each server's port fixed?").programs).toEqual([]);
    expect(queryFrame("What's the limit, and is it's value fixed in version 2.0?").programs).toEqual([]);
    expect(queryFrame("What is ext4's maximum file size?").owners).toEqual([]);
    expect(f.asksDefault).toBe(true);
    expect(queryFrame("What is the default timeout of the gzip.open function?").field).toBe("timeout");
    expect(queryFrame("How many workers can run at once?").counted).toBe("workers");
    expect(queryFrame("How many workers can run at once?").words).not.toContain("mani");
    expect(queryFrame("Which city hosts the review?").kindWords).toContain("city");
  });

  it("is the same object for the same question (every stage reads one frame)", () => {
    expect(queryFrame("Who owns the Heron gateway?")).toBe(queryFrame("Who owns the Heron gateway?"));
    expect(queryFrame("Who owns the Heron gateway?").valueKind).toBe("person");
  });
});

import { describe, expect, it } from "vitest";
import { factItem, valuesIn } from "@/lib/extract/about";
import { chooseOption } from "./offline-choose";
import { answerFromText, createOfflineEngine, isFactoid, isTranscript } from "./offline-engine";
import { DEFAULT_CONTENT_TYPES } from "@/lib/extract/taxonomy";
import { emptyMetadata, ktMetadataSchema, type KtMetadata } from "./types";

const TICKET = `# BMVP-66: Fix minor UI issues in the Dashboard view

Status: Selected for Development
Assignee: Beenish Khan

Font color in the navbar is all white and not visible. Paddings and margins are bigger than in the UI design.
Steps to reproduce: open the Dashboard and scroll. Expected: each column scrolls. Actual: the page scrolls.

We decided to use PostgreSQL for the dashboard settings instead of MongoDB.
Beenish Khan will fix the navbar font color by Friday.
TODO: adjust the margins per the Figma file.
The dashboard was launched to beta customers on 2024-03-12.
The rollback password for the Kestrel cluster is AMBER-4471.`;

const engine = createOfflineEngine();
const meta = (over: Partial<KtMetadata>): KtMetadata => ({ ...emptyMetadata(), ...over });

describe("offline summarise", () => {
  it("extracts each field by its rules", async () => {
    const m = await engine.summarise({ text: TICKET, taxonomy: DEFAULT_CONTENT_TYPES });
    expect(ktMetadataSchema.parse(m)).toEqual(m);
    expect(m.summary.startsWith("BMVP-66: Fix minor UI issues in the Dashboard view — ")).toBe(true);
    expect(m.summary.length).toBeLessThanOrEqual(420);
    expect(m.decisions).toEqual(["We decided to use PostgreSQL for the dashboard settings instead of MongoDB."]);
    expect(m.criticalActions).toContain("Beenish Khan will fix the navbar font color by Friday.");
    expect(m.criticalActions).toContain("TODO: adjust the margins per the Figma file.");
    expect(m.noteworthyEvents).toContain("The dashboard was launched to beta customers on 2024-03-12.");
    // Header lines ("Status: ...") are not events, decisions or facts.
    expect([...m.noteworthyEvents, ...m.decisions, ...m.about].some((x) => x.startsWith("Status"))).toBe(false);
    expect(m.about).toEqual(
      expect.arrayContaining([
        "Beenish Khan",
        "Kestrel",
        "PostgreSQL",
        "rollback password Kestrel cluster: AMBER-4471",
      ]),
    );
    expect(m.contentTypes).toContain("Bug & issue tracking records");
  });

  it("is deterministic and empty-safe", async () => {
    const again = await engine.summarise({ text: TICKET, taxonomy: DEFAULT_CONTENT_TYPES });
    expect(again).toEqual(await engine.summarise({ text: TICKET, taxonomy: DEFAULT_CONTENT_TYPES }));
    const empty = await engine.summarise({ text: "", taxonomy: DEFAULT_CONTENT_TYPES });
    expect(empty).toEqual(emptyMetadata());
  });

  it('summarises a document with a "### Note" heading as a document, folded entries as a conversation', async () => {
    const doc = (heading: string) =>
      `# Ferry guide\n\nThe ferry sails at 9:00.\n\n### ${heading}\n\nThe fare is now 14 euros.`;
    const asNote = await engine.summarise({ text: doc("Note"), taxonomy: DEFAULT_CONTENT_TYPES });
    // The same document under another heading: the heading's word changes nothing of how it is read.
    const asFares = await engine.summarise({ text: doc("Fares"), taxonomy: DEFAULT_CONTENT_TYPES });
    expect(asFares.noteworthyEvents).toEqual([]);
    expect(asNote.noteworthyEvents).toEqual(asFares.noteworthyEvents);
    expect(isTranscript(doc("Note"))).toBe(false);
    // What the app writes (lib/text/entry-block.ts): a message's block, or notes only, is a conversation.
    const chat = "### User\n\nThe ferry sails at 9:00.\n\n### Note\n\nThe fare is now 14 euros.";
    expect(isTranscript(chat)).toBe(true);
    expect((await engine.summarise({ text: chat, taxonomy: DEFAULT_CONTENT_TYPES })).noteworthyEvents).toEqual([
      "The fare is now 14 euros.",
    ]);
    expect(isTranscript("### Note\n\nThe fare is now 14 euros.\n\n### Note\n\nBring cash.")).toBe(true);
    expect(isTranscript("### Note\n\nThe fare is now 14 euros.\n\n## Timetable\n\nDaily at 9:00.")).toBe(false);
  });
});

describe("fact items", () => {
  it("finds identifiers, figures, times, dates and mid-sentence names", () => {
    expect(valuesIn("The host is pg-stg-kes-04.osprey.internal and the alias alias/osp-kes-kms-7.")).toEqual([
      "pg-stg-kes-04.osprey.internal",
      "alias/osp-kes-kms-7",
    ]);
    expect(valuesIn("It costs €48,250 and starts at 03:40 on 14 November 2025.")).toEqual([
      "14 November 2025",
      "€48,250",
      "03:40",
    ]);
    expect(valuesIn("The owner since May is Freya Karimi.")).toEqual(["Freya Karimi"]);
    expect(valuesIn("We met 12 people.")).toEqual([]);
    // A name opening the sentence is a value too; a lone capitalised first word is not.
    expect(valuesIn("Greta Whitlock owns the reporting migration.")).toEqual(["Greta Whitlock"]);
    expect(valuesIn("The Kestrel cluster owns the queue.")).toEqual([]);
  });

  it("keeps a value statement's words together", () => {
    expect(factItem("The rollback password for the Kestrel cluster is AMBER-4471.")).toBe(
      "rollback password Kestrel cluster: AMBER-4471",
    );
    expect(factItem("The rollback password is kept in the vault.")).toBeNull();
  });
});

describe("offline aggregate", () => {
  it("copies the children's lists, names by frequency, facts without their values", async () => {
    const a = meta({
      summary: "Ticket A — text",
      decisions: ["Chose X."],
      about: ["Kestrel", "Ana Ruiz", "rollback password Kestrel cluster: AMBER-4471"],
    });
    const b = meta({
      summary: "Ticket B — text",
      decisions: ["Chose Y."],
      about: ["Kestrel", "pool size Heron gateway: 240"],
    });
    const m = await engine.aggregate([a, b], DEFAULT_CONTENT_TYPES);
    expect(m.summary).toBe("Ticket A · Ticket B");
    expect(m.decisions).toEqual(["Chose X.", "Chose Y."]);
    expect(m.about).toEqual([
      "Kestrel",
      "Ana Ruiz",
      "rollback password Kestrel cluster: …",
      "pool size Heron gateway: …",
    ]);
  });

  it("lists a decision restated later with another value once, with its latest value, where it first stood", async () => {
    const a = meta({
      decisions: ["We decided to use Temporal for the event bus.", "We decided to use Kafka for the job queue."],
    });
    const b = meta({ decisions: ["We chose a blue logo."] });
    const c = meta({ decisions: ["Update: We decided to use Postgres for the event bus."] });
    const m = await engine.aggregate([a, b, c], DEFAULT_CONTENT_TYPES);
    expect(m.decisions).toEqual([
      "Update: We decided to use Postgres for the event bus.",
      "We chose a blue logo.",
      "We decided to use Kafka for the job queue.",
    ]);
  });
});

describe("an updated value in the memory's lists (issue 36, long histories)", () => {
  it("replaces an action with its update listed as an event, and leaves a superseded lead out of the summary", async () => {
    const a = meta({
      summary: "For the first fortnight we rent the Larchmont cabin.",
      criticalActions: ["The compost delivery is due on Friday the 6th.", "I should sharpen the spade."],
    });
    const b = meta({ summary: "The rhubarb is coming up nicely." });
    const c = meta({
      summary: "Lunch was lentil soup.",
      noteworthyEvents: [
        "The compost delivery moved from Friday the 6th to Monday the 9th.",
        "Change of plan: for the first fortnight we rent the Quillfield cabin instead.",
      ],
    });
    const m = await engine.aggregate([a, b, c], DEFAULT_CONTENT_TYPES);
    expect(m.criticalActions).toEqual([
      "The compost delivery moved from Friday the 6th to Monday the 9th.",
      "I should sharpen the spade.",
    ]);
    expect(m.noteworthyEvents).toEqual([
      "Change of plan: for the first fortnight we rent the Quillfield cabin instead.",
    ]);
    expect(m.summary).not.toContain("Larchmont");
    expect(m.summary).toContain("The rhubarb is coming up nicely.");
  });

  it("keeps a title that a later title with another date resembles (documents: two incidents, not an update)", async () => {
    const a = meta({ summary: "Incident report: the Tern ingest degradation on 2024-01-08 — text" });
    const b = meta({ summary: "Incident report: the Tern ingest degradation on 2024-01-11 — text" });
    const m = await engine.aggregate([a, b], DEFAULT_CONTENT_TYPES);
    expect(m.summary).toBe(
      "Incident report: the Tern ingest degradation on 2024-01-08 · Incident report: the Tern ingest degradation on 2024-01-11",
    );
  });

  it("lists a conversation's update, and not what an assistant quotes of the earlier context", async () => {
    const text = [
      "### User\n\nThe compost delivery moved from Friday the 6th to Monday the 9th.",
      "### Assistant\n\nNoted. Related in this branch's context:\n\n> Open actions: The compost delivery is due on Friday the 6th.",
      "### User\n\nThe slugs ate half the lettuce again.",
    ].join("\n\n");
    const m = await engine.summarise({ text, taxonomy: DEFAULT_CONTENT_TYPES });
    const listed = [...m.decisions, ...m.criticalActions, ...m.noteworthyEvents];
    expect(listed).toEqual(["The compost delivery moved from Friday the 6th to Monday the 9th."]);
    expect(m.summary).not.toContain("due on Friday");
  });

  it("lists a statement updated later in the same leaf at its latest only", async () => {
    const text = [
      "### User\n\nThe compost delivery is due on Friday the 6th.",
      "### Assistant\n\nNoted.",
      "### User\n\nThe compost delivery moved from Friday the 6th to Monday the 9th.",
    ].join("\n\n");
    const m = await engine.summarise({ text, taxonomy: DEFAULT_CONTENT_TYPES });
    expect([...m.decisions, ...m.criticalActions, ...m.noteworthyEvents]).toEqual([
      "The compost delivery moved from Friday the 6th to Monday the 9th.",
    ]);
  });
});

describe("offline choose", () => {
  it("prefers the option that holds the question's words together", () => {
    const scattered = meta({ about: ["Kestrel", "rollback plan Heron gateway: …", "password policy: …"] });
    const together = meta({ about: ["Heron", "rollback password Kestrel cluster: …"] });
    const picked = chooseOption("What is the rollback password for the Kestrel cluster?", [
      { index: 0, metadata: scattered },
      { index: 1, metadata: together },
    ]);
    expect(picked.index).toBe(1);
    expect(picked.reason).toContain('"rollback", "password", "Kestrel", "cluster"');
  });

  it("takes the first option when nothing matches, and keeps the given indexes", () => {
    const picked = chooseOption("purple elephants?", [
      { index: 3, metadata: meta({ summary: "Kestrel" }) },
      { index: 5, metadata: meta({ summary: "Heron" }) },
    ]);
    expect(picked.index).toBe(3);
    expect(picked.reason).toMatch(/No option mentions/);
  });
});

describe("offline answer", () => {
  const q = "What is the rollback password for the Kestrel cluster?";

  it("is complete when a sentence covers the question and states a value", () => {
    const a = answerFromText(q, TICKET);
    expect(a.status).toBe("complete");
    expect(a.answer).toBe("> The rollback password for the Kestrel cluster is AMBER-4471.");
  });

  it("is partial without the asked value; none for another system (never an unrelated quote) or without any match", () => {
    expect(answerFromText(q, "The rollback password for the Kestrel cluster is kept in the team vault.").status).toBe(
      "partial",
    );
    expect(answerFromText(q, "The rollback password for the Heron gateway is TEAL-1234.")).toEqual({
      status: "none",
      answer: "",
    });
    expect(answerFromText(q, "Lunch is at noon. The weather was fine.")).toEqual({ status: "none", answer: "" });
  });

  it("needs the identifier the question names", () => {
    const text = "The launch code for ORCHID-7 is 4471-XY. The launch code for ORCHID-9 is 5512-ZZ.";
    expect(answerFromText("What is the launch code for ORCHID-7?", text)).toEqual({
      status: "complete",
      answer: "> The launch code for ORCHID-7 is 4471-XY.",
    });
    expect(answerFromText("What is the launch code for ORCHID-8?", text)).toEqual({ status: "none", answer: "" });
  });

  it("reads header fields and table rows with their document's title", () => {
    const text =
      "# Change request CR-3335: upgrade the runtime\n\nStatus: Approved\nTicket: INFRA-1234\nOwner: Dana Ruiz\nTarget date: 3 May 2026\n\n| Service | Port |\n| --- | --- |\n| Raquira | 8443 |";
    const title = ' — in "Change request CR-3335: upgrade the runtime"';
    expect(answerFromText("What is the ticket for change request CR-3335?", text)).toEqual({
      status: "complete",
      answer: `> Ticket: INFRA-1234${title}`,
    });
    expect(answerFromText("Who owns CR-3335?", text).answer).toContain("Owner: Dana Ruiz");
    expect(answerFromText("When is CR-3335 due?", text).answer).toContain("3 May 2026");
    expect(answerFromText("Which port does Raquira listen on?", text).answer).toContain("Port: 8443");
    expect(answerFromText("Who owns CR-9999?", text).status).toBe("none");
  });

  it("a where-question needs a place", () => {
    expect(
      answerFromText("Where is the reporting review?", "The design review went fine, nothing to report.").status,
    ).toBe("partial");
    expect(
      answerFromText(
        "Where is the reporting review?",
        "The design review went fine. The reporting review is in Malmo.",
      ),
    ).toEqual({ status: "complete", answer: "> The reporting review is in Malmo." });
  });

  it("an X-and-Y question is complete only when both are quoted", () => {
    const text = "The budget of project Torra is €26,727. Lunch was fine.";
    expect(answerFromText("What are the budget and the vendor of project Torra?", text).status).toBe("partial");
    expect(
      answerFromText(
        "What are the budget and the vendor of project Torra?",
        `${text} The vendor for project Torra is Arclight Systems.`,
      ).status,
    ).toBe("complete");
  });

  it("tells factoid questions from open ones", () => {
    expect(isFactoid("When does the certificate expire?")).toBe(true);
    expect(isFactoid("What is the pool size?")).toBe(true);
    expect(isFactoid("What did we decide about caching?")).toBe(false);
    expect(isFactoid("Where is the billing review?")).toBe(true);
    expect(isFactoid("Summarise the incident.")).toBe(false);
  });
});

describe("chat memory", () => {
  it("summarises rendered chat messages by their content, not their speaker headings", async () => {
    const engine = createOfflineEngine();
    const text = [
      "### User",
      "",
      "The vault combination for the archive room is TANGERINE-58.",
      "",
      "### Assistant",
      "",
      "Noted. I'll keep this in this branch's context for later questions.",
      "",
      "### User",
      "",
      "We decided to move the archive to the east wing next month.",
    ].join("\n");
    const meta = await engine.summarise({ text, taxonomy: DEFAULT_CONTENT_TYPES });
    expect(meta.summary).not.toMatch(/^(User|Assistant)\b/);
    expect(meta.summary).toMatch(/archive/);
    const branch = await engine.aggregate([meta, meta], DEFAULT_CONTENT_TYPES);
    expect(branch.summary).not.toMatch(/^User \| /);
  });
});

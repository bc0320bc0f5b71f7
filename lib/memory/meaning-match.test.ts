import { describe, expect, it } from "vitest";
import { OFFLINE_PHRASES } from "@/lib/shared/offline-phrases";
import { definitionWords, namesSameThing, sharesSense } from "./word-senses";
import { hasWordVectors, wordSimilarity } from "./word-vectors";
import { answerFromContext, contextTree } from "./context-answer";
import { meaningCover, warmMeaningData } from "./meaning-match";
import { createOfflineEngine } from "./offline-engine";
import { recallMemory } from "./recall";

// The word data `npm run setup` writes into data/ from its npm packages (scripts/word-vectors.mjs,
// scripts/word-senses.mjs): these tests read the real tables, as the engine does.

/** The offline engine's reply to `question` right after `said`, as a chat turn reads it. */
const reply = (said: string[], question: string) =>
  answerFromContext({ context: [...said, "Noted."], query: question });
const refused = (answer: string) => answer.startsWith(OFFLINE_PHRASES.unknownPrefix);

describe("the word data", () => {
  it("is installed: vectors and WordNet's nouns", () => {
    expect(warmMeaningData()).toEqual({ vectors: true, senses: true });
    expect(hasWordVectors()).toBe(true);
    expect(wordSimilarity("boss", "manager")).toBeGreaterThan(0.6);
    expect(wordSimilarity("boss", "potato")).toBeLessThan(0.3);
    expect(namesSameThing("dog", "beagle")).toBe(true);
    expect(namesSameThing("vet", "veterinarian")).toBe(true);
    expect(namesSameThing("beagle", "dog")).toBe(false);
    expect(namesSameThing("kitchen", "bathroom")).toBe(false);
    expect(definitionWords("caterers")).toContain("food");
  });
});

describe("a chat question asked in other words", () => {
  it("is answered from the statement that means it", () => {
    expect(reply(["My manager is called Ruth Abara."], "What's my boss's name?")).toContain("Ruth Abara");
    expect(reply(["Our flight lands at 6:45 in the morning."], "What time do we arrive?")).toContain("6:45");
    expect(reply(["We adopted a beagle called Biscuit on 3 May."], "When did we get the dog?")).toContain("3 May");
    expect(
      reply(["We agreed to sell the old sofa for 150 euros."], "How much are we getting for the couch?"),
    ).toContain("150 euros");
  });

  it("takes a thing named by a modifier of the same meaning for the thing asked ('taxi driver' for 'cab driver')", () => {
    expect(sharesSense("cab", "taxi")).toBe(true);
    // A kind of the thing is not another word for it.
    expect(namesSameThing("room", "kitchen")).toBe(true);
    expect(sharesSense("room", "kitchen")).toBe(false);
    expect(reply(["The taxi driver who brought us home is called Hamid."], "Who was the cab driver?")).toContain(
      "Hamid",
    );
    // Another modifier names another thing.
    expect(refused(reply(["The taxi driver who brought us home is called Hamid."], "Who was the bus driver?"))).toBe(
      true,
    );
  });

  it("is not answered by a statement about another thing, or by one meeting too little of it", () => {
    // Another modifier of the same thing ("door code" for "alarm code").
    expect(refused(reply(["The garage door code is 4471."], "Remind me, the alarm code?"))).toBe(true);
    // A name the statement does not hold.
    expect(refused(reply(["The school bus picks her up at 7:50."], "When does the bus come for Priya?"))).toBe(true);
    // Nothing close enough: every asked word unmet.
    expect(refused(reply(["The venue deposit was 1,850 pounds."], "Who is repairing the roof?"))).toBe(true);
    // Too little of the question met: "The flight lands at ..." alone is refused, and so are two of them.
    expect(refused(reply(["The flight lands at 6:45."], "What time do we arrive?"))).toBe(true);
    expect(refused(reply(["The flight lands at 6:45.", "The flight lands at 9:10."], "What time do we arrive?"))).toBe(
      true,
    );
  });

  it("is answered by the statement meeting it most, however close the next; of two alike, a later restatement", () => {
    // The flight's statement meets the question a hair better than the ferry's (its words, "flight"
    // and "morning", weigh a little more): it answers. Until session 56 the best had to lead the next
    // by 0.1 of the question's weight, and this was refused.
    const said = ["Our flight lands at 6:45 in the morning.", "The ferry docks at 9:10 in the evening."];
    expect(meaningCover(["time", "arrive"], said[0]).cover).toBeGreaterThan(
      meaningCover(["time", "arrive"], said[1]).cover,
    );
    const answer = reply(said, "What time do we arrive?");
    expect(answer).toContain("6:45");
    expect(answer).not.toContain("9:10");
    // Said again in the same words with another value: the later statement answers, not the first.
    const again = reply(
      ["Our flight lands at 6:45 in the morning.", "Actually our flight lands at 9:10 in the morning."],
      "What time do we arrive?",
    );
    expect(again).toContain("9:10");
    expect(again).not.toContain("6:45");
  });

  it("counts the words nothing meets, and meets an unrelated text far less", () => {
    const asked = ["annual", "charge", "plot"];
    const met = meaningCover(asked, "The yearly fee is 64 pounds.");
    expect(met.unmet).toBe(1);
    expect(met.cover).toBeGreaterThan(0.5);
    const unrelated = meaningCover(asked, "Sunny weather in Lisbon today.");
    expect(unrelated.cover).toBeLessThan(met.cover / 3);
  });

  it("recalls a folded message that means it, when no passage holds the question's words", async () => {
    const tree = contextTree([
      "The florist's name is Rosalind Achterberg.",
      "We booked the string quartet for the reception.",
      "Our caterer is a company called Saffron and Sage.",
    ]);
    const { hits } = await recallMemory({
      sources: [{ treeId: "t", ownerNodeId: "n", scope: "own", tree }],
      query: "Who is my boss, and when does the shift start?",
      engine: createOfflineEngine(),
    });
    // Nothing there means the question: nothing recalled by meaning.
    expect(hits.every((h) => !h.answer.includes("Achterberg"))).toBe(true);
    const asked = await recallMemory({
      sources: [{ treeId: "t", ownerNodeId: "n", scope: "own", tree }],
      query: "Who is arranging our flowers?",
      engine: createOfflineEngine(),
    });
    expect(asked.hits[0]?.answer).toContain("Rosalind Achterberg");
  });

  it("recalls the message that means it beside look-alikes the question's own words find", async () => {
    const tree = contextTree([
      "The garden party is on Saturday.",
      "The garden centre closes at 5.",
      "Rowan Tree Landscapes are laying the new lawn at the back, weather permitting, and they will take the old sods away.",
      "The garden gate squeaks.",
      "Garden waste goes out on Mondays.",
      "Sounds good to me.",
    ]);
    const { hits } = await recallMemory({
      sources: [{ treeId: "t", ownerNodeId: "n", scope: "own", tree }],
      query: "Which company is doing the garden turf?",
      engine: createOfflineEngine(),
    });
    expect(hits[0]?.answer).toContain("Rowan Tree Landscapes");
    // An engine answering in its own words (a model) keeps its answer as it wrote it.
    const { cite: _quotes, ...offline } = createOfflineEngine();
    const prose = {
      ...offline,
      answer: async () => ({ status: "complete" as const, answer: "The garden is in hand." }),
    };
    const model = await recallMemory({
      sources: [{ treeId: "t", ownerNodeId: "n", scope: "own", tree }],
      query: "Which company is doing the garden turf?",
      engine: prose,
    });
    expect(model.hits.map((h) => h.answer)).toEqual(["The garden is in hand."]);
  });

  it("adds nothing by meaning to a quote holding every word asked", async () => {
    const tree = contextTree([
      "We move into the new flat on 3 May.",
      "Our landlord is called Edmund Pryce.",
      "The monthly rent comes to 1,100 pounds.",
      "The door code for the building is 7731C.",
      "The plants will travel in the car with us.",
      "Sounds good to me.",
    ]);
    const ask = async (query: string) =>
      (
        await recallMemory({
          sources: [{ treeId: "t", ownerNodeId: "n", scope: "own", tree }],
          query,
          engine: createOfflineEngine(),
        })
      ).hits
        .map((h) => h.answer)
        .join("\n");
    const landlord = await ask("What is our landlord called?");
    expect(landlord).toContain("Edmund Pryce");
    expect(landlord).not.toContain("1,100");
    const code = await ask("What's the building's door code?");
    expect(code).toContain("7731C");
    expect(code).not.toContain("plants");
  });

  it("adds nothing by meaning to a quote holding every word asked across its sentences", async () => {
    const tree = contextTree([
      "Our vet clinic is on Mill Road. The dog appointment is on 3 June.",
      "The veterinarian sees the puppy on 12 June.",
      "Sounds good to me.",
    ]);
    const { hits } = await recallMemory({
      sources: [{ treeId: "t", ownerNodeId: "n", scope: "own", tree }],
      query: "When is the dog vet appointment?",
      engine: createOfflineEngine(),
    });
    expect(hits[0]?.answer).toContain("3 June");
    expect(hits[0]?.answer).not.toContain("12 June");
  });
});

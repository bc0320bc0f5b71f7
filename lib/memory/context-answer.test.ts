// The offline model answers chat turns with the knowledge ask's retrieval (issue 17 item 5).
import { generateText } from "ai";
import { describe, expect, it } from "vitest";
import { OFFLINE_PHRASES } from "@/lib/extract/answer";
import {
  answerFromContext,
  contextStatements,
  contextTree,
  createOfflineChatModel,
  memoryAnswers,
  quoteCandidates,
} from "./context-answer";
import { passageIndex } from "./passage-index";
import { MEMORY_ANSWER_LABEL, RECALL_HEADING } from "./recall";
import { CUT_MARK, DIGEST_HEADING } from "./render";

describe("answerFromContext", () => {
  it("reads the memory digest before recalled memory: its open actions restate older messages", () => {
    const system = `Answer from the conversation.\n\n${DIGEST_HEADING}\nThe tiles were chosen.\nOpen actions: The plumber comes on Friday the 6th.; Order the grout.`;
    const recall = `${RECALL_HEADING}\n\nThe plumber comes on Friday the 6th.\n\nThe plumber now comes on Monday the 9th.`;
    const answer = answerFromContext({
      context: [system, recall, "Nice weather today.", "Noted."],
      query: "When does the plumber come?",
    });
    expect(answer).toBe(`${OFFLINE_PHRASES.found}\n\n> The plumber now comes on Monday the 9th.`);
  });

  it("quotes the statement the sentence model finds answering, where the reading quotes one sharing the asked words", () => {
    const context = [
      "The garage door code is 8812.",
      "Remember the alarm panel is by the back door.",
      "We set the alarm code to 4490 after the break-in.",
      "The shed key hangs in the utility room.",
    ];
    const query = "What do I type into the alarm?";
    expect(answerFromContext({ context, query })).toBe(
      `${OFFLINE_PHRASES.found}\n\n> We set the alarm code to 4490 after the break-in.`,
    );
    // The reading alone quotes the sentence holding "alarm" beside nothing typed.
    expect(answerFromContext({ context, query, sentenceModel: null })).toBe(
      `${OFFLINE_PHRASES.found}\n\n> Remember the alarm panel is by the back door.`,
    );
  });

  it("offers the sentence model the context's statements: a digest's list item by item, no framing, question, row or empty word", () => {
    const digest = `${DIGEST_HEADING}\nOpen actions: The plumber comes on Friday the 6th.; Order the grout.`;
    const recall = `${RECALL_HEADING}\n\n${MEMORY_ANSWER_LABEL}\n\n> The plumber now comes on Monday the 9th.`;
    const table = "| gateway | port |\n| --- | --- |\n| billing | 7100 |";
    expect(
      contextStatements([digest, recall, "Noted.", "Is the plumber coming? He is bringing a ladder.", table]),
    ).toEqual([
      "The plumber comes on Friday the 6th.",
      "Order the grout.",
      "The plumber now comes on Monday the 9th.",
      "He is bringing a ladder.",
    ]);
  });

  it("offers the sentence model only statements passing the reading's checks: never another thing's", () => {
    const context = [
      "Carla Diaz owns the Birch offsite and booked it for 9 June at 10 am.",
      "The offsite for Cobalt was confirmed for 3 May at 5 pm.",
      "Lunch was good today, the soup especially.",
      "The printer is jammed again on the second floor.",
    ];
    const query = "When is the offsite for Cobalt?";
    expect(quoteCandidates(context, query)).toEqual(["The offsite for Cobalt was confirmed for 3 May at 5 pm."]);
    expect(answerFromContext({ context, query })).not.toContain("Birch");
  });

  it("reads wrapped lines as one sentence, a system prompt's lists whole, and leaves the engine's framing and cut quotes out", () => {
    expect(contextStatements(["We set the alarm code to 4490\nafter the break-in last winter."])).toEqual([
      "We set the alarm code to 4490 after the break-in last winter.",
    ]);
    const system = `Style: answer briefly; cite the message.\n\n${DIGEST_HEADING}\nOpen actions: Book the van for 3 May.; Pay the deposit.`;
    expect(
      contextStatements([
        system,
        `${OFFLINE_PHRASES.found}\n\n> The van is booked.`,
        `${OFFLINE_PHRASES.unknownPrefix} mentions "kiln".`,
        `The kiln reached 1,240 degrees and then${CUT_MARK}`,
      ]),
    ).toEqual([
      "Style: answer briefly; cite the message.",
      "Book the van for 3 May.",
      "Pay the deposit.",
      "The van is booked.",
    ]);
  });

  it("answers where the office is however the question is phrased", () => {
    const context = ["Good morning! Coffee first, then planning.", "We moved last spring.", "The office is in Lyon."];
    for (const query of ["Where exactly is the office, which city?", "Which city is the office in?"])
      expect(answerFromContext({ context, query })).toBe(`${OFFLINE_PHRASES.found}\n\n> The office is in Lyon.`);
  });

  it("quotes a table row with its header, never the raw Markdown row", () => {
    const context = ["Limits:\n\n| gateway | port |\n| --- | --- |\n| audit | 6009 |\n| billing | 7100 |"];
    const answer = answerFromContext({ context, query: "Which port does the billing gateway use?" });
    expect(answer).toContain("gateway: billing; port: 7100");
    expect(answer).not.toContain("6009");
    expect(answer).not.toMatch(/\|/);
  });

  it("keeps only passages that satisfy the question: another entity's value is no answer", () => {
    const context = ["The Heron gateway listens on port 4410.", "The Puffin gateway listens on port 5520."];
    const answer = answerFromContext({ context, query: "Which port does the Puffin gateway listen on?" });
    expect(answer).toContain("5520");
    expect(answer).not.toContain("4410");
    expect(answerFromContext({ context, query: "Which port does the Osprey gateway listen on?" })).toMatch(
      /^I don't know/,
    );
  });

  it("quotes the latest value, and acknowledges a statement as before", () => {
    const context = ["The launch code is ORCHID-7.", "Update: the launch code is now LOTUS-9."];
    const answer = answerFromContext({ context, query: "What is the launch code?" });
    expect(answer).toContain("LOTUS-9");
    expect(answer).not.toContain("ORCHID-7");
    expect(answerFromContext({ context, query: "The launch code changed today." })).not.toMatch(/^I don't know/);
    expect(answerFromContext({ context: [], query: "What is the launch code?" })).toMatch(/^I don't know/);
  });

  it("answers the question of a message from the statements of the same message", () => {
    const answer = answerFromContext({
      context: ["The budget is 3000 euros."],
      query: "Marta books the flights and Tom books the hotel. Who books the hotel?",
    });
    expect(answer).toContain("Tom books the hotel");
    expect(answer).not.toContain("3000");
    expect(
      answerFromContext({ context: [], query: "My sister's birthday is on July 8. Which gift did she ask for?" }),
    ).toMatch(/^I don't know/);
  });

  it("answers each part of a two-part question, and names the part it cannot answer", () => {
    const context = ["The ferry leaves Split at 9:15.", "The return ferry is at 18:40."];
    const both = answerFromContext({
      context,
      query: "When does the ferry leave Split and what time is the return ferry?",
    });
    expect(both).toContain("9:15");
    expect(both).toContain("18:40");
    expect(both).not.toContain(OFFLINE_PHRASES.partPrefix);
    const partial = answerFromContext({
      context,
      query: "When does the ferry leave Split, and who is the captain?",
    });
    expect(partial).toContain("9:15");
    expect(partial).toContain(`${OFFLINE_PHRASES.partPrefix} "Who is the captain?".`);
  });

  it("answers a paraphrase whose words meet the context's by stem, and refuses another thing's value", () => {
    expect(
      answerFromContext({
        context: ["Dinner reservations are at Casa Nova, 8 pm on Saturday."],
        query: "Where have we reserved dinner?",
      }),
    ).toContain("Casa Nova");
    expect(
      answerFromContext({
        context: ["The marketing budget for Q3 is 20,000 euros."],
        query: "What is our engineering budget for Q3?",
      }),
    ).toMatch(/^I don't know/);
  });

  it("reads each message as a leaf of a tree the passage index accepts", () => {
    const tree = contextTree(["One.", "", "Two: a list\n\n- first item\n  continued here\n- second"]);
    expect(Object.values(tree.nodes).filter((n) => n.level === "leaf")).toHaveLength(2);
    expect(passageIndex(tree).passages.some((p) => p.kind === "item" && p.text.includes("continued here"))).toBe(true);
  });

  it("is what the offline model replies in a chat", async () => {
    const { text } = await generateText({
      model: createOfflineChatModel({ delayMs: 0 }),
      messages: [
        { role: "user", content: "Quick note for the team: the office is in Lyon." },
        { role: "assistant", content: OFFLINE_PHRASES.noted },
        { role: "user", content: "Where exactly is the office, which city?" },
      ],
    });
    expect(text).toContain("Lyon");
  });
});

describe("answerFromContext over a long history (issue 36)", () => {
  it("gives the value a fact was last said with, whatever words the restatement adds", () => {
    const context = [
      "The piano tuner visits on 3 March.",
      "Noted.",
      "Bad news, his van broke down: the piano tuner visits on 17 March now.",
      "Noted.",
    ];
    const answer = answerFromContext({ context, query: "When does the piano tuner visit?" });
    expect(answer).toContain("17 March");
    expect(answer).not.toContain("3 March");
  });

  it("a reply quoting the old statement after the restatement does not make it current again", () => {
    const context = [
      "The piano tuner visits on 3 March.",
      "Noted.",
      "Bad news, his van broke down: the piano tuner visits on 17 March now.",
      `Noted. Related in this branch's context:\n\n> The piano tuner visits on 3 March.`,
    ];
    const answer = answerFromContext({ context, query: "When does the piano tuner visit?" });
    expect(answer).toContain("17 March");
    expect(answer).not.toContain("3 March");
  });

  it("reads recalled memory (folded, older messages) before the messages the prompt still carries", () => {
    const context = [
      "Bad news, his van broke down: the piano tuner visits on 17 March now.",
      "Noted.",
      `${RECALL_HEADING}\n\nAnswer found in memory:\n\n> The piano tuner visits on 3 March.`,
    ];
    const answer = answerFromContext({ context, query: "When does the piano tuner visit?" });
    expect(answer).toContain("17 March");
    expect(answer).not.toContain("3 March");
  });

  it("answers with what memory found for the question over small talk sharing a word with it", () => {
    const recall = `${RECALL_HEADING}\n\n${MEMORY_ANSWER_LABEL}\n\n> The kiln firing is booked for 14 October.`;
    const context = [recall, "My nephew baked a cake for the firing party.", "Noted."];
    const answer = answerFromContext({ context, query: "When do the pots go in the oven?" });
    expect(answer).toContain("14 October");
    expect(answer).not.toContain("nephew");
  });

  it("gives what memory found as it gives quotes: a later restatement in place of what it restates", () => {
    const found = [
      "> The kiln firing is booked for 14 October.",
      "> Change of plan: the kiln firing is booked for 21 October.",
    ];
    const recall = `${RECALL_HEADING}\n\n${MEMORY_ANSWER_LABEL}\n\n${found.join("\n\n")}`;
    const context = [recall, "The kiln smells of smoke after every firing.", "Noted."];
    const answer = answerFromContext({ context, query: "When do the pots go in the kiln?" });
    expect(answer).toContain("21 October");
    expect(answer).not.toContain("14 October");
  });

  it("keeps a statement of the recent turns meeting more of the question than what memory found", () => {
    const recall = `${RECALL_HEADING}\n\n${MEMORY_ANSWER_LABEL}\n\n> Uncle Rashid might bring his guitar.`;
    const context = [recall, "My manager is called Ruth Abara.", "Noted."];
    const answer = answerFromContext({ context, query: "What's my boss's name?" });
    expect(answer).toContain("Ruth Abara");
    expect(answer).not.toContain("Rashid");
  });

  it("holds what memory found to the reading's checks: another thing of the name asked is no answer", () => {
    const recall = `${RECALL_HEADING}\n\n${MEMORY_ANSWER_LABEL}\n\n> The garage door code is 4471.`;
    const context = [recall, "Lovely weather for it today.", "Noted."];
    expect(answerFromContext({ context, query: "Remind me of the bike lock code?" })).toMatch(/^I don.t know/);
  });

  it("reads each tree's answer on its own: an ancestor's older value written after the node's own replaces nothing", () => {
    const own = `${MEMORY_ANSWER_LABEL}\n\n> The kiln firing is booked for 21 October.`;
    const ancestor = `${MEMORY_ANSWER_LABEL}\n\n> The kiln firing is booked for 14 October.`;
    const context = [`${RECALL_HEADING}\n\n${own}\n\n${ancestor}`, "Lovely weather for it today.", "Noted."];
    expect(answerFromContext({ context, query: "When do the pots go in the kiln?" })).toContain("21 October");
  });

  it("keeps a later message holding every word asked over what memory found", () => {
    const recall = `${RECALL_HEADING}\n\n${MEMORY_ANSWER_LABEL}\n\n> The kiln firing is booked for 14 October.`;
    const context = [recall, "The kiln firing moved to 21 October.", "Noted."];
    const answer = answerFromContext({ context, query: "When is the kiln firing?" });
    expect(answer).toContain("21 October");
    expect(answer).not.toContain("14 October");
  });

  it("a later sentence giving a value of another kind replaces nothing", () => {
    const found = [
      "> Omar Haddad is the site manager for the build.",
      "> The site survey found a drain at 2.3 metres.",
    ];
    const recall = `${RECALL_HEADING}\n\n${MEMORY_ANSWER_LABEL}\n\n${found.join("\n\n")}`;
    const context = [recall, "Lovely weather for it today.", "Noted."];
    expect(answerFromContext({ context, query: "Who runs the site?" })).toContain("Omar Haddad");
  });

  it("a later sentence answering less of the question replaces nothing", () => {
    const context = [
      "Fields: Door: cellar; Code: 5812.",
      "Noted.",
      "We chose Yale locks for the cellar door too.",
      "Noted.",
    ];
    expect(answerFromContext({ context, query: "Which code opens the cellar door?" })).toContain("5812");
  });

  it("sentences of one message are a list, not updates of each other", () => {
    // The shape the two-instance browser test sends: three sentences naming one thing, said at once.
    const context = [
      "Remember this. The harbour beacon north n1 n2 n3. The harbour beacon south s1 s2. The harbour beacon west w1 w2.",
      "Noted.",
    ];
    const answer = answerFromContext({ context, query: "What does the harbour beacon say?" });
    for (const said of ["north n1", "south s1", "west w1"]) expect(answer).toContain(said);
  });

  it("keeps two values that answer apart (two named things)", () => {
    const context = ["Ada tunes the Steinway on 3 March.", "Noted.", "Ada tunes the Bechstein on 17 March.", "Noted."];
    const answer = answerFromContext({ context, query: "When does Ada tune the Steinway?" });
    expect(answer).toContain("3 March");
  });
});

describe("memoryAnswers", () => {
  it("reads the quotes of each answer a recall message gives, not its excerpts", () => {
    const recall = [
      RECALL_HEADING,
      `${MEMORY_ANSWER_LABEL}\n\n> The rent is 900 euros.\n[User]`,
      "We signed the lease in May.",
      `${MEMORY_ANSWER_LABEL}\n\n> The deposit was two months' rent.`,
    ].join("\n\n");
    expect(memoryAnswers(recall)).toEqual([["The rent is 900 euros."], ["The deposit was two months' rent."]]);
    expect(memoryAnswers(`${RECALL_HEADING}\n\nWe signed the lease in May.`)).toEqual([]);
  });
});

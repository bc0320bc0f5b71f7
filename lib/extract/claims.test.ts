import { describe, expect, it } from "vitest";
import { claimValues, compareClaims, findConflicts, toClaim } from "./claims";

const relate = (a: string, b: string) => compareClaims(toClaim("a", a), toClaim("b", b)).kind;
const src = (id: string, content: string) => ({ id, role: "user" as const, content });

describe("claim values", () => {
  it("normalises dates, figures with units and names", () => {
    expect(claimValues("The launch is on May 3rd.").map((v) => v.key)).toEqual(["date:05-03"]);
    expect(claimValues("We kick off on the 3rd of May.").map((v) => v.key)).toEqual(["date:05-03"]);
    expect(claimValues("The budget is $40k.").map((v) => v.key)).toEqual(["number:usd:40000"]);
    expect(claimValues("It runs three replicas.").map((v) => v.key)).toEqual(["number:replica:3"]);
    expect(claimValues("Priya Raman owns OPS-4471.").map((v) => v.key)).toEqual(["name:priya raman", "id:ops-4471"]);
  });

  it("marks values the sentence says were replaced", () => {
    const values = claimValues("The office is in Grenoble, not Lyon.");
    expect(values.map((v) => [v.text, v.old])).toEqual([
      ["Grenoble", false],
      ["Lyon", true],
    ]);
    expect(claimValues("The launch moved from May 3 to May 10.").map((v) => v.old)).toEqual([true, false]);
    expect(claimValues("Approval comes from Omar Haddad.").map((v) => v.old)).toEqual([false]);
  });
});

describe("comparing claims", () => {
  it("flags a changed value, a changed name and a denial", () => {
    expect(relate("The public launch is May 3.", "The public launch slipped to May 10.")).toBe("conflict");
    expect(relate("Priya owns the data migration.", "Tomasz owns the data migration now.")).toBe("conflict");
    expect(relate("We will support offline mode.", "Offline mode will not be supported.")).toBe("conflict");
  });

  it("leaves paraphrases with the same values and unrelated statements alone", () => {
    expect(relate("The kickoff meeting is on March 12.", "The kickoff is on the 12th of March.")).toBe("agree");
    expect(relate("The API rate limit is 500 requests per minute.", "The API gateway listens on port 8443.")).not.toBe(
      "conflict",
    );
    expect(relate("Billing runs in eu-west-1.", "Analytics runs in us-east-2.")).toBe("unrelated");
    expect(relate("The admin API is not public.", "The admin API stays private to the VPN.")).not.toBe("conflict");
  });
});

describe("findConflicts", () => {
  it("pairs each branch statement with the parent statement it contradicts, small talk ignored", () => {
    const conflicts = findConflicts(
      [src("b1", "Good morning!"), src("b2", "The office is in Lyon. The lease runs for 3 years.")],
      [src("p1", "Sounds good to me."), src("p2", "The lease runs for 3 years. The office is in Grenoble, not Lyon.")],
    );
    expect(conflicts).toEqual([
      {
        about: "office",
        branch: { itemId: "b2", text: "The office is in Lyon." },
        parent: { itemId: "p2", text: "The office is in Grenoble, not Lyon." },
      },
    ]);
  });
});

describe("findConflicts and quoted context", () => {
  it("an answer in the parent that quotes older context does not hide the parent's update", () => {
    const conflicts = findConflicts(
      [{ id: "a", role: "assistant", content: "From this branch's context:\n\n> The launch code is ORCHID-7." }],
      [
        src("p1", "Update: the launch code is now LOTUS-9."),
        {
          id: "p2",
          role: "assistant",
          content: "Noted. Related in this branch's context:\n> The launch code is ORCHID-7.",
        },
      ],
    );
    expect(conflicts.map((c) => [c.branch.itemId, c.parent.itemId])).toEqual([["a", "p1"]]);
  });
});

describe("diffAnswers", () => {
  it("lists the claims all answers share and, per difference, each answer's value", async () => {
    const { diffAnswers } = await import("./claims");
    const diff = diffAnswers([
      { nodeId: "a", text: "The office is in Lyon. The lease runs for 3 years. Parking is free." },
      { nodeId: "b", text: "The lease runs for 3 years. The office is in Grenoble." },
    ]);
    expect(diff.agreed).toEqual(["The lease runs for 3 years."]);
    expect(diff.partial).toEqual([{ text: "Parking is free.", nodeIds: ["a"] }]);
    expect(diff.differences).toEqual([
      {
        about: "office",
        values: [
          { nodeId: "a", value: "Lyon" },
          { nodeId: "b", value: "Grenoble" },
        ],
      },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { askTree, continuations } from "./ask-tree";
import { passageIndex } from "./passage-index";
import { buildTree } from "./build";
import { createOfflineEngine } from "./offline-engine";

const engine = createOfflineEngine();

describe("askTree: the asked identifier's own entry", () => {
  it("answers with the entry of the identifier asked, though a neighbour's entry mentions it", async () => {
    const t = await buildTree(
      [
        {
          text:
            "# Zeta configuration parameters\n\n" +
            "## queue_minfree (default: 0)\n\nqueue_minfree (default: 0). The minimal free space in the queue file system. Specify a value " +
            "of at least 1.5*$message_size_limit: the default limit value is safe for any message size.\n\n" +
            "## message_size_limit (default: 10240000)\n\nmessage_size_limit (default: 10240000). The maximal size in bytes of a message.",
          sourceRef: "zeta.5.html",
        },
      ],
      engine,
    );
    const r = await askTree(t, "What is the default value of Zeta's message_size_limit?", engine);
    expect(r.status).toBe("complete");
    expect(r.answer).toContain("10240000");
    expect(r.answer).toContain("message_size_limit (default: 10240000)");
  });
});

describe("askTree: the entry titled by the name asked", () => {
  it("answers with the entry whose title is the asked name, though its text never repeats the name", async () => {
    // Mutt's reference: each variable's entry is titled by its name alone; its text starts with its
    // record ("Type: ... Default: ...") and its prose need not say the name again.
    const entry = (n: string, name: string, record: string, prose: string) =>
      `### ${n}. ${name}\n\n${record}\n\n${prose}`;
    const t = await buildTree(
      [
        {
          text: [
            "# 3. Configuration Variables",
            entry(
              "3.20",
              "attribution",
              "Type: string (localized) Default: “On %d, %n wrote:”",
              "This is the string that will precede a message which has been included in a reply.",
            ),
            entry(
              "3.21",
              "attribution_locale",
              "Type: string Default: (empty)",
              "The locale used to format dates in the attribution string. By default, Mutt will use your locale environment.",
            ),
            entry(
              "3.257",
              "post_indent_string",
              "Type: string Default: (empty)",
              "Similar to the $attribution variable, Mutt will append this string after the inclusion of a message.",
            ),
            entry(
              "3.303",
              "sendmail",
              "Type: path Default: “/usr/sbin/sendmail -oem -oi”",
              "Specifies the program and arguments used to deliver mail sent by Mutt. This command is invoked directly, without a shell.",
            ),
            entry(
              "3.406",
              "use_envelope_from",
              "Type: boolean Default: no",
              "When set, mutt will set the envelope sender of the message; the sendmail command gets it with -f.",
            ),
          ].join("\n\n"),
          sourceRef: "reference.html",
        },
      ],
      engine,
    );
    const r = await askTree(t, "What is the default value of the attribution variable in mutt?", engine);
    expect(r.answer).toContain("On %d, %n wrote:");
    const s = await askTree(t, "In mutt, what is the default sendmail command?", engine);
    expect(s.answer.split("\n")[0]).toContain("/usr/sbin/sendmail -oem -oi");
  });
});

describe("askTree: a value of the kind asked", () => {
  it("reaches the passage stating a date when many passages name the release without one", async () => {
    const features = Array.from(
      { length: 12 },
      (_, i) =>
        `## Feature ${i + 1}\n\nZeta 15 release adds feature ${i + 1}; Zeta 15 released it to every Zeta 15 user.`,
    ).join("\n\n");
    const t = await buildTree(
      [{ text: `# Release 15\n\nRelease date: 2022-10-13\n\n${features}`, sourceRef: "release-15.html" }],
      engine,
    );
    const r = await askTree(t, "When was Zeta 15 released?", engine);
    expect(r.status).not.toBe("none");
    expect(r.answer).toContain("2022-10-13");
  });
});

describe("continuations: the rest of a block cut into passages", () => {
  it("are the next pieces of the same block, never the next paragraph", async () => {
    const codes =
      "The status codes a client may receive from the proxy are these. " +
      Array.from({ length: 16 }, (_, i) => `Code ${480 + i} is sent when the proxy sees odd case ${i + 1}.`).join(" ") +
      " Code 503 is sent when no server was available to handle the request.";
    const t = await buildTree(
      [{ text: `# Proxy\n\n## Codes\n\n${codes}\n\nA short paragraph after the codes.`, sourceRef: "proxy.txt" }],
      engine,
    );
    const index = passageIndex(t);
    const first = index.passages.findIndex((p) => p.text.startsWith("The status codes"));
    const hit = { passage: index.passages[first], score: 1, satisfied: [], missing: [], coverage: 1, textCoverage: 1 };
    const rest = continuations(index, hit);
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.at(-1)?.passage.text).toContain("Code 503 is sent when no server was available");
    expect(rest.some((h) => h.passage.text.includes("A short paragraph"))).toBe(false);
    // The last piece has none.
    expect(continuations(index, rest.at(-1)!)).toEqual([]);
  });
});

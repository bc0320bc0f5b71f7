import { describe, expect, it } from "vitest";
import { buildTree } from "./build";
import { createOfflineEngine } from "./offline-engine";
import { passageIndex } from "./passage-index";
import { boundWords, expandQuery, idiomWords, numberDigits } from "./query-expand";
import { askTree } from "./ask-tree";

describe("expandQuery", () => {
  it("joins two words the documents write as one, and asks for the default in its idioms", async () => {
    const t = await buildTree(
      [
        {
          text: "# Options\n\nfilemode | Open the file in this mode. Defaults to 'a'.\n\nThe web server listens on port 8000.",
          sourceRef: "o.md",
        },
      ],
      createOfflineEngine(),
    );
    const index = passageIndex(t);
    expect(expandQuery(index, "Which file mode is used unless told otherwise?")).toEqual(["filemode", "default"]);
    expect(expandQuery(index, "Which port does the web server use out of the box?")).toEqual(["default"]);
    // Stop words never join ("for the"), nor a name already written as one ("http.server").
    expect(expandQuery(index, "What is the port for the http.server module by default?")).toEqual([]);
  });
});

describe("expandQuery: plain English for a bound or a size", () => {
  it("adds 'maximum' / 'minimum' / 'storage' when the documents use them, and drops the idiom's words", async () => {
    const t = await buildTree(
      [
        {
          text: "# Types\n\nThe maximum precision is 1000 and the minimum scale is -1000.\n\nName | Storage Size\n\nbigint | 8 bytes",
          sourceRef: "t.md",
        },
      ],
      createOfflineEngine(),
    );
    const index = passageIndex(t);
    expect(expandQuery(index, "What is the largest precision?")).toEqual(["maximum"]);
    expect(expandQuery(index, "What is the lowest scale?")).toEqual(["minimum"]);
    expect(expandQuery(index, "How much room does a bigint need?")).toEqual(["storage"]);
    // Said already, or a word the documents never use: nothing added.
    expect(expandQuery(index, "What is the maximum precision?")).toEqual([]);
    expect(idiomWords("How much room does a bigint need?")).toEqual(["room"]);
    expect(idiomWords("Which port is used out of the box?")).toEqual(expect.arrayContaining(["box"]));
  });
});

describe("expandQuery: 'at most' is not a superlative", () => {
  it("adds nothing for 'at most'", async () => {
    const t = await buildTree([{ text: "# T\n\nThe maximum is 10.", sourceRef: "t.md" }], createOfflineEngine());
    expect(expandQuery(passageIndex(t), "How many parameters can a query take at most?")).toEqual([]);
  });
});

describe("boundWords: how many at once, at most", () => {
  it("searches for the documents' words for 'at the same time' and 'at most', and drops the idiom's words", async () => {
    const t = await buildTree(
      [
        {
          text: "# smtp_accept_max\n\nThe maximum number of simultaneous incoming SMTP calls. Default: 20",
          sourceRef: "exim.html",
        },
      ],
      createOfflineEngine(),
    );
    const index = passageIndex(t);
    // "concurrent" is a word no document uses: only "simultaneous" is searched.
    expect(boundWords(index, "How many connections does Exim accept at the same time?")).toEqual(["simultaneous"]);
    expect(boundWords(index, "How many connections can Exim take at once?")).toEqual(["simultaneous"]);
    expect(boundWords(index, "At most how many recipients go in one transaction?")).toEqual(["maximum"]);
    expect(boundWords(index, "How big can a POST request be?")).toEqual(["maximum"]);
    // Said already, or no idiom: nothing.
    expect(boundWords(index, "What is the maximum number of simultaneous calls?")).toEqual([]);
    expect(boundWords(index, "How many connections does Exim accept?")).toEqual([]);
    expect(idiomWords("How many connections at the same time?")).toEqual(["tim"]);
  });

  it("answers 'how many X at the same time' from the passage counting them at once by its own name", async () => {
    const tree = await buildTree(
      [
        {
          text: [
            "# Main options",
            "smtp_accept_max | Use: main | Type: integer | Default: 20",
            "This option specifies the maximum number of simultaneous incoming SMTP calls that Exim will accept. It applies only to the listening daemon.",
            "smtp_accept_queue_per_connection | Use: main | Type: integer | Default: 10",
            "This option limits the number of delivery processes that Exim starts automatically when receiving messages via SMTP on one connection.",
            "smtp_receive_timeout | Use: main | Type: time | Default: 5m",
            "This sets a timeout value for SMTP reception, in the daemon and for incoming connections at the same time of day.",
          ].join("\n\n"),
          sourceRef: "exim-main.html",
        },
      ],
      createOfflineEngine(),
    );
    const r = await askTree(
      tree,
      "How many incoming SMTP connections will the exim daemon accept at the same time by default?",
      createOfflineEngine(),
    );
    expect(r.status).not.toBe("none");
    expect(r.answer).toContain("Default: 20");
  });
});

describe("expandQuery: 'unless I change it' asks for the default", () => {
  it("reads the asker's own change as the idiom of a default", async () => {
    const t = await buildTree(
      [{ text: "# LimitRequestBody\n\nDefault: LimitRequestBody 1073741824", sourceRef: "core.html" }],
      createOfflineEngine(),
    );
    const index = passageIndex(t);
    expect(expandQuery(index, "What is the biggest request body Apache accepts unless I change it?")).toContain(
      "default",
    );
    expect(idiomWords("How many clients can connect unless you configure them?")).toEqual(["configur"]);
  });
});

describe("expandQuery: a number written in words", () => {
  it("adds its digits when the documents write them, and the word is no name the documents lack", async () => {
    const t = await buildTree(
      [
        {
          text: "# Root servers\n\nThere are 13 root servers. The number 13 comes from what fits in a 512-byte UDP message.",
          sourceRef: "intro.html",
        },
      ],
      createOfflineEngine(),
    );
    const index = passageIndex(t);
    expect(numberDigits(index, "Why are there exactly thirteen root servers?")).toEqual(["13"]);
    expect(numberDigits(index, "Why are there fourteen root servers?")).toEqual([]);
    // Not a word a passage must hold; not "one", nor a word inside a compound.
    expect(expandQuery(index, "Why are there exactly thirteen root servers?")).toEqual([]);
    expect(numberDigits(index, "Which one of the thirteen-server lists?")).toEqual([]);
    const r = await askTree(t, "Why are there exactly thirteen root servers?", createOfflineEngine());
    expect(r.status).not.toBe("none");
    expect(r.answer).toContain("512-byte UDP message");
  });
});

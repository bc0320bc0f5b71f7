import { describe, expect, it } from "vitest";
import { askTree } from "./ask-tree";
import { buildTree } from "./build";
import { createOfflineEngine } from "./offline-engine";
import { passageIndex } from "./passage-index";
import { askedKind } from "@/lib/extract/value-kinds";
import { packagedVersion, passageEvidence, questionConstraints } from "./retrieve";

const engine = createOfflineEngine();

/** A Debian changelog (deb-changelog(5)) of these uploads, newest first, as one document's tree. */
function debianChangelog(uploads: { entry: string; item: string; date: string }[]) {
  const text = uploads
    .map((u) => `${u.entry}; urgency=medium\n\n  * ${u.item}\n\n -- Cy Dahl <cy@example.org>  ${u.date} 10:30:23 +0100`)
    .join("\n\n");
  return buildTree([{ text, sourceRef: "changelog.Debian.gz" }], engine);
}

describe("questions naming a thing otherwise than the documents", () => {
  it("finds a release as Debian packages it: 15.18 in the entry 'zeta-15 (15.18-0+deb12u1)'", async () => {
    expect(packagedVersion("15.18-0", "15.18")).toBe(true);
    expect(packagedVersion("15.180-1", "15.18")).toBe(false);
    expect(packagedVersion("15.18", "15.18")).toBe(false);
    const t = await debianChangelog([
      {
        entry: "zeta-15 (15.18-0+deb12u1) bookworm-security",
        item: "New upstream version 15.18.",
        date: "Tue, 12 May 2026",
      },
      { entry: "zeta-15 (15.17-1) unstable", item: "New upstream version 15.17.", date: "Mon, 02 Feb 2026" },
    ]);
    const r = await askTree(t, "When was the zeta-15 15.18 package uploaded?", engine);
    expect(r.status).not.toBe("none");
    expect(r.answer).toContain("12 May 2026");
    expect(r.answer).not.toContain("02 Feb 2026");
    // A release written only as packaged ("15.16-2") is known, not an unmentioned identifier.
    const t2 = await debianChangelog([
      { entry: "zeta-15 (15.16-2) unstable", item: "Add a Romanian debconf translation.", date: "Mon, 02 Feb 2026" },
    ]);
    const added = await askTree(t2, "Which translation did Zeta 15.16 add?", engine);
    expect(added.status).not.toBe("none");
    expect(added.answer).toContain("Romanian");
  });

  it("holds a name the question shortens ('Mac') where the documents write it whole ('MacOS X')", async () => {
    const t = await buildTree(
      [
        {
          text:
            "# Tuning\n\n## Processes\n\nMacOS X runs out of process slots when you raise the limits. Its kernel parameters go in /etc/sysctl.conf:\n\n" +
            "```\nkern.maxproc=2048\n```\n\n## Machines\n\nA machine with kern.maxproc=512 is small.",
          sourceRef: "TUNING.html",
        },
      ],
      engine,
    );
    const r = await askTree(t, "My Mac runs out of process slots: what kern.maxproc does the guide set?", engine);
    expect(r.status).toBe("complete");
    expect(r.answer).toMatch(/^> MacOS X runs out/);
    expect(r.answer).toContain("2048");
    // "Machine" starts with "Mac" but goes on in lower case: it is not the Mac.
    const idx = passageIndex(t);
    expect(questionConstraints(idx, "What does a Mac need?").longerNames).toEqual({ mac: "Mac" });
  });

  it("takes a word that names a property of every object ('constructor', 'toString') as a word", async () => {
    const t = await debianChangelog([
      { entry: "zeta (3.1-1) unstable", item: "Constructor now checks its arguments.", date: "Mon, 02 Feb 2026" },
    ]);
    for (const q of [
      'What does the "constructor" check in Zeta 3.1?',
      "What is the default of the Constructor in Zeta 3.1?",
      "Which toString does the Constructor of Zeta 3.1 call?",
    ])
      await expect(askTree(t, q, engine)).resolves.toMatchObject({ status: expect.any(String) });
  });

  it("reads an apostrophe inside a word as no quotation mark", async () => {
    const t = await buildTree(
      [
        {
          text: "# Postfix tuning guide\n\nA guide to tuning: the throughput you get.\n\nA bug flagged messages with an unexpected record type.",
          sourceRef: "TUNING.html",
        },
      ],
      engine,
    );
    const idx = passageIndex(t);
    const c = questionConstraints(idx, "What throughput does Postfix's tuning guide say I'd get?");
    // Nothing between "Postfix's" and "I'd" is quoted, so no common word of it is required.
    expect(c.required).not.toContain("tun");
    expect(c.required).not.toContain("guid");
    expect(questionConstraints(idx, "Which bug flagged messages with 'Unexpected record type'?").required).toEqual(
      expect.arrayContaining(["unexpect", "record"]),
    );
  });

  it("reads 'how long', 'how often' as the kind asked, not as words a passage must hold", async () => {
    const t = await buildTree(
      [
        {
          text: "# Core\n\n## KeepAliveTimeout\n\nThe number of seconds the server will wait for a subsequent request on a keep-alive connection. Default: KeepAliveTimeout 5.\n\n## LongNames\n\nA long name is kept long.",
          sourceRef: "core.html",
        },
      ],
      engine,
    );
    const c = questionConstraints(
      passageIndex(t),
      "How long does the server wait for the next request on a kept-alive connection?",
    );
    expect(c.words).not.toContain("long");
    expect(c.valueKind).toBe("duration");
  });

  it("asks for a size or a number by the question's cue words", () => {
    expect(askedKind("How does Apache combine several Require directives?")).toBe("any");
    expect(askedKind("How much disk space does a numeric value take?")).toBe("size");
    expect(askedKind("What is the size of a page?")).toBe("number");
  });

  it("quotes wrapped, indented lines without their indentation", () => {
    const p = {
      id: "l:0",
      leafId: "l",
      kind: "paragraph" as const,
      headings: [],
      terms: [],
      tokens: 20,
      start: 0,
      text: "Since restore operations run SQL as\n      superuser, the target must\n      trust the source. So\n      it is.",
    };
    const quoted = passageEvidence(p, "When did it happen?", "date");
    expect(quoted).not.toMatch(/\s{2,}/);
    expect(quoted.replace(/\n/g, " ")).toContain("run SQL as superuser, the target must trust the source.");
  });

  it("finds a setting asked by its code name where the documents write it only qualified (irc.server_default.x_y)", async () => {
    const entry = (name: string, what: string, value: string) =>
      `**irc.server_default.${name}**\n\n- description: ${what}\n- type: integer\n- default value: \`${value}\``;
    const text = [
      "# Client guide\n\n## Options",
      entry("ssl_dhkey_size", "size of the key used during the Diffie-Hellman Key Exchange", "2048"),
      entry("ssl_verify", "check that the connection is fully trusted", "on"),
      entry("sasl_timeout", "timeout before giving up authentication", "15"),
    ].join("\n\n");
    const t = await buildTree([{ text, sourceRef: "guide.html" }], engine);
    const r = await askTree(t, "What is the default ssl_dhkey_size of a server?", engine);
    expect(r.status).not.toBe("none");
    expect(r.answer).toContain("2048");
    expect(r.answer).not.toContain("`15`");
    // A code name the documents write nowhere, even as a path's end, is still unknown.
    expect(questionConstraints(passageIndex(t), "What is the default ssl_key_size of a server?").unknown).toEqual([
      "ssl_key_size",
    ]);
  });
});

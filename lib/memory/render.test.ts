import { describe, expect, it } from "vitest";
import { OFFLINE_PHRASES } from "@/lib/shared/offline-phrases";
import { blockHeadingRole, splitBlocks, withoutQuotedReplies } from "./render";

describe("withoutQuotedReplies", () => {
  const conversation = (...blocks: string[]) => blocks.join("\n\n");

  it("drops the offline engine's quotes of earlier context, even after a heading inside its reply", () => {
    const text = conversation(
      "### User",
      "The kiln firing starts at 6 am.",
      "### Assistant",
      OFFLINE_PHRASES.found,
      "## Details",
      "> The kiln firing starts at 6 am.",
    );
    const out = withoutQuotedReplies(text);
    expect(out).toContain("## Details");
    expect(out.match(/kiln firing starts/g)).toHaveLength(1);
  });

  it("keeps a model's own blockquote and every user line", () => {
    const text = conversation(
      "### User",
      "> A quoted line the user wrote.",
      "### Assistant",
      "> **Note:** the glaze needs a second coat.",
    );
    expect(withoutQuotedReplies(text)).toBe(text);
  });

  it("drops a reply's quote that repeats an earlier message word for word", () => {
    const text = conversation(
      "### User",
      "The shuttle leaves at noon.",
      "### Assistant",
      "> The shuttle leaves at noon.",
      "Noted.",
    );
    const out = withoutQuotedReplies(text);
    expect(out).not.toContain("> The shuttle");
    expect(out).toContain("Noted.");
  });
});

describe("blockHeadingRole and splitBlocks", () => {
  it("reads a role's heading line as entryBlock writes it, and nothing else", () => {
    expect(blockHeadingRole("### User")).toBe("user");
    expect(blockHeadingRole("###\tNote  ")).toBe("note");
    for (const line of ["## User", "#### User", "### Users", "### user", "###User"])
      expect(blockHeadingRole(line)).toBeNull();
  });

  it("splits a leaf's text at a blank line before a user's, assistant's or note's heading, not a tool's", () => {
    const text = "### User\n\nHi.\n\n### Assistant\n\nHello.\n\n### Tool\n\nran\n\n### Note\n\nx";
    expect(splitBlocks(text)).toEqual([
      "### User\n\nHi.",
      "### Assistant\n\nHello.\n\n### Tool\n\nran",
      "### Note\n\nx",
    ]);
  });
});

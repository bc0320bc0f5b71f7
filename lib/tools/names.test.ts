import { describe, expect, it } from "vitest";
import { PROVIDER_TOOL_NAME, displayName, plainDescription, qualifyToolNames } from "./names";

describe("qualifyToolNames", () => {
  it("joins server and tool, ending with the tool's own name", () => {
    expect(qualifyToolNames([{ server: "fs", name: "read_text_file" }])).toEqual(["fs_read_text_file"]);
  });

  it("makes hostile names valid for every provider, and unique", () => {
    const tools = [
      { server: "fs", name: "a.b" },
      { server: "fs", name: "a_b" },
      { server: "fs", name: "a b" },
      { server: "fs", name: "<script>alert(1)</script>" },
      { server: "fs", name: "" },
      { server: "fs", name: "x".repeat(300) },
      { server: "fs", name: "x".repeat(300) },
      { server: "a-very-long-server-name-indeed-xx", name: "y".repeat(40) },
      { server: "fs", name: "名前" },
    ];
    const names = qualifyToolNames(tools);
    for (const n of names) expect(n).toMatch(PROVIDER_TOOL_NAME);
    expect(new Set(names).size).toBe(names.length);
    expect(names[0]).toBe("fs_a_b");
    expect(names[1]).toMatch(/^fs2_a_b$/);
    expect(names[7]).toMatch(/_y{40}$/);
  });

  it("keeps a whole valid tool name when the server part must shrink", () => {
    const name = "t".repeat(60);
    const [q] = qualifyToolNames([{ server: "server", name }]);
    expect(q).toMatch(PROVIDER_TOOL_NAME);
    expect(q!.endsWith(name)).toBe(true);
  });

  it("stays unique across a thousand clashing names", () => {
    const names = qualifyToolNames(Array.from({ length: 1000 }, () => ({ server: "s", name: "t".repeat(62) })));
    expect(new Set(names).size).toBe(1000);
    for (const n of names) expect(n).toMatch(PROVIDER_TOOL_NAME);
  });
});

describe("plainDescription", () => {
  it("removes control and bidi characters, keeps markup as text, bounds the length", () => {
    expect(plainDescription("a\u0000b\u202ec <b>x</b>")).toBe("abc <b>x</b>");
    const long = plainDescription("word ".repeat(1000), 50);
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long.endsWith("…")).toBe(true);
    expect(plainDescription(42)).toBe("");
  });

  it("collapses runs of blank lines", () => {
    expect(plainDescription("a\r\n\r\n\r\n\r\nb")).toBe("a\n\nb");
  });
});

describe("displayName", () => {
  it("removes control characters and bounds the length", () => {
    expect(displayName("a\u0007b")).toBe("ab");
    expect(displayName("z".repeat(500)).length).toBe(200);
  });
});

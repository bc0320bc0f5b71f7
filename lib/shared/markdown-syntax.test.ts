import { describe, expect, it } from "vitest";
import { hasMarkdownSyntax, plainParagraphs } from "./markdown-syntax";

describe("hasMarkdownSyntax", () => {
  it("says no for plain prose, with punctuation and paragraphs", () => {
    expect(
      hasMarkdownSyntax("It works, mostly. Why? Because (a) it is small; and 3.5 is fine.\n\nNext: part two."),
    ).toBe(false);
  });

  it.each([
    ["emphasis", "a *b* c"],
    ["strong", "a __b__ c"],
    ["code", "run `npm ci`"],
    ["fence", "```ts\nx\n```"],
    ["link", "see [docs](x)"],
    ["html", "a <b>b</b>"],
    ["heading", "# Title"],
    ["bullet", "intro\n- one\n- two"],
    ["ordered", "1. one\n2. two"],
    ["quote", "> said"],
    ["table", "a | b"],
    ["strike", "~~no~~"],
    ["setext", "Title\n====="],
    ["indented code", "text\n\n    code"],
    ["url", "go to https://example.com now"],
    ["www", "go to www.example.com"],
    ["email", "mail me@example.com"],
    ["entity", "a &amp; b"],
    ["hard break", "line  \nnext"],
  ])("says yes for %s", (_name, text) => {
    expect(hasMarkdownSyntax(text)).toBe(true);
  });
});

describe("plainParagraphs", () => {
  it("splits on blank lines and drops empty ones", () => {
    expect(plainParagraphs("  one\ncontinued \n\n\n two \n \n")).toEqual(["one\ncontinued", "two"]);
  });
});

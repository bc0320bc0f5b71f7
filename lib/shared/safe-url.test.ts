import { describe, expect, it } from "vitest";
import { isExternalHref, safeHref } from "./safe-url";

describe("safeHref", () => {
  it("keeps web, mail, relative and fragment links", () => {
    expect(safeHref("https://example.com/a?b=1#c")).toBe("https://example.com/a?b=1#c");
    expect(safeHref("mailto:a@b.c")).toBe("mailto:a@b.c");
    expect(safeHref("/projects/1")).toBe("/projects/1");
    expect(safeHref("#section")).toBe("#section");
    expect(safeHref("notes.md:12")).toBe(null); // looks like a scheme: refused rather than guessed
  });

  it("makes script-bearing and unknown schemes inert, however they are disguised", () => {
    for (const href of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " java\tscript:alert(1)",
      "java\nscript:x",
      "data:text/html,<script>",
      "vbscript:msgbox",
      "file:///etc/passwd",
      "",
    ]) {
      expect(safeHref(href)).toBeNull();
    }
    expect(safeHref(undefined)).toBeNull();
  });

  it("tells external links from in-app ones", () => {
    expect(isExternalHref("https://example.com")).toBe(true);
    expect(isExternalHref("//cdn.example.com")).toBe(true);
    expect(isExternalHref("/c/123")).toBe(false);
    expect(isExternalHref("#x")).toBe(false);
  });
});

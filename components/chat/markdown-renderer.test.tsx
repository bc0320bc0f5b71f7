import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import MarkdownRenderer from "./markdown-renderer";

describe("MarkdownRenderer code blocks", () => {
  it("name the language in a bar above the code, with Copy in the bar (never over the code)", () => {
    render(<MarkdownRenderer text={"Here:\n\n```ts\nconst a: number = 1;\n```"} />);
    const block = screen.getByTestId("code-block");
    const pre = block.querySelector("pre")!;
    const copy = within(block).getByTestId("copy-button");
    expect(pre.contains(copy)).toBe(false);
    expect(copy.closest("div")!.textContent).toContain("ts");
    expect(copy.textContent).toBe("Copy");
    expect(pre.textContent).toContain("const a: number = 1;");
  });

  it("call a fence without a language plain code", () => {
    render(<MarkdownRenderer text={"```\nplain\n```"} />);
    const block = screen.getByTestId("code-block");
    expect(block.firstElementChild!.textContent).toMatch(/^code/);
  });
});

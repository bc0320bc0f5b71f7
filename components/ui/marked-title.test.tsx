import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MarkedTitle } from "./marked-title";

describe("MarkedTitle", () => {
  it("keeps a copy's or version's mark out of the truncated part", () => {
    render(<MarkedTitle title="A long imported conversation about budgets (2)" />);
    const mark = screen.getByText("(2)", { exact: false });
    expect(mark.textContent).toBe(" (2)");
    expect(mark.className).toContain("shrink-0");
    expect(mark.parentElement?.textContent).toBe("A long imported conversation about budgets (2)");
  });

  it("leaves a title without a mark whole", () => {
    render(<MarkedTitle title="Budget (draft)" />);
    expect(screen.getByText("Budget (draft)").className).toContain("truncate");
  });
});

import { describe, expect, it } from "vitest";
import { leafStatements } from "./leaf";

describe("leafStatements: a flattened table row read with its title", () => {
  it("annotates rows whose first header holds a bracket, a number sign, a percent or a dot", () => {
    for (const header of ["Size (MB)", "#", "Load %", "Max. size"]) {
      const { statements } = leafStatements(`# Cache limits\n\n| ${header} | Name |\n|---|---|\n| 5 | pages |`);
      expect(statements, header).toContain(`${header}: 5; Name: pages. — in "Cache limits"`);
    }
  });
});

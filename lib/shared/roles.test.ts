import { describe, expect, it } from "vitest";
import { roleCanWrite, roleMeets, roleRefusal, type Need, type ProjectRole } from "./roles";

describe("roleMeets", () => {
  const table: Array<[ProjectRole, Need, boolean]> = [
    ["viewer", "read", true],
    ["viewer", "write", false],
    ["viewer", "owner", false],
    ["editor", "read", true],
    ["editor", "write", true],
    ["editor", "owner", false],
    ["owner", "read", true],
    ["owner", "write", true],
    ["owner", "owner", true],
  ];
  it.each(table)("%s needing %s -> %s", (role, need, ok) => {
    expect(roleMeets(role, need)).toBe(ok);
    expect(roleRefusal(role, need, "do it") === null).toBe(ok);
  });

  it("only editors and owners write", () => {
    expect(["viewer", "editor", "owner"].map((r) => roleCanWrite(r as ProjectRole))).toEqual([false, true, true]);
  });
});

describe("roleRefusal", () => {
  it("names the refused action for a control's tooltip", () => {
    expect(roleRefusal("viewer", "write", "delete conversations")).toBe(
      "Viewers can't delete conversations: the owner shared this project with you to read only.",
    );
    expect(roleRefusal("editor", "owner", "delete the project")).toBe(
      "Only the project's owner can delete the project.",
    );
    expect(roleRefusal("viewer", "owner", "delete the project")).toBe(
      "Only the project's owner can delete the project.",
    );
  });

  it("without an action, is the guard's own message", () => {
    expect(roleRefusal("viewer", "write")).toMatch(/^You can view this project but not change it/);
    expect(roleRefusal("editor", "owner")).toBe("Only the project's owner can do that.");
  });
});

// The lint rules that hold the structure fire on the violations they exist for. These run the
// project's real ESLint config on code placed (virtually, or in a scratch folder) inside the tree.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../", import.meta.url));
const eslint = new ESLint({ cwd: root });

async function ruleIds(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe("layer rule (canopy/layers)", () => {
  it("refuses an upward import: lib/db importing the chat layer", async () => {
    const messages = await ruleIds(
      `import { startTurn } from "@/lib/chat/turn";\nexport const f = startTurn;\n`,
      "lib/db/x.ts",
    );
    expect(messages.some((m) => m.startsWith("canopy/layers: db may not import chat"))).toBe(true);
  });

  it("refuses an upward import written as a relative path, and the relative path itself", async () => {
    const messages = await ruleIds(
      `import { startTurn } from "../chat/turn";\nexport const f = startTurn;\n`,
      "lib/tree/x.ts",
    );
    expect(messages.some((m) => m.startsWith("canopy/layers: tree may not import chat"))).toBe(true);
    expect(messages.some((m) => m.startsWith("no-restricted-imports"))).toBe(true);
  });

  it("allows a downward import", async () => {
    const messages = await ruleIds(
      `import { AppError } from "@/lib/errors";\nexport const f = AppError;\n`,
      "lib/chat/x.ts",
    );
    expect(messages.filter((m) => m.startsWith("canopy/layers"))).toEqual([]);
  });

  it("lets client code import a server layer only as a type", async () => {
    const byValue = await ruleIds(
      `import { startTurn } from "@/lib/chat/turn";\nexport const f = startTurn;\n`,
      "components/x.tsx",
    );
    expect(byValue.some((m) => m.startsWith("canopy/layers: Client code may not import the server layer chat"))).toBe(
      true,
    );
    const asType = await ruleIds(
      `import type { TurnInput } from "@/lib/chat/turn";\nexport type T = TurnInput;\n`,
      "components/x.tsx",
    );
    expect(asType.filter((m) => m.startsWith("canopy/layers"))).toEqual([]);
  });

  it("puts a file named in a higher layer above the rest of its folder (lib/memory/engines)", async () => {
    const fromMemory = await ruleIds(
      `import { engineFor } from "./engines";\nexport const f = engineFor;\n`,
      "lib/memory/x.ts",
    );
    expect(fromMemory.some((m) => m.startsWith("canopy/layers: memory may not import engines"))).toBe(true);
    const fromEngines = await ruleIds(
      `import { getLanguageModel } from "@/lib/ai/providers";\nimport { askTree } from "./ask-tree";\nexport const f = [getLanguageModel, askTree];\n`,
      "lib/memory/engines.ts",
    );
    expect(fromEngines.filter((m) => m.startsWith("canopy/layers"))).toEqual([]);
    // lib/ai sits below lib/memory: the offline model's answerer is given to it from above.
    const memoryFromAi = await ruleIds(
      `import { answerFromContext } from "@/lib/memory/context-answer";\nexport const f = answerFromContext;\n`,
      "lib/ai/x.ts",
    );
    expect(memoryFromAi.some((m) => m.startsWith("canopy/layers: ai may not import memory"))).toBe(true);
  });

  it("refuses a lib folder that belongs to no layer", async () => {
    const messages = await ruleIds(`export const x = 1;\n`, "lib/nowhere/x.ts");
    expect(messages.some((m) => m.startsWith("canopy/layers: lib/nowhere/x belongs to no layer"))).toBe(true);
  });

  it("refuses getDb() outside lib/db", async () => {
    const messages = await ruleIds(
      `import { getDb } from "@/lib/db/client";\nexport const n = () => getDb().user.count();\n`,
      "lib/chat/x.ts",
    );
    expect(messages.some((m) => m.startsWith("no-restricted-syntax: Only lib/db calls getDb()"))).toBe(true);
  });
});

describe("hooks rules", () => {
  it("refuses a hook called conditionally", async () => {
    const code = `import { useState } from "react";\nexport function C({ on }: { on: boolean }) {\n  if (on) {\n    const [v] = useState(0);\n    return <p>{v}</p>;\n  }\n  return null;\n}\n`;
    const messages = await ruleIds(code, "components/x.tsx");
    expect(messages.some((m) => m.startsWith("react-hooks/rules-of-hooks"))).toBe(true);
  });

  it("refuses an effect with a missing dependency", async () => {
    const code = `import { useEffect } from "react";\nexport function C({ id }: { id: string }) {\n  useEffect(() => {\n    console.log(id);\n  }, []);\n  return null;\n}\n`;
    const messages = await ruleIds(code, "components/x.tsx");
    expect(messages.some((m) => m.startsWith("react-hooks/exhaustive-deps"))).toBe(true);
  });
});

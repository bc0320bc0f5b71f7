import { readFile } from "node:fs/promises";
import { importChats } from "../../lib/transfer";
import { z } from "zod";
import { usageError } from "../args";
import { defineCommand } from "../define";
import { AppError } from "../../lib/errors";
import { projectNamed } from "./import";

const USAGE = "import-chats --project NAME FILE";
const OPTIONS = { project: { type: "string" } } as const;

/** `import-chats`: whole conversations from our JSON export, ChatGPT's or Claude's conversations.json. */
export const importChatsCommand = defineCommand({
  name: "import-chats",
  usage: USAGE,
  summary: "import conversations (Canopy JSON, ChatGPT or Claude export) with their branches",
  flags: OPTIONS,
  required: ["project"],
  input: (values) => ({ project: values.project }),
  schema: z.object({ project: z.string() }),
  async run(input, { viewer, positionals }) {
    const project = await projectNamed(input.project, viewer, "write");
    if (positionals.length !== 1) throw usageError("Give exactly one export file.", USAGE);
    const text = await readFile(positionals[0], "utf8").catch((error: NodeJS.ErrnoException) => {
      throw new AppError("invalid:import", `Cannot read ${positionals[0]}: ${error.code === "ENOENT" ? "no such file" : error.message}.`);
    });
    const { format, conversations } = await importChats(project.id, text);
    const lines = conversations.map((c) => `- ${c.title} (${c.nodes} node${c.nodes === 1 ? "" : "s"}) ${c.id}`);
    return { data: { format, conversations }, text: [`Imported ${conversations.length} conversation(s) from a ${format} export into "${project.name}":`, ...lines].join("\n") };
  },
});

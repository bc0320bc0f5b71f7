import { readFile } from "node:fs/promises";
import { importChats } from "@/lib/transfer";
import { usageError } from "@/cli/args";
import { defineCommand, projectNamed, projectOption } from "@/cli/define";
import { AppError } from "@/lib/errors";

const USAGE = "import-chats --project NAME FILE";

/** `import-chats`: whole conversations from our JSON export, ChatGPT's or Claude's conversations.json. */
export const importChatsCommand = defineCommand({
  name: "import-chats",
  usage: USAGE,
  summary: "import conversations (Canopy JSON, ChatGPT or Claude export) with their branches",
  ...projectOption(),
  async run(input, { viewer, positionals }) {
    const project = await projectNamed(input.project, viewer, "write");
    if (positionals.length !== 1) throw usageError("Give exactly one export file.", USAGE);
    const text = await readFile(positionals[0], "utf8").catch((error: NodeJS.ErrnoException) => {
      throw new AppError(
        "invalid:import",
        `Cannot read ${positionals[0]}: ${error.code === "ENOENT" ? "no such file" : error.message}.`,
      );
    });
    const { format, conversations } = await importChats(project.id, text);
    const lines = conversations.map((c) => `- ${c.title} (${c.nodes} node${c.nodes === 1 ? "" : "s"}) ${c.id}`);
    return {
      data: { format, conversations },
      text: [
        `Imported ${conversations.length} conversation(s) from a ${format} export into "${project.name}":`,
        ...lines,
      ].join("\n"),
    };
  },
});

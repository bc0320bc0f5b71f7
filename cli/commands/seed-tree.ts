import { z } from "zod";
import { createProjectSchema } from "../../lib/actions/schemas";
import { createProject, findProjectByName } from "../../lib/db/queries/projects";
import { seedTree } from "../../lib/db/queries/seed-tree";
import { parseFlags, required, validate } from "../args";
import type { Command } from "../command";

const USAGE = "seed-tree --project NAME --nodes N [--branching B] [--title TITLE]";
const OPTIONS = { project: { type: "string" }, nodes: { type: "string" }, branching: { type: "string" }, title: { type: "string" } } as const;

const seedSchema = z.object({
  nodes: z.coerce.number().int().min(1, "--nodes must be at least 1.").max(100_000, "--nodes is at most 100,000."),
  branching: z.coerce.number().min(0, "--branching is a share from 0 to 1.").max(1, "--branching is a share from 0 to 1.").optional(),
});

/** `seed-tree`: a big conversation in one go (benchmarks, demos), in the named project (created if missing). */
export const seedTreeCommand: Command = {
  name: "seed-tree",
  usage: USAGE,
  summary: "build a conversation of N nodes (each with a short exchange); --branching: share of nodes that branch off (0..1, default 0.4)",
  async run(argv) {
    const { values } = parseFlags(argv, OPTIONS, USAGE);
    const { name } = validate(createProjectSchema.pick({ name: true }), { name: required(values.project, "--project", USAGE) });
    const { nodes, branching } = validate(seedSchema, { nodes: required(values.nodes, "--nodes", USAGE), branching: values.branching });
    const project = (await findProjectByName(name)) ?? (await createProject({ name }));
    const started = performance.now();
    const seeded = await seedTree({ projectId: project.id, nodes, branching, title: values.title });
    const seconds = (performance.now() - started) / 1000;
    return {
      data: { conversationId: seeded.conversationId, nodes: seeded.nodes },
      text: `Seeded conversation ${seeded.conversationId}: ${seeded.nodes} nodes in project "${name}" (${seconds.toFixed(1)} s).`,
    };
  },
};

import { z } from "zod";
import { createProjectSchema } from "@/lib/actions/schemas";
import { createProject, findProjectByName } from "@/lib/db/queries/projects";
import { seedTree } from "@/lib/db/queries/seed-tree";
import { resolveAccess } from "@/lib/auth/access";
import { defineCommand } from "@/cli/define";

const USAGE = "seed-tree --project NAME --nodes N [--branching B | --shape fan] [--title TITLE]";
const OPTIONS = {
  project: { type: "string" },
  nodes: { type: "string" },
  branching: { type: "string" },
  shape: { type: "string" },
  title: { type: "string" },
} as const;

const seedSchema = z.object({
  nodes: z.coerce.number().int().min(1, "--nodes must be at least 1.").max(100_000, "--nodes is at most 100,000."),
  branching: z.coerce
    .number()
    .min(0, "--branching is a share from 0 to 1.")
    .max(1, "--branching is a share from 0 to 1.")
    .optional(),
  shape: z.enum(["mixed", "fan"], { message: '--shape is "mixed" (the default) or "fan".' }).optional(),
});

/** `seed-tree`: a big conversation in one go (benchmarks, demos), in the named project (created if missing). */
export const seedTreeCommand = defineCommand({
  name: "seed-tree",
  usage: USAGE,
  summary:
    "build a conversation of N nodes (each with a short exchange); --branching: share of nodes that branch off (0..1, default 0.4); --shape fan: one node with N-2 children",
  flags: OPTIONS,
  required: ["project", "nodes"],
  input: (values) => ({
    name: values.project,
    nodes: values.nodes,
    branching: values.branching,
    shape: values.shape,
    title: values.title,
  }),
  schema: createProjectSchema.pick({ name: true }).extend(seedSchema.shape).extend({ title: z.string().optional() }),
  async run({ name, nodes, branching, shape, title }, { viewer }) {
    // The user's own project of that name (a shared one needs editor rights), or a new one they own.
    const existing = await findProjectByName(name, viewer.userId);
    if (existing) await resolveAccess(viewer, { projectId: existing.id }, "write");
    const project = existing ?? (await createProject({ name, ownerId: viewer.userId }));
    const started = performance.now();
    const seeded = await seedTree({ projectId: project.id, nodes, branching, shape, title });
    const seconds = (performance.now() - started) / 1000;
    return {
      data: { conversationId: seeded.conversationId, nodes: seeded.nodes },
      text: `Seeded conversation ${seeded.conversationId}: ${seeded.nodes} nodes in project "${name}" (${seconds.toFixed(1)} s).`,
    };
  },
});

import { z } from "zod";
import { ACCESS } from "@/lib/actions/access-specs";
import { fanoutTargetSchema, idSchema } from "@/lib/actions/schemas";
import { runFanout } from "@/lib/chat/fanout";
import { listUsableModels } from "@/lib/connections/registry";
import { usageError } from "@/cli/args";
import { defineCommand, guard } from "@/cli/define";
import { nodeAccess } from "@/lib/actions/access-specs";
import { compareFanout, findFanout } from "@/lib/chat/compare";

const USAGE =
  'fanout --node ID --models A,B[,..] [--system "PROMPT" --system "PROMPT" ..] [--policy full|none] [--session ID] "message"';

const schema = z.object({
  nodeId: idSchema,
  text: z.string().trim().min(1, "Write the message to send after the flags."),
  targets: z.array(fanoutTargetSchema).min(2, "--models needs 2 to 6 targets.").max(6, "--models takes at most 6."),
  policy: z.enum(["full", "none"]).optional(),
});

/**
 * `fanout`: one message answered by several models (or one model with several system prompts), each
 * in its own sibling branch; waits for every answer. `--system` is repeated once per model, in order.
 */
export const fanoutCommand = defineCommand({
  name: "fanout",
  usage: USAGE,
  summary: "send one message to 2-6 models at once, each answering in its own branch",
  flags: {
    node: { type: "string" },
    models: { type: "string" },
    system: { type: "string", multiple: true },
    policy: { type: "string" },
    session: { type: "string" },
  },
  required: ["node", "models"],
  input: (values, positionals) => {
    const models = (values.models ?? "")
      .split(",")
      .map((m) => m.trim())
      .filter(Boolean);
    const prompts = values.system ?? [];
    if (prompts.length > 0 && prompts.length !== models.length)
      throw usageError(`--system is given once per model (${models.length} models, ${prompts.length} prompts).`, USAGE);
    return {
      nodeId: values.node,
      text: positionals.join(" "),
      targets: models.map((model, i) => ({ model, ...(prompts[i] ? { systemPrompt: prompts[i] } : {}) })),
      policy: values.policy,
    };
  },
  schema,
  ...ACCESS.fanOut,
  async run(request, { values, viewer }) {
    const result = await runFanout({
      ...request,
      sessionId: values.session ?? viewer.sessionId,
      userId: viewer.userId,
    });
    return {
      data: result,
      text: result.branches.map((b) => `[${b.model}] (${b.status}, node ${b.nodeId})\n${b.text}`).join("\n\n"),
    };
  },
});

/**
 * `models`: every usable model id (the offline engine, the environment's and the stored
 * connections'), for `say --model`, `fanout --models` and the OpenAI-compatible endpoint's
 * `canopy/<node>@<model>`; with each one's connection and capabilities.
 */
export const modelsCommand = defineCommand({
  name: "models",
  usage: "models",
  summary: "list the usable models (ids for say --model, fanout --models and project settings)",
  flags: {},
  input: () => ({}),
  schema: z.object({}),
  async run(_input, { viewer }) {
    const models = await listUsableModels(viewer.userId);
    return {
      data: { models, ids: models.map((m) => m.id) },
      text: models.map((m) => `${m.id}\t${m.label}\t${m.provider}`).join("\n"),
    };
  },
});

/** `compare`: a fan-out's answers and their fact diff (agreed claims, differences with each answer's value). */
export const compareCommand = defineCommand({
  name: "compare",
  usage: "compare --fanout ID",
  summary: "compare the answers of a fan-out: agreed claims and differences",
  flags: { fanout: { type: "string" } },
  required: ["fanout"],
  input: (values) => ({ fanoutId: values.fanout }),
  schema: z.object({ fanoutId: z.string().trim().min(1).max(64) }),
  async run({ fanoutId }, { viewer }) {
    const { nodeIds } = await findFanout(fanoutId);
    await guard(viewer, nodeAccess("read"), { nodeId: nodeIds[0] });
    const c = await compareFanout(fanoutId);
    return {
      data: {
        fanoutId,
        answers: c.answers.map((a) => ({
          nodeId: a.nodeId,
          model: a.model,
          text: a.text,
          status: a.status,
          tokens: a.tokens,
          latencyMs: a.latencyMs,
          cost: a.cost,
        })),
        agreed: c.agreed,
        partial: c.partial,
        differences: c.differences,
      },
      text: [
        ...c.answers.map((a) => `[${a.model}] ${a.text}`),
        `Agreed: ${c.agreed.length ? c.agreed.join(" | ") : "none"}`,
        ...c.differences.map(
          (d) => `Differ on ${d.about}: ${d.values.map((v) => `${v.nodeId}=${v.value}`).join("; ")}`,
        ),
      ].join("\n"),
    };
  },
});

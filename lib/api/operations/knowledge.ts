import "server-only";
import { z } from "zod";
import { askKnowledgeAction } from "@/lib/actions/ask-knowledge";
import { ACCESS } from "@/lib/actions/access-specs";
import { askKnowledgeSchema, idSchema } from "@/lib/actions/schemas";
import { getProjectJob } from "@/lib/jobs/queue";
import { describeKnowledge, enqueueImport, pastedFile, pasteBodySchema, readDocuments } from "@/lib/knowledge";
import { paletteResults } from "@/lib/search/palette";
import { resolveAccess } from "@/lib/auth/access";
import { tokenProjectScope } from "@/lib/auth/tokens";
import { defineOperation, fromAction } from "@/lib/api/operation";

const TAG = "Knowledge";
const byProject = ({ projectId }: { projectId: string }) => ({ projectId });

export const getKnowledgeOp = defineOperation({
  id: "getKnowledge",
  method: "GET",
  path: "/projects/{projectId}/knowledge",
  tag: TAG,
  summary: "Read the project's knowledge tree",
  description:
    "Every node of the project's knowledge tree (root, branches, leaves with their source text) with its " +
    "structured metadata (summary, content types, decisions, critical actions, noteworthy events, about), " +
    "the documents and the taxonomy.",
  input: z.object({ projectId: idSchema }),
  need: "read",
  access: byProject,
  effect: "read",
  response: { description: "`{ treeId, rootId, engine, taxonomy, stats, documents: [...], nodes: [...] }`" },
  run: ({ projectId }) => describeKnowledge(projectId),
});

export const importDocumentOp = defineOperation({
  id: "importDocument",
  method: "POST",
  path: "/projects/{projectId}/knowledge/documents",
  tag: TAG,
  summary: "Import a document into the knowledge tree",
  description:
    "The request body is the document's text (`Content-Type: text/markdown` or `text/plain`), named by " +
    "`name` (a name without a known extension is read as Markdown); `replace=DOCUMENT_ID` re-imports in " +
    "place of that document. The import is a background job: the answer is 202 `{ job }`; follow it with " +
    "getJob. Rate-limited per user.",
  input: z.object({ projectId: idSchema, replace: idSchema.optional(), ...pasteBodySchema.shape }),
  body: "text",
  need: "write",
  access: byProject,
  effect: "write",
  rateLimit: "import",
  status: 202,
  response: { description: "`{ job: { id, kind, status, progress, ... } }`" },
  run: async ({ projectId, replace, name, text }, { viewer }) => {
    const docs = await readDocuments([pastedFile({ name, text })]);
    return { job: await enqueueImport(projectId, docs, { replace, userId: viewer.userId }) };
  },
});

export const getJobOp = defineOperation({
  id: "getJob",
  method: "GET",
  path: "/projects/{projectId}/jobs/{jobId}",
  tag: TAG,
  summary: "Follow a background job",
  description:
    "A job of the project (an import): status (queued, running, succeeded, failed), progress, error, result.",
  input: z.object({ projectId: idSchema, jobId: idSchema }),
  need: "read",
  access: byProject,
  effect: "read",
  response: { description: "`{ job: { id, status, progress, error, result, ... } }`" },
  run: async ({ projectId, jobId }) => ({ job: await getProjectJob(projectId, jobId) }),
});

export const askKnowledgeOp = defineOperation({
  id: "askKnowledge",
  method: "POST",
  path: "/projects/{projectId}/knowledge/ask",
  tag: TAG,
  summary: "Ask the project's knowledge tree",
  description:
    "Walks the knowledge tree from the root and searches its passages; answers with a status (complete, " +
    "partial, none), citations, the tokens read and the whole trace.",
  input: askKnowledgeSchema,
  need: ACCESS.askKnowledge.need,
  access: byProject,
  effect: "read",
  response: { description: "`{ answer, status, citations, trace, tokensRead, engine, engineLabel, ... }`" },
  run: (input) => fromAction(askKnowledgeAction(input)),
});

export const searchOp = defineOperation({
  id: "search",
  method: "GET",
  path: "/search",
  tag: "Search",
  summary: "Search",
  description:
    "Full-text search of conversation titles, branch titles, messages and imported documents in your " +
    "projects (or in `projectId`, 404 when you may not read it), best first, with highlighted snippets. " +
    "Any text is a valid query. Also the projects whose name contains `q`.",
  input: z.object({
    q: z.string().max(500, "Search for at most 500 characters.").default(""),
    projectId: idSchema.optional(),
  }),
  need: "authenticated",
  effect: "read",
  response: {
    description: "`{ projects: [{ id, name }], hits: [{ kind, conversationId, nodeId, itemId, snippet, ... }] }`",
  },
  run: async ({ q, projectId }, { viewer }) => {
    if (projectId) await resolveAccess(viewer, { projectId }, "read");
    const only = tokenProjectScope(viewer); // a project token searches its one project
    const results = await paletteResults(viewer.userId, q, projectId ?? only ?? undefined);
    return only ? { ...results, projects: results.projects.filter((p) => p.id === only) } : results;
  },
});

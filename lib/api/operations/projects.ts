import "server-only";
import { z } from "zod";
import { createConversationAction } from "@/lib/actions/create-conversation";
import { createProjectAction } from "@/lib/actions/create-project";
import { createConversationSchema, createProjectSchema, idSchema } from "@/lib/actions/schemas";
import { listConversations } from "@/lib/db/queries/conversations";
import { listProjects } from "@/lib/db/queries/projects";
import { tokenProjectScope } from "@/lib/auth/tokens";
import { defineOperation, fromAction } from "@/lib/api/operation";

const TAG = "Projects";

export const listProjectsOp = defineOperation({
  id: "listProjects",
  method: "GET",
  path: "/projects",
  tag: TAG,
  summary: "List your projects",
  description: "The projects you own or were shared with you (editor or viewer), most recently changed first.",
  input: z.object({}),
  need: "authenticated",
  effect: "read",
  response: { description: "`{ projects: [{ id, name, model, conversationCount, updatedAt }] }`" },
  run: async (_input, { viewer }) => {
    const only = tokenProjectScope(viewer); // a project token lists its one project
    const projects = await listProjects(viewer.userId);
    return { projects: only ? projects.filter((p) => p.id === only) : projects };
  },
});

export const createProjectOp = defineOperation({
  id: "createProject",
  method: "POST",
  path: "/projects",
  tag: TAG,
  summary: "Create a project",
  description: "A new project owned by you.",
  input: createProjectSchema,
  need: "authenticated",
  effect: "write",
  status: 201,
  response: { description: "`{ projectId }`" },
  run: (input) => fromAction(createProjectAction(input)),
});

export const listConversationsOp = defineOperation({
  id: "listConversations",
  method: "GET",
  path: "/projects/{projectId}/conversations",
  tag: TAG,
  summary: "List a project's conversations",
  input: z.object({ projectId: idSchema }),
  need: "read",
  access: ({ projectId }) => ({ projectId }),
  effect: "read",
  response: { description: "`{ conversations: [{ id, title, rootNodeId, nodeCount, updatedAt }] }`" },
  run: async ({ projectId }) => ({ conversations: await listConversations(projectId) }),
});

export const createConversationOp = defineOperation({
  id: "createConversation",
  method: "POST",
  path: "/projects/{projectId}/conversations",
  tag: TAG,
  summary: "Create a conversation",
  description: "A new conversation (a tree with one root node) in the project.",
  input: createConversationSchema,
  need: "write",
  access: ({ projectId }) => ({ projectId }),
  effect: "write",
  status: 201,
  response: { description: "`{ conversationId, rootNodeId, projectId }`" },
  run: (input) => fromAction(createConversationAction(input)),
});

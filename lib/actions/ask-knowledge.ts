"use server";
import { engineLabel } from "@/lib/ai/providers";
import { askProject } from "@/lib/knowledge/ask";
import { ACCESS } from "./access-specs";
import { defineAction } from "./safe-action";
import { askKnowledgeSchema } from "./schemas";

/** Asks the project's knowledge tree a question: the NavigationResult (answer, status, citations, trace). */
export const askKnowledgeAction = defineAction(
  askKnowledgeSchema,
  ACCESS.askKnowledge,
  async ({ projectId, question }) => {
    const result = await askProject(projectId, question);
    return { ...result, engineLabel: engineLabel(result.engine) };
  },
);

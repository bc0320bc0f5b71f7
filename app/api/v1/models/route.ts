import { z } from "zod";
import { defineRoute } from "@/lib/auth/route";
import { withOpenAIErrors } from "@/lib/chat/openai-errors";
import { listCanopyModels } from "@/lib/chat/openai-models";

export const dynamic = "force-dynamic";

const querySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

/** GET /api/v1/models, OpenAI-compatible: the caller's recent branches as models, then the real models. Reads only. */
export const GET = withOpenAIErrors(
  defineRoute({ access: "authenticated" }, ({ query, ctx }) =>
    listCanopyModels(ctx.viewer!, querySchema.parse(Object.fromEntries(query)).limit),
  ),
);

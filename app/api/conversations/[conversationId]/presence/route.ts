import { z } from "zod";
import type { Access } from "@/lib/auth/types";
import { defineRoute } from "@/lib/auth/route";
import { setPresence } from "@/lib/chat/live-stream";

export const dynamic = "force-dynamic";

const presenceSchema = z.object({
  tab: z.string().regex(/^[\w-]{8,64}$/),
  nodeId: z.string().min(1).max(64).nullable(),
  typing: z.boolean().default(false),
});

/** A tab's presence in the conversation (who is here, on which node, typing): any reader may say it. */
export const POST = defineRoute<{ conversationId: string }, z.infer<typeof presenceSchema>>(
  {
    access: ({ params }) => ({ conversationId: params.conversationId }),
    need: "read",
    body: presenceSchema,
  },
  async ({ params, body, ctx }) => setPresence(ctx as Access, { conversationId: params.conversationId, ...body }),
);

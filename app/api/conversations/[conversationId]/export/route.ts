import { z } from "zod";
import { getNode } from "@/lib/db/queries/nodes";
import { AppError } from "@/lib/errors";
import { defineRoute } from "@/lib/auth/route";
import { exportConversation, pathMarkdown, treeMarkdown } from "@/lib/transfer";

export const dynamic = "force-dynamic";

const querySchema = z.object({
  format: z.enum(["json", "md"], { message: "format is json or md." }).default("json"),
  /** md: one node's path, or the whole tree (default). */
  node: z.string().min(1).max(64).optional(),
});

/** A file name from a title: letters, digits and dashes. */
function fileName(title: string, extension: string): string {
  const base =
    title
      .normalize("NFKD")
      .replace(/[^\w\s-]/g, "")
      .trim()
      .replace(/\s+/g, "-")
      .slice(0, 60) || "conversation";
  return `${base}.${extension}`;
}

/**
 * GET ?format=json: the lossless JSON export; ?format=md[&node=ID]: Markdown of the whole tree or
 * of one node's path. Served as a download. Reads only.
 */
export const GET = defineRoute<{ conversationId: string }>(
  { access: ({ params }) => ({ conversationId: params.conversationId }), need: "read" },
  async ({ params, query, ctx }) => {
    const { conversationId } = params;
    const own = { sessionId: ctx.viewer?.sessionId ?? null }; // other sessions' open asides are left out
    const { format, node } = querySchema.parse(Object.fromEntries(query));
    if (node && (await getNode(node)).conversationId !== conversationId)
      throw new AppError("not_found:node", "That node is not part of this conversation.");
    const download = (body: string, name: string, type: string) =>
      new Response(body, {
        headers: {
          "content-type": `${type}; charset=utf-8`,
          "content-disposition": `attachment; filename="${name}"`,
          "cache-control": "no-store",
        },
      });
    if (format === "json") {
      const exported = await exportConversation(conversationId, own);
      return download(
        JSON.stringify(exported, null, 2),
        fileName(exported.conversation.title, "canopy.json"),
        "application/json",
      );
    }
    const { title, markdown } = node ? await pathMarkdown(node, own) : await treeMarkdown(conversationId, own);
    return download(markdown, fileName(title, "md"), "text/markdown");
  },
);

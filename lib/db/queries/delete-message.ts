import "server-only";
import { transaction } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { lockNodeForWrite } from "./items";

/**
 * Deletes one exchange of a node's window in one transaction: a question with its answer, or an
 * answer with its question (a question is never left without its answer, nor an answer without its
 * question). Only the node's own messages (origin local); refused while the exchange is being
 * answered, and while a branch starts from it (delete or purge that branch first). Branches taken
 * later inherited the exchange by reference: it leaves their context too. Returns the deleted ids.
 *
 * @throws AppError not_found:item, invalid:not_local, conflict:answering, conflict:branch_point
 */
export async function deleteExchange(nodeId: string, itemId: string): Promise<string[]> {
  return transaction(async (tx) => {
    await lockNodeForWrite(tx, nodeId);
    const items = await tx.item.findMany({
      where: { nodeId },
      orderBy: { position: "asc" },
      select: { id: true, role: true, origin: true, status: true },
    });
    const at = items.findIndex((i) => i.id === itemId);
    if (at < 0) throw new AppError("not_found:item", "That message is not part of this node's window.");
    const item = items[at]!;
    if (item.origin !== "local")
      throw new AppError(
        "invalid:not_local",
        item.origin === "merged"
          ? "A merged message is removed with Undo merge, not deleted one by one."
          : "This message is inherited from the parent: delete it there.",
      );
    const local = (i: (typeof items)[number] | undefined) => (i && i.origin === "local" ? i : undefined);
    const pair =
      item.role === "user"
        ? [item, local(items[at + 1])?.role === "assistant" ? items[at + 1]! : undefined]
        : item.role === "assistant"
          ? [local(items[at - 1])?.role === "user" ? items[at - 1]! : undefined, item]
          : [item];
    const exchange = pair.filter((i): i is NonNullable<typeof i> => Boolean(i));
    if (exchange.some((i) => i.status === "streaming"))
      throw new AppError("conflict:answering", "This question is being answered: stop the answer first.");
    const ids = exchange.map((i) => i.id);
    const branches = await tx.node.count({ where: { parentId: nodeId, branchPointItemId: { in: ids } } });
    if (branches > 0)
      throw new AppError(
        "conflict:branch_point",
        `${branches === 1 ? "A branch starts" : `${branches} branches start`} from this message: delete or purge ${branches === 1 ? "it" : "them"} first.`,
      );
    // Merge Undo's order: the window changed.
    await tx.$executeRaw`UPDATE "Node" SET "revision" = "revision" + 1 WHERE "id" = ${nodeId}`;
    await tx.item.deleteMany({ where: { id: { in: ids } } });
    return ids;
  });
}

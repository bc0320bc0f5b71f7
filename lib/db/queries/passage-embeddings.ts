import "server-only";
import { getDb } from "@/lib/db/client";

/** A passage waiting for its embedding: its id and the text the full-text index holds (document, headings, terms, text). */
export type PassageToEmbed = { id: string; searchText: string };

/** Up to `limit` passages of `treeId` with no embedding by `model` yet, in id order. */
export async function passagesToEmbed(treeId: string, model: string, limit: number): Promise<PassageToEmbed[]> {
  return getDb().knowledgePassage.findMany({
    where: { treeId, embeddings: { none: { model } } },
    select: { id: true, searchText: true },
    orderBy: { id: "asc" },
    take: limit,
  });
}

/**
 * Stores embeddings (float32, little-endian). Rows another writer stored meanwhile (two asks
 * catching up at once) are skipped, not an error.
 */
export async function insertPassageEmbeddings(
  treeId: string,
  model: string,
  rows: { passageId: string; vector: number[] }[],
): Promise<void> {
  const db = getDb();
  const existing = new Set(
    (
      await db.knowledgePassageEmbedding.findMany({
        where: { model, passageId: { in: rows.map((r) => r.passageId) } },
        select: { passageId: true },
      })
    ).map((r) => r.passageId),
  );
  const data = rows
    .filter((r) => !existing.has(r.passageId))
    .map((r) => ({ passageId: r.passageId, treeId, model, vector: toBytes(r.vector) }));
  if (data.length === 0) return;
  try {
    await db.knowledgePassageEmbedding.createMany({ data });
  } catch (error) {
    // A concurrent writer won the race for some rows: write the rest one by one.
    if ((error as { code?: string }).code !== "P2002") throw error;
    for (const row of data)
      await db.knowledgePassageEmbedding
        .create({ data: row })
        .catch((e: { code?: string }) => (e.code === "P2002" ? null : Promise.reject(e)));
  }
}

/** Every stored embedding of `treeId` by `model`, and how many there are. */
export async function listPassageEmbeddings(
  treeId: string,
  model: string,
): Promise<{ passageId: string; vector: Float32Array }[]> {
  const rows = await getDb().knowledgePassageEmbedding.findMany({
    where: { treeId, model },
    select: { passageId: true, vector: true },
  });
  return rows.map((r) => ({ passageId: r.passageId, vector: fromBytes(r.vector) }));
}

/** How many passages of `treeId` have an embedding by `model`. */
export async function countPassageEmbeddings(treeId: string, model: string): Promise<number> {
  return getDb().knowledgePassageEmbedding.count({ where: { treeId, model } });
}

function toBytes(v: number[]): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Float32Array.from(v).buffer);
}
function fromBytes(b: Uint8Array): Float32Array {
  const copy = new Uint8Array(b.byteLength);
  copy.set(b);
  return new Float32Array(copy.buffer);
}

import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { getDbKind, transaction } from "@/lib/db/client";
import { createProjectTree, findProjectTreeRow, lockForWrite } from "@/lib/db/queries/knowledge";
import { createProject } from "@/lib/db/queries/projects";
import { useTestDatabase } from "@/lib/testing/use-test-database";

const database = useTestDatabase();

describe("lockForWrite", () => {
  // An import's save reads the tree's version, then writes. On SQLite a transaction that read first
  // and writes after another connection committed fails at once (SQLITE_BUSY, Prisma's P1008): the
  // job's progress write on the server's thread did that as the save began in its thread, and the
  // whole import ran again (bench:abuse-import, its second import).
  it("lets a save that reads first still write when another connection commits meanwhile", async () => {
    const { id: projectId } = await createProject({ name: "Locked save" });
    const other = getDbKind() === "sqlite" ? new Database(database.url.replace(/^file:/, ""), { timeout: 0 }) : null;
    try {
      const treeId = await transaction(async (tx) => {
        await lockForWrite(tx);
        expect(await findProjectTreeRow(projectId, tx)).toBeNull();
        // Another connection's write (the job's progress) while the save is between its read and its write.
        if (other) {
          let refused: string | undefined;
          try {
            other.prepare(`UPDATE "Project" SET "name" = 'Renamed' WHERE "id" = ?`).run(projectId);
          } catch (error) {
            refused = (error as { code?: string }).code;
          }
          // It waits for the save (its busy handling retries it), rather than breaking the save.
          expect(refused).toBe("SQLITE_BUSY");
        }
        return createProjectTree(tx, projectId, "offline");
      });
      expect((await findProjectTreeRow(projectId))?.id).toBe(treeId);
    } finally {
      other?.close();
    }
  });
});

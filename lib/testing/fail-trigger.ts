import { getDb, getDbKind } from "@/lib/db/client";

export interface FailingTrigger {
  /** BEFORE INSERT | UPDATE | DELETE on this table (the Prisma model's table name). */
  on: "INSERT" | "UPDATE" | "DELETE";
  table: string;
  /** Optional row condition over NEW./OLD. columns, valid on both engines (e.g. `NEW.origin = 'inherited'`). */
  when?: string;
}

/**
 * Makes the database reject some writes ("forced failure"), to prove that a multi-row write rolls
 * back whole. A trigger on SQLite; a trigger and its plpgsql function on PostgreSQL. Returns the
 * function that removes it.
 *
 * @example
 * const drop = await createFailingTrigger("fail_root", { on: "INSERT", table: "KnowledgeNode", when: "NEW.level = 'root'" });
 * try { ... } finally { await drop(); }
 */
export async function createFailingTrigger(name: string, trigger: FailingTrigger): Promise<() => Promise<void>> {
  const db = getDb();
  if (getDbKind() === "sqlite") {
    const when = trigger.when ? ` WHEN ${trigger.when}` : "";
    await db.$executeRawUnsafe(
      `CREATE TRIGGER ${name} BEFORE ${trigger.on} ON "${trigger.table}"${when} BEGIN SELECT RAISE(ABORT, 'forced failure'); END`,
    );
    return async () => {
      await db.$executeRawUnsafe(`DROP TRIGGER ${name}`);
    };
  }
  await db.$executeRawUnsafe(
    `CREATE FUNCTION ${name}_fn() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'forced failure'; END $$`,
  );
  const when = trigger.when ? ` WHEN (${trigger.when})` : "";
  await db.$executeRawUnsafe(
    `CREATE TRIGGER ${name} BEFORE ${trigger.on} ON "${trigger.table}" FOR EACH ROW${when} EXECUTE FUNCTION ${name}_fn()`,
  );
  return async () => {
    await db.$executeRawUnsafe(`DROP TRIGGER ${name} ON "${trigger.table}"`);
    await db.$executeRawUnsafe(`DROP FUNCTION ${name}_fn()`);
  };
}

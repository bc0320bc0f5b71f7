import "server-only";
import { getDb, transaction, type Tx } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError } from "@/lib/errors";

const INSTANCE = "instance";

/** A stored connection row (the key still encrypted). */
export interface ConnectionRow {
  id: string;
  name: string;
  provider: string;
  url: string | null;
  keyCipher: string | null;
  keyHint: string | null;
  vision: boolean;
  models: unknown;
  testedAt: Date | null;
  /** A user's own connection (users' keys); null: the instance's. */
  ownerId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Every stored connection, by name (users' own included: the registry filters by viewer). */
export async function listConnectionRows(): Promise<ConnectionRow[]> {
  return getDb().connection.findMany({ orderBy: { name: "asc" } });
}

/** The instance's connections (owner null), or one user's own, by name. */
export async function listConnectionRowsOf(ownerId: string | null): Promise<ConnectionRow[]> {
  return getDb().connection.findMany({ where: { ownerId }, orderBy: { name: "asc" } });
}

/** What the model registry reads at each check: the version, the task model, whether users may add keys. */
export interface InstanceModelSettings {
  connectionsVersion: number;
  taskModel: string | null;
  userKeys: boolean;
}

export async function instanceModelSettings(): Promise<InstanceModelSettings> {
  const row = await getDb().instanceSettings.findUnique({
    where: { id: INSTANCE },
    select: { connectionsVersion: true, taskModel: true, userKeys: true },
  });
  return row ?? { connectionsVersion: 0, taskModel: null, userKeys: false };
}

/** Sets the task model and/or users' keys, bumping the version (every instance reloads). */
export async function updateInstanceModelSettings(
  patch: Partial<Pick<InstanceModelSettings, "taskModel" | "userKeys">>,
): Promise<InstanceModelSettings> {
  const row = await getDb().instanceSettings.upsert({
    where: { id: INSTANCE },
    create: { id: INSTANCE, connectionsVersion: 1, ...patch },
    update: { connectionsVersion: { increment: 1 }, ...patch },
    select: { connectionsVersion: true, taskModel: true, userKeys: true },
  });
  return row;
}

/** One connection by name, or null. */
export async function findConnectionByName(name: string): Promise<ConnectionRow | null> {
  return getDb().connection.findUnique({ where: { name } });
}

/** One connection by id, or null. */
export async function findConnection(id: string): Promise<ConnectionRow | null> {
  return getDb().connection.findUnique({ where: { id } });
}

/**
 * The instance's connections version: every write below bumps it in the same transaction, and each
 * instance reloads its registry when the number it holds differs (one indexed read per check).
 */
export async function connectionsVersion(): Promise<number> {
  const row = await getDb().instanceSettings.findUnique({
    where: { id: INSTANCE },
    select: { connectionsVersion: true },
  });
  return row?.connectionsVersion ?? 0;
}

async function bump(tx: Tx): Promise<void> {
  await tx.instanceSettings.upsert({
    where: { id: INSTANCE },
    create: { id: INSTANCE, connectionsVersion: 1 },
    update: { connectionsVersion: { increment: 1 } },
  });
}

type ConnectionData = Omit<ConnectionRow, "id" | "models" | "testedAt" | "ownerId" | "createdAt" | "updatedAt"> & {
  ownerId?: string | null;
  models?: unknown;
  testedAt?: Date | null;
};

/** @throws AppError conflict:connection_name when the name is taken */
export async function insertConnection(data: ConnectionData): Promise<ConnectionRow> {
  try {
    return await transaction(async (tx) => {
      const row = await tx.connection.create({ data: { ...data, models: (data.models ?? undefined) as never } });
      await bump(tx);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(data.name);
    throw error;
  }
}

/** @throws AppError not_found:connection | conflict:connection_name */
export async function updateConnectionRow(id: string, patch: Partial<ConnectionData>): Promise<ConnectionRow> {
  try {
    return await transaction(async (tx) => {
      const found = await tx.connection.findUnique({ where: { id }, select: { id: true } });
      if (!found) throw notFound();
      const row = await tx.connection.update({
        where: { id },
        data: { ...patch, models: patch.models as never },
      });
      await bump(tx);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(patch.name ?? "");
    throw error;
  }
}

/** @throws AppError not_found:connection */
export async function deleteConnectionRow(id: string): Promise<void> {
  await transaction(async (tx) => {
    const { count } = await tx.connection.deleteMany({ where: { id } });
    if (count === 0) throw notFound();
    await bump(tx);
  });
}

function notFound() {
  return new AppError("not_found:connection", "That connection does not exist (it may have been removed).");
}

function nameTaken(name: string) {
  return new AppError("conflict:connection_name", `A connection named "${name}" exists already: choose another name.`);
}

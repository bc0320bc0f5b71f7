import "server-only";
import { AppError } from "@/lib/errors";
import { instanceModelSettings, listConnectionRowsOf } from "@/lib/db/queries/connections";
import type { AddConnectionInput } from "@/lib/shared/connections";
import { addConnection, removeConnection, testConnection, toView, type ConnectionView } from "./connections";
import type { UrlPolicyOptions } from "./url-policy";

/**
 * Users' own connections (their own keys), when the instance allows them (Admin -> Connections,
 * "Users may add their own keys"; off by default). The same add, test and remove as the instance's
 * connections (./connections.ts), the key encrypted the same way and never sent back, but scoped to
 * their owner: only the owner lists, tests or removes one, its models appear only in the owner's
 * picker (the registry filters by viewer) and only the owner's turns answer with them. Administrators
 * neither see nor use them.
 */

/** Whether users may add their own keys on this instance. */
export async function userKeysAllowed(): Promise<boolean> {
  return (await instanceModelSettings()).userKeys;
}

async function assertAllowed(): Promise<void> {
  if (!(await userKeysAllowed()))
    throw new AppError(
      "forbidden:user_keys",
      "This instance does not let users add their own keys: an administrator can allow it under Admin -> Connections.",
    );
}

/** The user's own connections (keys masked), also while users' keys are off (so they can remove them). */
export async function listOwnConnections(userId: string): Promise<ConnectionView[]> {
  return (await listConnectionRowsOf(userId)).map(toView);
}

/** @throws AppError forbidden:user_keys | invalid:connection_url | invalid:input | conflict:connection_name */
export async function addOwnConnection(userId: string, input: AddConnectionInput, policy: UrlPolicyOptions = {}) {
  await assertAllowed();
  return addConnection(input, policy, userId);
}

/** @throws AppError forbidden:user_keys | not_found:connection (also another person's) */
export async function testOwnConnection(userId: string, connectionId: string, policy: UrlPolicyOptions = {}) {
  await assertAllowed();
  return testConnection(connectionId, policy, userId);
}

/** @throws AppError not_found:connection (also another person's) */
export async function removeOwnConnection(userId: string, connectionId: string) {
  return removeConnection(connectionId, userId);
}

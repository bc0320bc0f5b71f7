import "server-only";
import { randomBytes } from "node:crypto";
import {
  findShareLinkWithCreatorRole,
  insertShareLink,
  listLiveShareLinks,
  revokeLiveShareLink,
} from "@/lib/db/queries/share-links";
import { AppError } from "@/lib/errors";
import { publishAccessChange } from "@/lib/live/publish";
import { roleCanWrite } from "./access";

export interface ShareLinkView {
  id: string;
  token: string;
  createdAt: string;
  revoked: boolean;
}

/** A new read-only link for one conversation: 32 random bytes (256 bits), base64url. */
export async function createShareLink(conversationId: string, createdById: string): Promise<ShareLinkView> {
  const link = await insertShareLink({ conversationId, createdById, token: randomBytes(32).toString("base64url") });
  return view(link);
}

/** Revokes a link of this conversation; the token stops working at once (its open live streams close). */
export async function revokeShareLink(conversationId: string, linkId: string): Promise<void> {
  if ((await revokeLiveShareLink(conversationId, linkId, new Date())) === 0)
    throw new AppError("not_found:share_link", "That share link does not exist or is already revoked.");
  await publishAccessChange({ conversationId });
}

export async function listShareLinks(conversationId: string): Promise<ShareLinkView[]> {
  const links = await listLiveShareLinks(conversationId);
  return links.map(view);
}

/**
 * The conversation a live token opens, or not_found (unknown and revoked tokens look the same). A
 * link lives only while its creator may still write in the project (owner or editor): removed from
 * the project or made a viewer, their links stop working, checked here at every use (removal also
 * revokes them: ./membership.ts `unshareProject`).
 *
 * @throws AppError not_found:share_link
 */
export async function conversationOfShareToken(token: string): Promise<string> {
  const link = token.length >= 32 ? await findShareLinkWithCreatorRole(token) : null;
  if (!link || link.revokedAt || !link.creatorRole || !roleCanWrite(link.creatorRole))
    throw new AppError("not_found:share_link", "This share link does not exist or was revoked.");
  return link.conversationId;
}

function view(link: { id: string; token: string; createdAt: Date; revokedAt: Date | null }): ShareLinkView {
  return { id: link.id, token: link.token, createdAt: link.createdAt.toISOString(), revoked: link.revokedAt !== null };
}

import type { ReactNode } from "react";
import { requirePageAccess } from "@/lib/auth/page";

/** Checks access before anything streams, so a conversation you may not see is a 404 response. */
export default async function ConversationLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ conversationId: string }>;
}) {
  await requirePageAccess({ conversationId: (await params).conversationId });
  return children;
}

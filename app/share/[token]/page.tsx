import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { sharedLiveVersion } from "@/lib/chat/live-stream";
import { loadSharedConversation } from "@/lib/chat/shared-view";
import { isAppError } from "@/lib/errors";
import { StruckMarkdown, SupersededFacts, SupersededLabel } from "@/components/chat/superseded-facts";
import { SHARED_GRAPH_MAX_NODES, SharedGraph } from "@/components/share/shared-graph";
import { SharedLive } from "@/components/share/shared-live";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Shared conversation", robots: { index: false } };

/**
 * A read-only shared conversation: no session needed; a revoked or unknown token is a 404. Drawn as
 * the workspace draws it, read-only: the tree as a graph (lists beyond a few hundred nodes), then
 * each node's messages with their Markdown rendered (no raw HTML, as in the chat), facts a settled
 * merge conflict overruled struck and labelled superseded as the chat shows them.
 */
export default async function SharedConversationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [since, shared] = await (async () => {
    // The version first: a change made while the page is read is sent again by its live stream.
    const version = await sharedLiveVersion(token);
    return [version, await loadSharedConversation(token)] as const;
  })().catch((error) => {
    if (isAppError(error) && error.kind === "not_found") notFound();
    throw error;
  });
  return (
    <main className="mx-auto w-full max-w-4xl space-y-6 px-6 py-8" data-testid="shared-conversation">
      <div>
        <p className="text-xs uppercase tracking-wide text-stone-500">Shared read-only</p>
        <h1 className="text-2xl font-semibold tracking-tight">{shared.title}</h1>
        <SharedLive token={token} since={since} />
      </div>
      {shared.nodes.length <= SHARED_GRAPH_MAX_NODES ? <SharedGraph nodes={shared.nodes} /> : null}
      <nav aria-label="Conversation tree" className="rounded-xl border border-stone-200 bg-white p-4">
        <ul className="space-y-1 text-sm" data-testid="shared-tree">
          {shared.nodes.map((n) => (
            <li key={n.id} style={{ paddingLeft: `${n.depth * 1.25}rem` }}>
              <a href={`#node-${n.id}`} className="text-canopy-700 underline">
                {n.title}
              </a>{" "}
              <span className="text-xs text-stone-500">
                {n.kind}
                {n.status === "open" ? "" : `, ${n.status}`} · {n.messages.length} message
                {n.messages.length === 1 ? "" : "s"}
              </span>
            </li>
          ))}
        </ul>
      </nav>
      {shared.nodes.map((n) => (
        <section key={n.id} id={`node-${n.id}`} aria-label={n.title} className="space-y-2">
          <h2 className="text-lg font-semibold">{n.title}</h2>
          {n.messages.length === 0 ? <p className="text-sm text-stone-500">No messages.</p> : null}
          {n.messages.map((m) => (
            <article
              key={m.id}
              data-testid="shared-message"
              className={`rounded-lg border px-3 py-2 text-sm ${m.role === "user" ? "border-canopy-200 bg-canopy-50" : "border-stone-200 bg-white"}`}
            >
              <span className="mb-1 block text-xs font-medium text-stone-500">
                {m.role}
                {m.origin === "local" ? "" : ` · ${m.origin}`}
                {m.status === "complete" ? "" : ` · ${SHARED_STATUS[m.status] ?? m.status}`}{" "}
                <SupersededLabel facts={m.superseded} />
              </span>
              {m.mediaId ? (
                // eslint-disable-next-line @next/next/no-img-element -- served by the link's guarded route, a thumbnail
                <img
                  src={`/api/share/${token}/images/${m.id}`}
                  alt={m.content.split("\n")[0]}
                  loading="lazy"
                  data-testid="shared-image"
                  className="mb-2 max-h-48 max-w-full rounded-md border border-stone-300 object-contain"
                />
              ) : null}
              <StruckMarkdown text={m.content} facts={m.superseded} />
              <SupersededFacts facts={m.superseded} />
            </article>
          ))}
        </section>
      ))}
    </main>
  );
}

/** How a shared answer that did not complete is labelled (an interrupted one is stored as an error). */
const SHARED_STATUS: Record<string, string> = {
  streaming: "still being written",
  aborted: "stopped",
  error: "did not finish",
};

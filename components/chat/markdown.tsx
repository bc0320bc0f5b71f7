"use client";

import { lazy, memo, Suspense } from "react";
import { hasMarkdownSyntax, plainParagraphs } from "@/lib/shared/markdown-syntax";

// react-markdown, GFM and their parsers load only when a message has Markdown syntax: most answers
// of a short exchange are plain prose, and the page's first load should not carry a parser for them.
const MarkdownRenderer = lazy(() => import("./markdown-renderer"));

/**
 * Model output as Markdown (./markdown-renderer.tsx: no raw HTML, safe links, highlighted code).
 * Text without any Markdown syntax renders as its paragraphs directly, which is what the renderer
 * would produce; while the renderer loads, the text shows as plain paragraphs.
 */
export const Markdown = memo(function Markdown({ text }: { text: string }) {
  if (!hasMarkdownSyntax(text)) return <PlainText text={text} />;
  return (
    <Suspense fallback={<PlainText text={text} pending />}>
      <MarkdownRenderer text={text} />
    </Suspense>
  );
});

/** `pending`: the renderer is still loading (tests wait for it to go before reading the text). */
function PlainText({ text, pending = false }: { text: string; pending?: boolean }) {
  return (
    <div className="prose-chat" data-markdown-pending={pending || undefined}>
      {plainParagraphs(text).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

"use client";

import { useEffect, useState, type ComponentPropsWithoutRef, type ReactNode } from "react";
import ReactMarkdown, { type Options } from "react-markdown";
import remarkGfm from "remark-gfm";
import { isExternalHref, safeHref } from "@/lib/shared/safe-url";

type PluggableList = NonNullable<Options["rehypePlugins"]>;

// The highlighter (highlight.js grammars, the largest part of the page's JavaScript) loads only
// when a message has a code block, after the first render; plain text never needs it.
let highlight: PluggableList | null = null;
const loadHighlight = () =>
  import("rehype-highlight").then((m) => (highlight = [[m.default, { detect: false, ignoreMissing: true }]]));

/**
 * The full Markdown renderer (react-markdown, GFM): loaded by `Markdown` (./markdown.tsx) only for a
 * message that has Markdown syntax. Raw HTML is never rendered (react-markdown escapes it unless a raw
 * plugin is added, and we add none), and links keep their target only for http(s), mailto and
 * relative URLs (lib/chat/safe-url.ts): `javascript:` and `data:` links render without any href. Code
 * blocks are highlighted and get a copy button.
 */
export default function MarkdownRenderer({ text }: { text: string }) {
  const hasCode = text.includes("```") || text.includes("~~~");
  const [plugins, setPlugins] = useState<PluggableList | null>(highlight);
  useEffect(() => {
    if (hasCode && !plugins) void loadHighlight().then(setPlugins);
  }, [hasCode, plugins]);
  return (
    <div className="prose-chat">
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={hasCode ? (plugins ?? undefined) : undefined}
        urlTransform={(url) => safeHref(url) ?? ""}
        components={{ pre: CodeBlock, a: SafeLink }}
      >
        {text}
      </ReactMarkdown>
    </div>
  );
}

/** A link with its hast `node` dropped (it would leak as node="[object Object]"). */
function SafeLink({ node: _node, href, children, ...rest }: ComponentPropsWithoutRef<"a"> & { node?: unknown }) {
  const safe = safeHref(href);
  if (!safe) {
    return (
      <a {...rest} data-inert-link="" className="cursor-not-allowed text-stone-500 underline decoration-dotted">
        {children}
      </a>
    );
  }
  return isExternalHref(safe) ? (
    <a {...rest} href={safe} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <a {...rest} href={safe}>
      {children}
    </a>
  );
}

/**
 * A fenced code block: a bar above the code names the language and holds the Copy button, so the
 * button never covers the code or the block's corner.
 */
function CodeBlock({ children, ...props }: ComponentPropsWithoutRef<"pre"> & { node?: unknown }) {
  const { node: _node, ...rest } = props;
  const language = languageOf(children);
  return (
    <div className="my-2" data-testid="code-block">
      <div className="flex items-center justify-between gap-2 rounded-t-md border border-stone-200 bg-stone-100 py-1 pr-1 pl-3 text-xs text-stone-600">
        <span className="truncate font-mono">{language ?? "code"}</span>
        <CopyButton getText={() => textOf(children)} label="Copy code" />
      </div>
      <pre {...rest}>{children}</pre>
    </div>
  );
}

/** The fence's language, from the `language-x` class Markdown puts on the inner <code>. */
function languageOf(children: ReactNode): string | null {
  const code = Array.isArray(children) ? children[0] : children;
  if (!code || typeof code !== "object" || !("props" in code)) return null;
  const className = (code.props as { className?: string }).className ?? "";
  return /(?:^|\s)language-([\w+#.-]+)/.exec(className)?.[1] ?? null;
}

function textOf(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (node && typeof node === "object" && "props" in node)
    return textOf((node.props as { children?: ReactNode }).children);
  return "";
}

/** Copies text to the clipboard and says so for a moment. */
function CopyButton({
  getText,
  label = "Copy",
  className = "",
}: {
  getText: () => string;
  label?: string;
  className?: string;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      aria-label={label}
      data-testid="copy-button"
      className={`rounded border border-stone-200 bg-white px-1.5 py-0.5 text-xs text-stone-600 hover:bg-stone-100 ${className}`}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(getText());
          setCopied(true);
          setTimeout(() => setCopied(false), 1500);
        } catch {
          // Clipboard access can be refused (insecure context, permissions); selecting the text still works.
        }
      }}
    >
      {copied ? "Copied" : label === "Copy code" ? "Copy" : label}
    </button>
  );
}

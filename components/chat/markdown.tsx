"use client";

import { memo, useState, type ComponentPropsWithoutRef, type ReactNode } from "react";
import ReactMarkdown from "react-markdown";
import rehypeHighlight from "rehype-highlight";
import remarkGfm from "remark-gfm";

/**
 * Model output as Markdown. Raw HTML is never rendered (react-markdown escapes it unless a raw
 * plugin is added, and we add none), and link URLs go through react-markdown's default sanitiser,
 * so a model cannot inject script. Code blocks are highlighted and get a copy button.
 */
export const Markdown = memo(function Markdown({ text }: { text: string }) {
  return (
    <div className="prose-chat">
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[[rehypeHighlight, { detect: false, ignoreMissing: true }]]}
        components={{ pre: CodeBlock, a: ExternalLink }}
      >
        {text}
      </ReactMarkdown>
    </div>
  );
});

function ExternalLink(props: ComponentPropsWithoutRef<"a">) {
  return <a {...props} target="_blank" rel="noopener noreferrer nofollow" />;
}

function CodeBlock({ children, ...props }: ComponentPropsWithoutRef<"pre"> & { node?: unknown }) {
  const { node: _node, ...rest } = props;
  return (
    <div className="group relative">
      <pre {...rest}>{children}</pre>
      <CopyButton getText={() => textOf(children)} className="absolute top-1.5 right-1.5 opacity-70 group-hover:opacity-100" label="Copy code" />
    </div>
  );
}

function textOf(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (node && typeof node === "object" && "props" in node) return textOf((node.props as { children?: ReactNode }).children);
  return "";
}

/** Copies text to the clipboard and says so for a moment. */
export function CopyButton({ getText, label = "Copy", className = "" }: { getText: () => string; label?: string; className?: string }) {
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

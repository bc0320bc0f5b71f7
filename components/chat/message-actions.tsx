"use client";

import {
  Check,
  Copy,
  GitBranch,
  MessageSquarePlus,
  Pencil,
  Pin,
  PinOff,
  RefreshCw,
  ScanSearch,
  Split,
  Trash2,
  type LucideIcon,
} from "lucide-react";
import { useState } from "react";

export interface MessageActionHandlers {
  onCopy?: () => string;
  onEdit?: () => void;
  onRegenerate?: () => void;
  onBranch?: () => void;
  onAside?: () => void;
  /** Ask this message again to several models at once (a fan-out). */
  onAskSeveral?: () => void;
  onInspect?: () => void;
  onPin?: () => void;
  pinned?: boolean;
  /** Delete the exchange this message belongs to (asks first). */
  onDelete?: () => void;
}

/**
 * A message's actions as icon buttons. With a mouse they fade in on hover or when focus enters the
 * message, but are always in the tab order (opacity only), each with an accessible name and a
 * tooltip. A touch screen has no hover: there (coarse pointer, or no hover at all) they are always
 * shown, with finger-sized targets, so branching from a message works on a phone.
 */
export function MessageActions(props: MessageActionHandlers) {
  return (
    <div
      role="toolbar"
      aria-label="Message actions"
      data-testid="message-actions"
      className="mt-1.5 flex flex-wrap gap-0.5 opacity-0 transition-opacity group-hover:opacity-100 group-focus-within:opacity-100 focus-within:opacity-100 pointer-coarse:opacity-100 [@media(hover:none)]:opacity-100"
    >
      {props.onCopy ? <CopyMessage getText={props.onCopy} /> : null}
      {props.onEdit ? (
        <IconButton testId="edit-message" label="Edit (as a new branch)" icon={Pencil} onClick={props.onEdit} />
      ) : null}
      {props.onRegenerate ? (
        <IconButton
          testId="regenerate"
          label="Regenerate (as a sibling answer)"
          icon={RefreshCw}
          onClick={props.onRegenerate}
        />
      ) : null}
      {props.onBranch ? (
        <IconButton testId="branch-from-here" label="Branch from here" icon={GitBranch} onClick={props.onBranch} />
      ) : null}
      {props.onAside ? (
        <IconButton testId="ask-aside" label="Ask aside" icon={MessageSquarePlus} onClick={props.onAside} />
      ) : null}
      {props.onAskSeveral ? (
        <IconButton testId="ask-several" label="Ask several models" icon={Split} onClick={props.onAskSeveral} />
      ) : null}
      {props.onInspect ? (
        <IconButton testId="inspect-context" label="Context" icon={ScanSearch} onClick={props.onInspect} />
      ) : null}
      {props.onPin ? (
        <IconButton
          testId="pin-toggle"
          label={props.pinned ? "Unpin" : "Pin"}
          icon={props.pinned ? PinOff : Pin}
          onClick={props.onPin}
          pressed={props.pinned}
        />
      ) : null}
      {props.onDelete ? (
        <IconButton
          testId="delete-message"
          label="Delete (with its answer or question)"
          icon={Trash2}
          onClick={props.onDelete}
        />
      ) : null}
    </div>
  );
}

export function IconButton({
  testId,
  label,
  icon: Icon,
  onClick,
  pressed,
}: {
  testId: string;
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  pressed?: boolean;
}) {
  return (
    <button
      type="button"
      data-testid={testId}
      aria-label={label}
      aria-pressed={pressed}
      title={label}
      onClick={onClick}
      className="rounded-md p-1.5 text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-canopy-600 pointer-coarse:p-2.5"
    >
      <Icon aria-hidden size={15} strokeWidth={1.75} />
    </button>
  );
}

function CopyMessage({ getText }: { getText: () => string }) {
  const [copied, setCopied] = useState(false);
  return (
    <IconButton
      testId="copy-message"
      label={copied ? "Copied" : "Copy"}
      icon={copied ? Check : Copy}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(getText());
          setCopied(true);
          setTimeout(() => setCopied(false), 1500);
        } catch {
          // Clipboard access can be refused (insecure context, permissions); selecting the text still works.
        }
      }}
    />
  );
}

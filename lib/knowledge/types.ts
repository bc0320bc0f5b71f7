import type { KtMetadata } from "@/lib/memory/types";
import type { DocumentFormat } from "@/lib/shared/document-formats";

/**
 * Plain data shapes of the project knowledge tree, shared by lib/knowledge, the routes, the server
 * actions and the UI. Types only: safe to import from client components.
 */

/** A file format Canopy imports (lib/shared/document-formats.ts, with the extensions that name them). */
export type { DocumentFormat };

/**
 * Where a part of a document's text starts: a PDF page, a heading (with the headings above it), or
 * a CSV row. `start` is a character offset into `ParsedDocument.text`; sections are in text order.
 */
export type DocumentSection = { start: number; page?: number; row?: number; headings?: string[] };

/** A document after {@link parseDocument}: its text, ready to chunk. */
export type ParsedDocument = {
  name: string;
  format: DocumentFormat;
  text: string;
  /**
   * Chat exports only: one block per message ("### User\n\ncontent"), so that chunks break between
   * messages, never between a message's heading and its text.
   */
  units?: string[];
  /** Size of the file as uploaded, in bytes (the text's length for pasted text). */
  bytes?: number;
  /** PDF pages, DOCX/HTML headings, CSV rows: where each starts in `text` (provenance of leaves). */
  sections?: DocumentSection[];
};

/** A file to import: its name (the extension picks the format) and its bytes or text. */
export type ImportFile = { name: string; content: Uint8Array | string };

/** Progress of an import: parse (files), summarise (engine calls), save (the transaction). */
export type ImportProgress = { phase: "parse" | "summarise" | "save"; done: number; total: number };

/** What an import did. `documents`, `chunks` and `chars` count this import; the rest describe the tree after it. */
export type ImportResult = {
  documents: number;
  /** Chunks cut from this import's documents: one new leaf each. */
  chunks: number;
  /** Leaves, branches (excluding the root) and depth (the root's height) of the whole tree after the import. */
  leaves: number;
  branches: number;
  depth: number;
  /** Characters of text imported this time. */
  chars: number;
  /** Nodes summarised by this import: the new leaves and every node on their paths to the root. */
  resummarised: number;
  /** The engine that summarised ("offline" or a model id). */
  engine: string;
  /** The new Document rows, in the order the files were given. */
  documentIds: string[];
  treeId: string;
  rootId: string | null;
};

/** A node of the knowledge tree as the knowledge page shows it. */
export type KnowledgeNodeView = {
  id: string;
  parentId: string | null;
  level: "leaf" | "branch" | "root";
  /** Height above the leaves: 0 for leaves. */
  depth: number;
  /** Position among its parent's children. */
  order: number;
  childIds: string[];
  metadata: KtMetadata;
  /** Leaves: the source chunk; null for branches and the root. */
  text: string | null;
  chars: number;
  tokens: number;
  metadataTokens: number;
  /** Leaves: the Document id the chunk came from. */
  sourceRef: string | null;
  /** Leaves: that document's name. */
  documentName: string | null;
  /** Leaves: where in the document the chunk is ("p. 2", "pp. 2–3", "Setup › Keys", "rows 1–40"). */
  location: string | null;
  /** What the browser lists it as, telling it from its siblings (./labels.ts); absent: its summary. */
  label?: string;
  /**
   * What the browser shows of its content types, decisions and "About" items: those its text earns
   * (./tags.ts), and its summary with each title once (./labels.ts `cardSummary`); `metadata` keeps
   * what the engine wrote. Absent: show the metadata's.
   */
  shown?: { contentTypes: string[]; decisions: string[]; about: string[]; summary?: string };
};

/** An imported document. */
export type KnowledgeDocumentView = {
  id: string;
  name: string;
  format: DocumentFormat;
  /** Characters of extracted text. */
  chars: number;
  /** Size of the imported file in bytes. */
  bytes: number;
  /** Chunks (leaves) cut from it. */
  chunks: number;
  /** When it was (last re-)imported, ISO 8601. */
  createdAt: string;
};

/** What deleting a document did. */
export type DeleteDocumentResult = {
  documentId: string;
  name: string;
  /** Leaves removed (the document's chunks). */
  leaves: number;
  /** Surviving nodes on their paths to the root, summarised again. */
  resummarised: number;
  /** The tree after the deletion. */
  stats: { leaves: number; branches: number; depth: number };
};

/** Everything the knowledge page needs about a project's tree. Nodes are in reading order, root first (depth-first). */
export type KnowledgeView = {
  treeId: string | null;
  rootId: string | null;
  /** The engine that built the latest nodes; the project's model while nothing is imported. */
  engine: string;
  taxonomy: string[];
  /** The taxonomy is the default one (the project has not edited it). */
  defaultTaxonomy: boolean;
  stats: { leaves: number; branches: number; depth: number; chars: number; tokens: number };
  documents: KnowledgeDocumentView[];
  nodes: KnowledgeNodeView[];
};

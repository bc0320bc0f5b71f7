/**
 * lib/knowledge: a project's knowledge tree on top of lib/memory — import documents into it,
 * read it back for the knowledge page, ask it questions, edit its content-type taxonomy.
 * Server-only as a whole (it reads the database); client code imports `./types` as types, and the
 * accepted formats from lib/shared/document-formats.ts.
 */
export { askProject, EMPTY_TREE_ANSWER, type AskOptions } from "./ask";
export { describeKnowledge, inReadingOrder } from "./describe";
export { deleteDocument, listDocuments } from "./documents";
export { importDocuments, importParsedDocuments, type ImportOptions } from "./import";
export { pastedFile, pasteBodySchema, readImportRequest } from "./import-request";
export { enqueueImport, importAndWait, KNOWLEDGE_IMPORT } from "./import-job";
export { MAX_DOCUMENT_BYTES, MAX_IMPORT_FILES, parseDocument, parseDocuments, tooLarge } from "./parse";
export { readDocument, readDocuments } from "./read-documents";
export { readDocumentsInThread, readUploadToSpool } from "./read-in-thread";
export { documentFormat } from "@/lib/shared/document-formats";
export { contentTypesSchema, MAX_QUESTION_CHARS, questionSchema } from "./schemas";
export { getProjectTree, loadProjectTree, type StoredTree } from "@/lib/memory/store";
export { getTaxonomy, readTaxonomy, setTaxonomy } from "./taxonomy";
export type {
  DeleteDocumentResult,
  DocumentFormat,
  DocumentSection,
  ImportFile,
  ImportProgress,
  ImportResult,
  KnowledgeDocumentView,
  KnowledgeNodeView,
  KnowledgeView,
  ParsedDocument,
} from "./types";
export type { NavigationResult, KtTraceStep } from "@/lib/memory/navigate";
export type { KtMetadata } from "@/lib/memory/types";

import "server-only";

/** Import and export of whole conversation trees (issue #11). */
export { exportConversation } from "./export";
export { embedImages } from "./media";
export { pathMarkdown, treeMarkdown } from "./markdown";
export { importChats, plansFromText, MAX_IMPORT_CHARS, type ChatFormat, type ChatUpload } from "./import";
export type { ImportedConversation } from "./write";
export type { CanopyExport, ConversationPlan } from "./plan";

import "server-only";
import type { Operation } from "@/lib/api/operation";
import {
  addConnectionOp,
  addOwnConnectionOp,
  getModelSettingsOp,
  listConnectionsOp,
  listModelIdsOp,
  listOwnConnectionsOp,
  removeOwnConnectionOp,
  testOwnConnectionOp,
  updateModelSettingsOp,
  removeConnectionOp,
  setNodeParamsOp,
  testConnectionOp,
  updateConnectionOp,
} from "./connections";
import { exportConversationOp, getConversationOp, undoMergeOp } from "./conversations";
import { askKnowledgeOp, getJobOp, getKnowledgeOp, importDocumentOp, searchOp } from "./knowledge";
import {
  createBranchOp,
  describePurgeOp,
  getNodeOp,
  listChildrenOp,
  mergeNodeOp,
  previewBranchOp,
  previewMergeOp,
  purgeNodeOp,
  sayOp,
  approveToolCallOp,
} from "./nodes";
import { createConversationOp, createProjectOp, listConversationsOp, listProjectsOp } from "./projects";
import {
  addMcpServerOp,
  checkMcpServerOp,
  getProjectToolsOp,
  listMcpServersOp,
  removeMcpServerOp,
  updateProjectToolsOp,
} from "./tools";

export * from "./connections";
export * from "./conversations";
export * from "./knowledge";
export * from "./nodes";
export * from "./projects";
export * from "./tools";

/** Every operation of /api/v1, in the order the reference lists them. */
export const OPERATIONS: readonly Operation[] = [
  listProjectsOp,
  createProjectOp,
  listConversationsOp,
  createConversationOp,
  getConversationOp,
  exportConversationOp,
  undoMergeOp,
  getNodeOp,
  listChildrenOp,
  sayOp,
  approveToolCallOp,
  setNodeParamsOp,
  previewBranchOp,
  createBranchOp,
  previewMergeOp,
  mergeNodeOp,
  describePurgeOp,
  purgeNodeOp,
  searchOp,
  getKnowledgeOp,
  importDocumentOp,
  getJobOp,
  askKnowledgeOp,
  listModelIdsOp,
  listConnectionsOp,
  addConnectionOp,
  updateConnectionOp,
  removeConnectionOp,
  testConnectionOp,
  getModelSettingsOp,
  updateModelSettingsOp,
  listOwnConnectionsOp,
  addOwnConnectionOp,
  removeOwnConnectionOp,
  testOwnConnectionOp,
  listMcpServersOp,
  addMcpServerOp,
  removeMcpServerOp,
  checkMcpServerOp,
  getProjectToolsOp,
  updateProjectToolsOp,
] as unknown as readonly Operation[];

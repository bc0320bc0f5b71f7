import type { RemoteCommand } from "./define";
import {
  branchCommand,
  exportCommand,
  mergeCommand,
  purgeCommand,
  sayCommand,
  approveCommand,
  treeCommand,
  windowCommand,
} from "./nodes";
import { askCommand, conversationCommand, projectCommand, searchCommand } from "./projects";

export type { RemoteCommand } from "./define";

/** The commands that map onto /api/v1, as `--url` runs them against a remote instance. */
export const REMOTE_COMMANDS: readonly RemoteCommand[] = [
  projectCommand,
  conversationCommand,
  sayCommand,
  approveCommand,
  branchCommand,
  mergeCommand,
  purgeCommand,
  searchCommand,
  askCommand,
  exportCommand,
  windowCommand,
  treeCommand,
];

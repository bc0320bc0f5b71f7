/** Placeholder: set 72 is being written. */
import type { HeldOutConflictCase } from "./conflict-cases";
export const HELDOUT_CONFLICT_CASES_72: HeldOutConflictCase[] = [];

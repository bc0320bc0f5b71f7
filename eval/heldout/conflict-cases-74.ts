/** Placeholder: set 74 is being written. */
import type { HeldOutConflictCase } from "./conflict-cases";
export const HELDOUT_CONFLICT_CASES_74: HeldOutConflictCase[] = [];

/** Placeholder: set 71 is being written. */
import type { HeldOutConflictCase } from "./conflict-cases";
export const HELDOUT_CONFLICT_CASES_71: HeldOutConflictCase[] = [];

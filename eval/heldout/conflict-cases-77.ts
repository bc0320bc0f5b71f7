/** Placeholder: set 77 is being written. */
import type { HeldOutConflictCase } from "./conflict-cases";
export const HELDOUT_CONFLICT_CASES_77: HeldOutConflictCase[] = [];

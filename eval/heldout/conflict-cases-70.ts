/** Placeholder: set 70 is being written. */
import type { HeldOutConflictCase } from "./conflict-cases";
export const HELDOUT_CONFLICT_CASES_70: HeldOutConflictCase[] = [];

/** Placeholder: set 69 is being written. */
import type { HeldOutConflictCase } from "./conflict-cases";
export const HELDOUT_CONFLICT_CASES_69: HeldOutConflictCase[] = [];

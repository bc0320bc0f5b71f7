/** Placeholder: set 66 is being written. */
import type { HeldOutConflictCase } from "./conflict-cases";
export const HELDOUT_CONFLICT_CASES_66: HeldOutConflictCase[] = [];

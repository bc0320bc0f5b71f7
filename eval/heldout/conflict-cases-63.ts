/** Placeholder: set 63 is being written. */
import type { HeldOutConflictCase } from "./conflict-cases";
export const HELDOUT_CONFLICT_CASES_63: HeldOutConflictCase[] = [];

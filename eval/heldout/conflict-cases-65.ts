/** Placeholder: set 65 is being written. */
import type { HeldOutConflictCase } from "./conflict-cases";
export const HELDOUT_CONFLICT_CASES_65: HeldOutConflictCase[] = [];

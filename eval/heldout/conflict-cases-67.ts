/** Placeholder: set 67 is being written. */
import type { HeldOutConflictCase } from "./conflict-cases";
export const HELDOUT_CONFLICT_CASES_67: HeldOutConflictCase[] = [];

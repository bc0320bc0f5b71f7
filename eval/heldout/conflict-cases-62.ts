/** Placeholder: set 62 is being written. */
import type { HeldOutConflictCase } from "./conflict-cases";
export const HELDOUT_CONFLICT_CASES_62: HeldOutConflictCase[] = [];

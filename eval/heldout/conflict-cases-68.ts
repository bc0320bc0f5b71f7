/** Placeholder: set 68 is being written. */
import type { HeldOutConflictCase } from "./conflict-cases";
export const HELDOUT_CONFLICT_CASES_68: HeldOutConflictCase[] = [];

/** Placeholder: set 76 is being written. */
import type { HeldOutConflictCase } from "./conflict-cases";
export const HELDOUT_CONFLICT_CASES_76: HeldOutConflictCase[] = [];

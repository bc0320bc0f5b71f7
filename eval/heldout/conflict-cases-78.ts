import type { HeldOutConflictCase } from "./conflict-cases";

/** Placeholder: set 78 is being written blind. */
export const HELDOUT_CONFLICT_CASES_78: HeldOutConflictCase[] = [];

/** Placeholder: set 64 is being written. */
import type { HeldOutConflictCase } from "./conflict-cases";
export const HELDOUT_CONFLICT_CASES_64: HeldOutConflictCase[] = [];

/** Placeholder: set 73 is being written. */
import type { HeldOutConflictCase } from "./conflict-cases";
export const HELDOUT_CONFLICT_CASES_73: HeldOutConflictCase[] = [];

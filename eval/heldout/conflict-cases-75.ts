/** Placeholder: set 75 is being written. */
import type { HeldOutConflictCase } from "./conflict-cases";
export const HELDOUT_CONFLICT_CASES_75: HeldOutConflictCase[] = [];

import { AppError } from "@/lib/errors";

/** The AppError `run` is refused with; fails the test when it succeeds or throws anything else. */
export async function refusal(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}

/** The life of a job: queued -> running -> succeeded | failed (a failed attempt with retries left goes back to queued). */
export type JobStatus = "queued" | "running" | "succeeded" | "failed";

/** What the UI, the routes and the CLI read of a job (same shape on SQLite and PostgreSQL). */
export type JobView = {
  id: string;
  kind: string;
  /** A short label for people ("Import notes.md"). */
  title: string;
  projectId: string | null;
  status: JobStatus;
  attempts: number;
  maxAttempts: number;
  progress: { step: number; total: number; message: string | null };
  error: { code: string; message: string } | null;
  result: unknown;
  runAt: string;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};

/** What a handler gets besides its payload. */
export type JobContext = {
  jobId: string;
  projectId: string | null;
  /** 1 on the first attempt. */
  attempt: number;
  /** Records progress on the job (throttled; the last call always lands). */
  progress(step: number, total: number, message?: string): void;
};

/**
 * A kind of job as an enqueue needs it: its name, its payload's parser, its label and retry policy.
 * A module that queues jobs of a kind imports the kind; only a runner needs its handler
 * ({@link JobDefinition}).
 */
export type JobKind<P = unknown> = {
  kind: string;
  /** Parses the stored payload (zod .parse); a bad payload fails the job without retries. */
  parse(payload: unknown): P;
  /** A short label for the Jobs panel. */
  title?(payload: P): string;
  /** Attempts before the job is failed (default 3). */
  maxAttempts?: number;
  /** Delay before attempt n+1 after attempt n failed: base * 2^(n-1), capped (defaults 2 s, 60 s). */
  backoffMs?: { base: number; max: number };
  /** Drops bulky input from the stored payload once the job succeeded (e.g. an import's text). */
  slimPayload?(payload: P): unknown;
  /**
   * Runs once the job has ended for good (succeeded, or failed with no retry left): frees what its
   * payload points to outside the row (an import's spool file). Its failure is logged, never the job's.
   */
  cleanup?(payload: P): Promise<void>;
};

/** A kind of job with its handler: what a runner is given (lib/workers lists them all). */
export type JobDefinition<P = unknown, R = unknown> = JobKind<P> & {
  run(payload: P, ctx: JobContext): Promise<R>;
};

/** Options of `enqueueJob`. */
export type EnqueueOptions = {
  projectId?: string | null;
  /** Jobs with the same key never run at the same time (a unique "running key" in the Job table). */
  singletonKey?: string;
  /** An idempotency key: a second enqueue with the same id returns the first job (scheduled ticks). */
  id?: string;
  createdById?: string | null;
  /** Not before this time. */
  runAt?: Date;
};

import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";

/**
 * The SQLite driver adapter, tuned for a server that writes answers as they stream: write-ahead
 * logging (readers never wait for the writer, and a commit appends to the log instead of rewriting
 * and syncing the database file) with synchronous=NORMAL (no fsync per commit; a power cut can lose
 * the last commits, never corrupt the file). Without it every flush of a streaming answer was a
 * rollback-journal commit with several fsyncs, and throughput fell as concurrency rose
 * (bench/chat-throughput.ts).
 */
export class TunedSQLiteAdapter extends PrismaBetterSQLite3 {
  constructor(
    url: string,
    private readonly busyTimeoutMs = 5000,
  ) {
    super({ url, timeout: busyTimeoutMs });
  }
  override async connect() {
    const adapter = await super.connect();
    await adapter.executeScript(
      `PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = ${this.busyTimeoutMs};`,
    );
    return adapter;
  }
}

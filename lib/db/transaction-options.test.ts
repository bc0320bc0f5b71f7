import { describe, expect, it } from "vitest";
import { transactionOptions } from "./client";

describe("transactionOptions", () => {
  it("on SQLite waits for the transaction before it as long as for another process's lock, unless told", () => {
    expect(transactionOptions("sqlite")).toEqual({ maxWait: 15_000 });
    expect(transactionOptions("sqlite", { timeout: 60_000 })).toEqual({ maxWait: 15_000, timeout: 60_000 });
    expect(transactionOptions("sqlite", { maxWait: 10_000, timeout: 60_000 })).toEqual({
      maxWait: 10_000,
      timeout: 60_000,
    });
  });

  it("on PostgreSQL keeps Prisma's own (a pool of connections: a transaction rarely waits for another)", () => {
    expect(transactionOptions("postgres")).toBeUndefined();
    expect(transactionOptions("postgres", { timeout: 60_000 })).toEqual({ timeout: 60_000 });
  });
});

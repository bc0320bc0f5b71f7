import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { resetEnv } from "@/lib/env";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { authSecret, ensureAuthSecret } from "./secret";

useTestDatabase();
const saved = process.env.BETTER_AUTH_SECRET;
afterEach(() => {
  if (saved === undefined) delete process.env.BETTER_AUTH_SECRET;
  else process.env.BETTER_AUTH_SECRET = saved;
  resetEnv();
});

const storedSecret = async () =>
  (await getDb().instanceSettings.findUnique({ where: { id: "instance" } }))?.authSecret ?? null;

describe("the auth secret", () => {
  it("is generated once at start-up, survives concurrent starts, and reading it writes nothing", async () => {
    delete process.env.BETTER_AUTH_SECRET;
    resetEnv();
    await getDb().instanceSettings.updateMany({ data: { authSecret: null } });
    await Promise.all([ensureAuthSecret(), ensureAuthSecret(), ensureAuthSecret()]);
    const secret = await storedSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const before = await getDb().instanceSettings.findUniqueOrThrow({ where: { id: "instance" } });
    expect(await authSecret()).toBe(secret);
    await ensureAuthSecret();
    const after = await getDb().instanceSettings.findUniqueOrThrow({ where: { id: "instance" } });
    expect(after.authSecret).toBe(secret);
    expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
  });

  it("gives every concurrent caller one secret on a fresh database (two instances starting at once)", async () => {
    delete process.env.BETTER_AUTH_SECRET;
    resetEnv();
    for (let round = 0; round < 5; round++) {
      await getDb().instanceSettings.deleteMany();
      const secrets = await Promise.all(
        Array.from({ length: 8 }, (_, i) => (i % 2 ? authSecret() : ensureAuthSecret().then(authSecret))),
      );
      expect(new Set(secrets).size).toBe(1);
      expect(await storedSecret()).toBe(secrets[0]);
    }
  });

  it("uses BETTER_AUTH_SECRET when set and stores nothing", async () => {
    await getDb().instanceSettings.updateMany({ data: { authSecret: null } });
    process.env.BETTER_AUTH_SECRET = "from-the-environment-0123456789abcdef";
    resetEnv();
    await ensureAuthSecret();
    expect(await authSecret()).toBe("from-the-environment-0123456789abcdef");
    expect(await storedSecret()).toBeNull();
  });

  it("a process that skipped start-up still gets one stored secret", async () => {
    delete process.env.BETTER_AUTH_SECRET;
    resetEnv();
    await getDb().instanceSettings.updateMany({ data: { authSecret: null } });
    const [a, b] = await Promise.all([authSecret(), authSecret()]);
    expect(a).toBe(b);
    expect(await storedSecret()).toBe(a);
  });
});

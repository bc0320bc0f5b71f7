import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { getAuth } from "./config";
import { createUser } from "./users";

// Every test starts from an empty instance (who is first is the point); Better Auth rebuilt on it.
useTestDatabase({ auth: true, each: true });

const headers = () => new Headers({ host: "localhost:3000", origin: "http://localhost:3000" });

async function roles() {
  return (await getDb().user.findMany({ select: { role: true } })).map((u) => u.role).sort();
}

describe("the first account is the admin, even when sign-ups race", () => {
  it("five simultaneous web sign-ups on an empty instance make exactly one admin", async () => {
    const auth = await getAuth();
    const emails = [1, 2, 3, 4, 5].map((n) => `racer${n}@example.test`);
    await Promise.all(
      emails.map((email) =>
        auth.api.signUpEmail({ body: { email, password: "a long password", name: email }, headers: headers() }),
      ),
    );
    expect(await roles()).toEqual(["admin", "user", "user", "user", "user"]);
  });

  it("simultaneous accounts made from the command line make exactly one admin", async () => {
    await Promise.all([1, 2, 3].map((n) => createUser({ email: `cli${n}@example.test`, password: "a long password" })));
    expect(await roles()).toEqual(["admin", "user", "user"]);
  });

  it("an admin made on purpose stays an admin", async () => {
    await createUser({ email: "first@example.test" });
    await createUser({ email: "second@example.test", admin: true });
    expect(await roles()).toEqual(["admin", "admin"]);
  });
});

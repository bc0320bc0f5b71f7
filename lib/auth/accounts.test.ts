import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { createProject } from "@/lib/db/queries/projects";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { getAuth } from "./config";
import { setSignupMode, setUserDisabled } from "./users";

useTestDatabase({ auth: true });

const headers = () => new Headers({ host: "localhost:3000", origin: "http://localhost:3000" });

async function signUp(email: string) {
  const auth = await getAuth();
  return auth.api.signUpEmail({ body: { email, password: "a long password", name: email }, headers: headers() });
}

describe("accounts through Better Auth", () => {
  it("the first web account is the admin and adopts the projects made before accounts; the next is a user", async () => {
    const orphan = await createProject({ name: "From before" });
    const first = await signUp("first@example.test");
    const second = await signUp("second@example.test");
    const users = await getDb().user.findMany({ orderBy: { createdAt: "asc" }, select: { id: true, role: true } });
    expect(users.map((u) => u.role)).toEqual(["admin", "user"]);
    expect(first.user.id).toBe(users[0]!.id);
    expect(second.user.id).toBe(users[1]!.id);
    expect(await getDb().project.findUniqueOrThrow({ where: { id: orphan.id } })).toMatchObject({
      ownerId: first.user.id,
    });
    expect(
      await getDb().membership.count({ where: { projectId: orphan.id, userId: first.user.id, role: "owner" } }),
    ).toBe(1);
  });

  it("stores a scrypt hash, never the password, and sessions in the database", async () => {
    const account = await getDb().account.findFirstOrThrow({ where: { user: { email: "first@example.test" } } });
    expect(account.password).not.toContain("a long password");
    expect(account.password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
    expect(await getDb().session.count()).toBeGreaterThanOrEqual(2);
  });

  it("refuses web sign-up when the admin closed it or made it invite-only", async () => {
    for (const mode of ["closed", "invite"] as const) {
      await setSignupMode(mode);
      await expect(signUp(`${mode}@example.test`)).rejects.toThrow(/Sign-up is closed/);
    }
    await setSignupMode("open");
    expect(await getDb().user.count({ where: { email: { in: ["closed@example.test", "invite@example.test"] } } })).toBe(
      0,
    );
  });

  it("a disabled account loses its sessions and cannot sign in", async () => {
    await setUserDisabled("second@example.test", true);
    expect(await getDb().session.count({ where: { user: { email: "second@example.test" } } })).toBe(0);
    const auth = await getAuth();
    await expect(
      auth.api.signInEmail({ body: { email: "second@example.test", password: "a long password" }, headers: headers() }),
    ).rejects.toThrow(/disabled/);
    await setUserDisabled("second@example.test", false);
    const again = await auth.api.signInEmail({
      body: { email: "second@example.test", password: "a long password" },
      headers: headers(),
    });
    expect(again.user.email).toBe("second@example.test");
  });
});

import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { createProject } from "@/lib/db/queries/projects";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation, thread } from "@/lib/testing/fixtures";
import { getAuth } from "./config";
import {
  createUser,
  deleteUser,
  getUserByEmail,
  inviteUser,
  resetPassword,
  setUserDisabled,
  setUserRole,
  temporaryPassword,
} from "./users";

useTestDatabase({ auth: true });

const headers = () => new Headers({ host: "localhost:3000", origin: "http://localhost:3000" });
const signIn = async (email: string, password: string) =>
  (await getAuth()).api.signInEmail({ body: { email, password }, headers: headers() });

describe("user administration (lib/auth/users.ts)", () => {
  it("an invite creates the account with a temporary password that signs in; only its hash is stored", async () => {
    await createUser({ email: "root@example.test", password: "root password 1" }); // the first account: admin
    const { user, temporaryPassword: password } = await inviteUser({ email: "Ann@Example.test", role: "user" });
    expect(user).toMatchObject({ email: "ann@example.test", role: "user", hasPassword: true, disabled: false });
    expect(password).toMatch(/^[a-zA-Z2-9]{16}$/);
    expect((await signIn("ann@example.test", password)).user.email).toBe("ann@example.test");
    const account = await getDb().account.findFirstOrThrow({ where: { userId: user.id } });
    expect(account.password).not.toContain(password);
    await expect(inviteUser({ email: "ann@example.test", role: "admin" })).rejects.toMatchObject({
      code: "conflict:email",
    });
  });

  it("temporary passwords differ", () => {
    expect(new Set(Array.from({ length: 50 }, temporaryPassword)).size).toBe(50);
  });

  it("a reset gives a new temporary password, ends the sessions and the old password stops working", async () => {
    const { user, temporaryPassword: old } = await inviteUser({ email: "bob@example.test", role: "user" });
    const first = (await getDb().account.findFirstOrThrow({ where: { userId: user.id } })).password;
    await getDb().session.create({
      data: { id: "s-bob", token: "t-bob", userId: user.id, expiresAt: new Date(Date.now() + 60_000) },
    });
    const { temporaryPassword: next } = await resetPassword("bob@example.test");
    expect((await getDb().account.findFirstOrThrow({ where: { userId: user.id } })).password).not.toBe(first);
    expect(await getDb().session.count({ where: { userId: user.id } })).toBe(0);
    expect((await signIn("bob@example.test", next)).user.email).toBe("bob@example.test");
    await expect(signIn("bob@example.test", old)).rejects.toThrow(/Invalid/);
  });

  it("roles change, but the last enabled admin can be neither demoted, disabled nor deleted", async () => {
    await expect(setUserRole("root@example.test", "user")).rejects.toMatchObject({ code: "invalid:last_admin" });
    await expect(setUserDisabled("root@example.test", true)).rejects.toMatchObject({ code: "invalid:last_admin" });
    const root = await getUserByEmail("root@example.test");
    expect((await setUserRole("bob@example.test", "admin")).role).toBe("admin");
    expect((await setUserRole("root@example.test", "user")).role).toBe("user");
    expect((await setUserRole("root@example.test", "admin")).role).toBe("admin");
    expect((await setUserRole("bob@example.test", "user")).role).toBe("user");
    await expect(deleteUser("root@example.test", (await getUserByEmail("bob@example.test")).id)).rejects.toMatchObject({
      code: "invalid:last_admin",
    });
    await expect(deleteUser("root@example.test", root.id)).rejects.toMatchObject({ code: "invalid:self" });
    await expect(setUserRole("nobody@example.test", "admin")).rejects.toMatchObject({ code: "not_found:user" });
  });

  it("deleting an account keeps its conversations: its projects pass to the admin who deletes it", async () => {
    const root = await getUserByEmail("root@example.test");
    const ann = await getUserByEmail("ann@example.test");
    const seeded = await seedConversation({ name: "Ann's", messages: thread("Plans?", "Ship in May.") });
    await getDb().project.update({ where: { id: seeded.projectId }, data: { ownerId: ann.id } });
    await getDb().membership.create({ data: { projectId: seeded.projectId, userId: ann.id, role: "owner" } });
    const other = await createProject({ name: "Shared with Ann" });
    await getDb().membership.create({ data: { projectId: other.id, userId: ann.id, role: "editor" } });

    expect(await deleteUser("ann@example.test", root.id)).toEqual({ email: "ann@example.test", projectsMoved: 1 });
    await expect(getUserByEmail("ann@example.test")).rejects.toMatchObject({ code: "not_found:user" });
    expect(await getDb().project.findUniqueOrThrow({ where: { id: seeded.projectId } })).toMatchObject({
      ownerId: root.id,
    });
    expect(await getDb().membership.findMany({ where: { projectId: seeded.projectId } })).toMatchObject([
      { userId: root.id, role: "owner" },
    ]);
    expect(await getDb().membership.count({ where: { userId: ann.id } })).toBe(0);
    expect(await getDb().conversation.count({ where: { id: seeded.conversationId } })).toBe(1);
    expect(await getDb().node.count({ where: { conversationId: seeded.conversationId } })).toBeGreaterThan(0);
  });
});

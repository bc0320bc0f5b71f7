import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { getAuth } from "./config";
import { instanceAdmin, setPassword } from "./users";

useTestDatabase({ auth: true });

const headers = () => new Headers({ host: "localhost:3000", origin: "http://localhost:3000" });

describe("the command line's local admin", () => {
  it("is created on an empty database without a password, and signs in on the web once `user password` gives it one", async () => {
    const admin = await instanceAdmin();
    expect(admin).toMatchObject({ role: "admin", hasPassword: false });
    const auth = await getAuth();
    // Its address must pass the auth library's email check, or it could never sign in.
    await expect(
      auth.api.signInEmail({ body: { email: admin.email, password: "a long password" }, headers: headers() }),
    ).rejects.toThrow(/invalid email or password/i);
    await setPassword(admin.email, "a long password");
    const signedIn = await auth.api.signInEmail({
      body: { email: admin.email, password: "a long password" },
      headers: headers(),
    });
    expect(signedIn.user.email).toBe(admin.email);
  });
});

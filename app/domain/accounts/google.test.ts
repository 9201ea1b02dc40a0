import { describe, expect, it } from "vitest";
import { createTestParent } from "../../../tests/support/accounts";
import { createTestDatabase } from "../../../tests/support/test-database.ts";
import { GOOGLE_SIGN_IN_ORIGIN, createGoogleStrategy } from "./authenticator.server";
import { GoogleLinkRefused, linkGoogleAccount } from "./google.server";

const identity = { subject: "google-123", email: "parent@example.az", emailVerified: true, firstName: "Aygün", lastName: "M" };

describe("Google sign-in", () => {
  it("builds an authorization URL with state and PKCE (S256), keeping the verifier in a cookie", async () => {
    const strategy = createGoogleStrategy(
      { clientId: "client-id", clientSecret: "secret", redirectURI: "http://localhost:3000/auth/google/callback" },
      async () => {
        throw new Error("not reached");
      },
    );
    const thrown = await strategy.authenticate(new Request("http://localhost:3000/auth/google", { method: "POST" })).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    const location = new URL(response.headers.get("Location") ?? "");
    // The security headers let the sign-in form lead there (server/security-headers.ts).
    expect(location.origin).toBe(GOOGLE_SIGN_IN_ORIGIN);
    expect(location.searchParams.get("client_id")).toBe("client-id");
    expect(location.searchParams.get("redirect_uri")).toBe("http://localhost:3000/auth/google/callback");
    expect(location.searchParams.get("state")).toBeTruthy();
    expect(location.searchParams.get("code_challenge")).toBeTruthy();
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(response.headers.get("Set-Cookie")).toContain(location.searchParams.get("state") ?? "state");
  });

  it("links by Google's subject id, not by email", async () => {
    const { db } = await createTestDatabase();
    const created = await linkGoogleAccount(db, identity, "en");
    expect(created).toMatchObject({ email: "parent@example.az", google_subject: "google-123", password_hash: null, language: "en" });
    expect(created.email_verified_at).not.toBeNull();
    const again = await linkGoogleAccount(db, { ...identity, email: "changed@example.az" }, "az");
    expect(again.id).toBe(created.id);
  });

  it("leaves out a name from Google with a NUL or a line break", async () => {
    const { db } = await createTestDatabase();
    const created = await linkGoogleAccount(db, { ...identity, firstName: "Ay\u0000gün", lastName: "Məm\nmədova" }, "az");
    expect(created).toMatchObject({ first_name: "parent", last_name: "" });
  });

  it("links an existing password account only when Google says the email is verified", async () => {
    const { db } = await createTestDatabase();
    const parent = await createTestParent(db, { email: "existing@example.az" });
    await expect(linkGoogleAccount(db, { ...identity, email: "existing@example.az", emailVerified: false }, "az")).rejects.toBeInstanceOf(GoogleLinkRefused);
    const linked = await linkGoogleAccount(db, { ...identity, email: "existing@example.az" }, "az");
    expect(linked.id).toBe(parent.id);
    expect(linked.google_subject).toBe("google-123");
  });
});

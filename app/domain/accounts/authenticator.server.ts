import { GoogleStrategy } from "@coji/remix-auth-google";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { UserRow } from "../../../db/schema.ts";
import { getDb } from "~/db.server";
import { getEnv } from "~/env.server";
import type { Language } from "~/lib/i18n-config";
import { singleton } from "~/lib/singleton.server";
import { type SignInResult, checkCredentials } from "./account.server";
import { type GoogleIdentity, linkGoogleAccount } from "./google.server";

/** A sign-in that did not succeed, with why (the action turns it into a message). */
export class SignInFailure extends Error {
  readonly result: Exclude<SignInResult, { ok: true }>;
  constructor(result: Exclude<SignInResult, { ok: true }>) {
    super(`sign-in failed: ${result.reason}`);
    this.result = result;
  }
}

/** Google sign-in is offered only when both settings are present. */
export function googleSignInEnabled(): boolean {
  const env = getEnv();
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

export function googleRedirectUri(): string {
  const env = getEnv();
  return new URL("/auth/google/callback", env.APP_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`).toString();
}

export function createGoogleStrategy(
  options: { clientId: string; clientSecret: string; redirectURI: string },
  onIdentity: (identity: GoogleIdentity) => Promise<UserRow>,
) {
  return new GoogleStrategy<UserRow>(options, async ({ tokens }) => {
    const { _json: claims } = await GoogleStrategy.userProfile(tokens); // oxlint-disable-line no-underscore-dangle -- the library's name
    return onIdentity({
      subject: claims.sub,
      email: claims.email,
      emailVerified: claims.email_verified === true,
      firstName: claims.given_name ?? "",
      lastName: claims.family_name ?? "",
    });
  });
}

/**
 * remix-auth with the two ways to sign in: the email-and-password form, and Google when
 * configured. The authenticator only proves who someone is; app/lib/auth.server.ts then
 * starts our own server-side session.
 */
export function getAuthenticator(language: Language): Authenticator<UserRow> {
  const shared = singleton("authenticator", () => {
    const authenticator = new Authenticator<UserRow>();
    authenticator.use(
      new FormStrategy(async ({ form }) => {
        const result = await checkCredentials(getDb(), String(form.get("email") ?? ""), String(form.get("password") ?? ""));
        if (!result.ok) throw new SignInFailure(result);
        return result.user;
      }),
      "form",
    );
    return authenticator;
  });
  const env = getEnv();
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    // Per request: a new Google account is created in the language of the page it came from.
    shared.use(
      createGoogleStrategy(
        { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, redirectURI: googleRedirectUri() },
        (identity) => linkGoogleAccount(getDb(), identity, language),
      ),
      "google",
    );
  }
  return shared;
}

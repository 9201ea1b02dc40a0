import { GoogleStrategy } from "@coji/remix-auth-google";
import { Authenticator } from "remix-auth";
import type { UserRow } from "../../../db/schema.ts";
import { getDb } from "~/db.server";
import { getEnv } from "~/env.server";
import type { Language } from "~/infrastructure/i18n-config";
import { singleton } from "~/infrastructure/singleton.server";
import { type GoogleIdentity, linkGoogleAccount } from "./google.server";

/** Where the Google sign-in form's answer redirects the browser: Google's own sign-in page. */
export const GOOGLE_SIGN_IN_ORIGIN = "https://accounts.google.com";

/** Google sign-in is offered only when both settings are present. */
export function googleSignInEnabled(): boolean {
  const env = getEnv();
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

function googleRedirectUri(): string {
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
 * remix-auth for Google sign-in, when configured. (Email and password are checked by
 * `checkCredentials`, which needs the client's address for its limits; ADR 009, amended.)
 * The authenticator only proves who someone is; app/infrastructure/auth.server.ts then starts our own
 * server-side session.
 */
export function getAuthenticator(language: Language): Authenticator<UserRow> {
  const shared = singleton("authenticator", () => new Authenticator<UserRow>());
  const env = getEnv();
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    // Per request: a new Google account is created in the language of the page it came from.
    shared.use(
      createGoogleStrategy({ clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, redirectURI: googleRedirectUri() }, (identity) =>
        linkGoogleAccount(getDb(), identity, language),
      ),
      "google",
    );
  }
  return shared;
}

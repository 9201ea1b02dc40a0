/**
 * What this installation says about itself to parents: who runs it (the legal texts name the
 * operator), who wrote the content (home and About), and which outside services receive data.
 * All of it comes from configuration (app/env.server.ts); nothing here is invented.
 */

/** Who runs this installation and answers for its data (the controller). */
export interface Operator {
  name: string;
  address: string;
  /** VÖEN or another registration number, when the operator has given one. */
  taxId: string | null;
  email: string;
  /** Where the server and its database run, e.g. "Baku, Azerbaijan". */
  dataLocation: string | null;
}

/** The content's author, as the home and About pages show them. */
export interface Creator {
  name: string;
  credentials: string | null;
  /** An https address or a path under public/. */
  photoUrl: string | null;
}

/** The outside services that receive data on this installation. */
export interface Processors {
  /** The host of the SMTP server that delivers mail, or null when mail stays in the outbox. */
  mailHost: string | null;
  payments: "epoint" | "simulator" | "disabled";
  google: boolean;
}

/** The processors of an installation, from the settings that switch each one on. */
export function processorsOf(settings: {
  SMTP_URL?: string | undefined;
  paymentsMode: Processors["payments"];
  GOOGLE_CLIENT_ID?: string | undefined;
  GOOGLE_CLIENT_SECRET?: string | undefined;
}): Processors {
  return {
    mailHost: smtpHost(settings.SMTP_URL),
    payments: settings.paymentsMode,
    google: Boolean(settings.GOOGLE_CLIENT_ID && settings.GOOGLE_CLIENT_SECRET),
  };
}

/** smtp://user:pass@mail.example.az:587 → mail.example.az (never the credentials). */
function smtpHost(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
}

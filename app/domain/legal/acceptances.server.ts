import { LEGAL_DOCUMENTS } from "~/content/legal";
import { LEGAL_DOCUMENT_IDS, type LegalDocumentId } from "~/content/legal/types";
import type { DB } from "~/db.server";

/** The documents whose current version the user has not accepted yet, in display order. */
export async function pendingDocuments(db: DB, userId: string): Promise<LegalDocumentId[]> {
  const accepted = await db.selectFrom("legal_acceptances").select(["document", "version"]).where("user_id", "=", userId).execute();
  const done = new Set(accepted.map((row) => `${row.document}@${row.version}`));
  return LEGAL_DOCUMENT_IDS.filter((id) => !done.has(`${id}@${LEGAL_DOCUMENTS[id].version}`));
}

/** Records acceptance of the current version of each document (idempotent). */
export async function acceptDocuments(db: DB, userId: string, documents: ReadonlyArray<LegalDocumentId>, now: Date = new Date()): Promise<void> {
  if (documents.length === 0) return;
  await db
    .insertInto("legal_acceptances")
    .values(documents.map((id) => ({ user_id: userId, document: id, version: LEGAL_DOCUMENTS[id].version, accepted_at: now.toISOString() })))
    .onConflict((oc) => oc.columns(["user_id", "document", "version"]).doNothing())
    .execute();
}

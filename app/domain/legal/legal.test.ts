import { describe, expect, it } from "vitest";
import { LEGAL_DOCUMENTS } from "~/content/legal";
import { CHILD_SAFETY } from "~/content/legal/safety";
import { LEGAL_DOCUMENT_IDS, type LegalDocument } from "~/content/legal/types";
import { LANGUAGES } from "~/infrastructure/i18n-config";
import { createTestParent } from "../../../tests/support/accounts";
import { createTestDatabase } from "../../../tests/support/test-database.ts";
import { acceptDocuments, pendingDocuments } from "./acceptances.server";
import { documentText, documentsToReview } from "./documents";

describe("legal documents", () => {
  it.each(LEGAL_DOCUMENT_IDS)("%s is versioned, dated and complete in every language, section for section", (id) => {
    const document = LEGAL_DOCUMENTS[id];
    expect(document.version).toMatch(/^\d+\.\d+$/);
    expect(document.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const shapes = LANGUAGES.map((language) => document.texts[language]?.sections.map((s) => s.paragraphs.length));
    for (const shape of shapes) expect(shape).toEqual(shapes[0]);
    expect(shapes[0]?.length).toBeGreaterThanOrEqual(5);
  });

  it("says what is kept about children, for how long, and how to export or delete it", () => {
    const english = JSON.stringify(LEGAL_DOCUMENTS.privacy.texts.en);
    for (const phrase of [/date of birth/i, /30 days/i, /Download my data/i, /delet/i]) expect(english).toMatch(phrase);
    expect(CHILD_SAFETY.az.sections.length).toBe(CHILD_SAFETY.en.sections.length);
  });

  it("falls back to another language, marked, when one is missing", () => {
    const partial: LegalDocument = { ...LEGAL_DOCUMENTS.terms, texts: { en: LEGAL_DOCUMENTS.terms.texts.en } };
    expect(documentText(partial, "ru")).toMatchObject({ language: "en", isFallback: true });
    expect(documentText(LEGAL_DOCUMENTS.terms, "ru")).toMatchObject({ language: "ru", isFallback: false });
  });

  it("asks again when a document gets a new version", async () => {
    const { db } = await createTestDatabase();
    const parent = await createTestParent(db);
    expect(await pendingDocuments(db, parent.id)).toEqual(["privacy", "terms", "parental-consent"]);
    await acceptDocuments(db, parent.id, ["privacy", "terms", "parental-consent"]);
    expect(await pendingDocuments(db, parent.id)).toEqual([]);
    await db.updateTable("legal_acceptances").set({ version: "0.9" }).where("document", "=", "terms").execute();
    expect(await pendingDocuments(db, parent.id)).toEqual(["terms"]);
  });
});

describe("the versions parents accepted before the legal texts named all the data kept", () => {
  it("ask a parent who accepted privacy 1.3 and consent 1.1 to accept again, and leave the terms alone", async () => {
    const { db } = await createTestDatabase();
    const parent = await createTestParent(db);
    const acceptedAt = "2026-11-25T10:00:00.000Z";
    await db
      .insertInto("legal_acceptances")
      .values([
        { user_id: parent.id, document: "privacy", version: "1.3", accepted_at: acceptedAt },
        { user_id: parent.id, document: "terms", version: LEGAL_DOCUMENTS.terms.version, accepted_at: acceptedAt },
        { user_id: parent.id, document: "parental-consent", version: "1.1", accepted_at: acceptedAt },
      ])
      .execute();
    expect(await pendingDocuments(db, parent.id)).toEqual(["privacy", "parental-consent"]);
    await acceptDocuments(db, parent.id, ["privacy", "parental-consent"]);
    expect(await pendingDocuments(db, parent.id)).toEqual([]);
  });
});

describe("the review page's headings", () => {
  it.each(LANGUAGES)("are the documents' titles, capitalised, in %s", (language) => {
    const documents = LEGAL_DOCUMENT_IDS.map((id) => LEGAL_DOCUMENTS[id]);
    const headings = documentsToReview(documents, language).map((document) => document.heading);
    expect(headings).toEqual(documents.map((document) => document.texts[language]?.title));
    for (const heading of headings) expect(heading.charAt(0)).toBe(heading.charAt(0).toLocaleUpperCase(language));
  });
});

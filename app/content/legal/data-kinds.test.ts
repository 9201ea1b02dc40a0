import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/infrastructure/i18n-config";
import { createTestDatabase } from "../../../tests/support/test-database.ts";
import { PERSONAL_DATA_KINDS, type PersonalDataKind, type PersonalDataKindId, TABLE_DATA_KINDS } from "./data-kinds";
import { PARENTAL_CONSENT_NOTICE } from "./parental-consent";
import { PRIVACY_POLICY } from "./privacy";
import { CHILD_SAFETY } from "./safety";
import type { LegalDocument } from "./types";

/** Columns that tie a row to a parent or a child. */
const PERSONAL_COLUMNS = ["user_id", "child_id", "email", "to_email", "new_email"];

/** The kinds of personal data a table is mapped to (none for an unmapped table or one that holds none). */
function kindsOf(name: string): ReadonlyArray<PersonalDataKindId> {
  const mapping = TABLE_DATA_KINDS[name];
  return mapping && "kinds" in mapping ? mapping.kinds : [];
}

const fullText = (document: LegalDocument, language: (typeof LANGUAGES)[number]) => {
  const text = document.texts[language];
  if (!text) throw new Error(`${document.id} has no ${language} text`);
  return [text.title, text.summary, ...text.sections.flatMap((section) => [section.heading, ...section.paragraphs])].join("\n");
};

describe("the data the legal documents name", () => {
  it("maps every table the migrations create, and none that holds a parent's or a child's data is left without a kind", async () => {
    const { db } = await createTestDatabase();
    const tables = await db.introspection.getTables();
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.map((table) => table.name).filter((name) => TABLE_DATA_KINDS[name] === undefined)).toEqual([]);
    const personal = tables.filter((table) => table.columns.some((column) => PERSONAL_COLUMNS.includes(column.name)));
    expect(personal.map((table) => table.name).filter((name) => kindsOf(name).length === 0)).toEqual([]);
    // A table about a child is named in the consent notice too.
    const aboutAChild = tables.filter((table) => table.columns.some((column) => column.name === "child_id"));
    expect(aboutAChild.map((table) => table.name).filter((name) => !kindsOf(name).some((kind) => "consent" in PERSONAL_DATA_KINDS[kind]))).toEqual([]);
    const names = new Set(tables.map((table) => table.name));
    for (const name of Object.keys(TABLE_DATA_KINDS)) expect(names.has(name), `${name} is mapped but no migration creates it`).toBe(true);
  });

  it.each(LANGUAGES)("names every kind in the privacy policy, and every kind of a child's data in the consent notice, in %s", (language) => {
    // Case aside: a kind's words may open a sentence.
    const lower = (text: string) => text.toLocaleLowerCase(language);
    const privacy = lower(fullText(PRIVACY_POLICY, language));
    const consent = lower(fullText(PARENTAL_CONSENT_NOTICE, language));
    const kinds = Object.entries(PERSONAL_DATA_KINDS) as Array<[PersonalDataKindId, PersonalDataKind]>;
    expect(kinds.filter(([, kind]) => !privacy.includes(lower(kind.privacy[language]))).map(([id]) => id)).toEqual([]);
    expect(kinds.filter(([, kind]) => kind.consent !== undefined && !consent.includes(lower(kind.consent[language]))).map(([id]) => id)).toEqual([]);
    expect(kinds.filter(([, kind]) => kind.consent !== undefined).length).toBeGreaterThanOrEqual(8);
  });

  it.each(LANGUAGES)("no longer says what is not true, in %s", (language) => {
    const privacy = fullText(PRIVACY_POLICY, language);
    const untrue: Record<(typeof LANGUAGES)[number], RegExp[]> = {
      en: [/only these emails/i, /developmental age range/i, /crash reporting[^.]*on by default/i, /analytics are off/i],
      az: [/yalnız bu e-poçtları/i, /inkişaf yaşı aralığı/i, /xəta hesabatlarının göndərilməsi/i, /analitika söndürülür/i],
      ru: [/только такие письма/i, /диапазон возраста развития/i, /отправка отчётов о сбоях/i, /аналитика отключены/i],
    };
    const safety = JSON.stringify(CHILD_SAFETY[language]);
    for (const phrase of untrue[language]) expect(privacy).not.toMatch(phrase);
    for (const phrase of untrue[language]) expect(safety).not.toMatch(phrase);
    expect(safety).not.toMatch(/crash reporting in your profile|xəta hesabatlarını söndürün|отключите отчёты о сбоях/i);
    const plain = {
      en: "Balaca has no analytics, tracking or crash-reporting service; if that ever changes we will ask you first.",
      az: "Balaca-da analitika, izləmə və ya xəta hesabatı xidməti yoxdur; bu nə vaxtsa dəyişsə, əvvəlcə sizdən soruşacağıq.",
      ru: "В Balaca нет ни аналитики, ни отслеживания, ни сервиса отчётов о сбоях; если это когда-нибудь изменится, мы сначала спросим вас.",
    }[language];
    expect(privacy).toContain(plain);
    expect(safety).toContain(plain);
  });

  it("states the basis of the transfer to Google, and the ru consent names the parent's age, not the child's", () => {
    expect(fullText(PRIVACY_POLICY, "en")).toMatch(/Google[^.]*\. This transfer outside Azerbaijan rests on your consent/);
    expect(fullText(PRIVACY_POLICY, "az")).toContain("Azərbaycandan kənara bu ötürülmə sizin razılığınıza əsaslanır");
    expect(fullText(PRIVACY_POLICY, "ru")).toContain("Эта передача данных за пределы Азербайджана основана на вашем согласии");
    const ru = fullText(PARENTAL_CONSENT_NOTICE, "ru");
    expect(ru).toContain("Дать это согласие может только родитель или законный представитель ребёнка, достигший 18 лет.");
    expect(ru).not.toContain("ребёнка не младше 18 лет");
  });
});

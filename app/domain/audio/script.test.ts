import { describe, expect, it } from "vitest";
import { COURSES, courseExercises } from "~/content/courses";
import { HOMEWORK_GROUPS, taskTexts } from "~/content/homework";
import { gameSpokenTexts } from "~/games/spoken";
import { LANGUAGES } from "~/infrastructure/i18n-config";
import { translatorFor } from "~/infrastructure/i18n/translate.server";
import { humanAudioPath, spokenLineId } from "~/infrastructure/speak-human";
import { normalizeSpokenText, spokenAudioPath } from "~/infrastructure/spoken-audio";
import { resources } from "~/locales/resources.server";
import { ESPEAK_SETTINGS, espeakArguments } from "./record.server";
import { csvField, parseCsv, SCRIPT_COLUMNS, scriptCsv } from "./script";
import { audioScriptRows } from "./script.server";

describe("the voice actor's script as CSV", () => {
  it("quotes a field with a comma, a quote or a line break (RFC 4180)", () => {
    expect(csvField("plain text")).toBe("plain text");
    expect(csvField("one, two")).toBe('"one, two"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
    expect(csvField("cr\rlf")).toBe('"cr\rlf"');
  });

  it("writes a header and CRLF records that read back the same", () => {
    const rows = [
      { id: "0a1b2c3d", language: "en", text: 'Say "moo", then\n"baa"', context: "game animalSounds: a, b", file: "public/audio/human/en/0a1b2c3d.mp3" },
      { id: "ffffffff", language: "az", text: "Hanı qırmızı?", context: "game colorMatching", file: "public/audio/human/az/ffffffff.mp3" },
    ];
    const csv = scriptCsv(rows);
    expect(csv.startsWith("\uFEFFid,language,text,context,file\r\n")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(parseCsv(csv)).toEqual([[...SCRIPT_COLUMNS], ...rows.map((row) => SCRIPT_COLUMNS.map((column) => row[column]))]);
  });
});

describe("every spoken line is in the script", () => {
  const rows = audioScriptRows();

  it.each(LANGUAGES)("holds every game line, a homework line and a course line in %s, each once", (language) => {
    const mine = rows.filter((row) => row.language === language);
    const texts = new Set(mine.map((row) => row.text));
    const games = gameSpokenTexts(translatorFor(language), resources[language].translation).map(normalizeSpokenText);
    expect(games.filter((text) => !texts.has(text))).toEqual([]);
    const homework = HOMEWORK_GROUPS[0]?.tasks[0];
    if (!homework) throw new Error("no homework");
    expect(texts).toContain(normalizeSpokenText(taskTexts(homework, language).audioInstructions));
    const course = COURSES[0];
    const exercise = course ? courseExercises(course)[0]?.exercise : undefined;
    if (!course || !exercise) throw new Error("no course");
    const courseRow = mine.find((row) => row.text === normalizeSpokenText(exercise.spoken[language]));
    expect(courseRow?.context).toContain(`course ${course.id}/${exercise.id}`);
    expect(new Set(mine.map((row) => row.id)).size).toBe(mine.length);
    const praise = mine.find((row) => row.text === resources[language].translation.games.play.praise.proud);
    expect(praise?.context).toContain("play mode");
  });

  it("names each line's file where the player looks for it, with the synthetic recording's id", () => {
    for (const row of rows) {
      if (row.language !== "az" && row.language !== "en" && row.language !== "ru") throw new Error(row.language);
      expect(row.id).toBe(spokenLineId(row.text));
      expect(`/${row.file.replace(/^public\//, "")}`).toBe(humanAudioPath(row.language, row.text));
      expect(spokenAudioPath(row.language, row.text)).toBe(`/audio/${row.language}/${row.id}.mp3`);
    }
  });
});

describe("the synthetic voice", () => {
  it("is the gentle variant, slower than espeak-ng's and a little higher", () => {
    const args = espeakArguments("az", "out.wav", "Afərin!");
    expect(args.slice(0, 2)).toEqual(["-v", `az+${ESPEAK_SETTINGS.variant}`]);
    expect(ESPEAK_SETTINGS.wordsPerMinute).toBeLessThan(140);
    expect(args).toEqual(expect.arrayContaining(["-s", "120", "-p", "55", "-g", "2", "-w", "out.wav", "Afərin!"]));
  });
});

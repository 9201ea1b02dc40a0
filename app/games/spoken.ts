import type { Translate } from "~/infrastructure/i18n/translate";
import type { TranslationKey } from "~/locales/keys";
import { TRAIN_LEVELS, trainNumbers } from "./build-train/logic";
import { LETTER_PICTURE_IDS } from "./letter-match/logic";
import { SPOT_LEVELS } from "./spot-the-difference/logic";
import { MONTHS } from "./months/logic";
import { NUMBER_SEQUENCE_LEVELS } from "./number-sequences/logic";
import { ROUTINE_IDS } from "./times-of-day/logic";
import { FIND_COUNTS } from "./visual-attention/logic";
import { SPOKEN_SCENES } from "./spatial-attention/logic";

/**
 * Every text the games speak as a whole (`sounds.say`), so `npm run audio` can record it for
 * phones without a voice in the page's language. Keys are under games.*; an entry with values
 * is a template spoken once per value. Texts built from parts (a prompt and letters, a list of
 * words) are spoken part by part, each part being one of these.
 */
type Spoken = {
  key: string;
  /** Placeholder values; a string starting with "@" is itself a key, translated first. */
  params?: Readonly<Record<string, string | number>>;
};

const COLOR_NAMES = ["red", "blue", "yellow", "green", "orange", "purple", "pink", "brown", "black", "grey"];
const SHAPE_NAMES = ["circle", "square", "triangle", "star", "heart", "rectangle", "oval", "diamond", "pentagon", "hexagon"];
/** Every small letter of the three alphabets (letter-match says the round's letter). */
const LETTERS = [..."abcdefghijklmnopqrstuvwxyzçəğıöşü", ..."абвгдеёжзийклмнопрстуфхцчшщъыьэюя"];

/** Keys ending in ".*" stand for every string under that prefix. */
export const GAME_SPOKEN: ReadonlyArray<Spoken> = [
  { key: "games.colorMatching.findThis" },
  ...COLOR_NAMES.map((color) => ({ key: "games.colorMatching.whereIs", params: { color: `@games.colorMatching.colors.${color}` } })),
  { key: "games.shapeRecognition.findThis" },
  ...SHAPE_NAMES.map((shape) => ({ key: "games.shapeRecognition.whereIs", params: { shape: `@games.shapeRecognition.shapes.${shape}` } })),
  { key: "games.counting.questions.*" },
  { key: "games.focus.findThis" },
  { key: "games.focus.rememberIt" },
  { key: "games.focus.whichOne" },
  { key: "games.animalSounds.who.*" },
  { key: "games.animalSounds.says.*" },
  { key: "games.nameObject.items.*" },
  { key: "games.nameObject.whatIsThis" },
  { key: "games.bubbleSorties.promptColor.*" },
  { key: "games.bubbleSorties.promptPicture.*" },
  { key: "games.bubbleSorties.promptShape.*" },
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((number) => ({ key: "games.bubbleSorties.promptNumber", params: { number } })),
  { key: "games.imitation.watch" },
  { key: "games.imitation.yourTurn" },
  { key: "games.imitation.review" },
  { key: "games.imitation.slow" },
  { key: "games.imitation.wellDone" },
  { key: "games.buildTower.prompt" },
  { key: "games.buildTrain.promptDots" },
  // Every numbered train the levels can deal: its first and last wagon.
  ...TRAIN_LEVELS.flatMap((train, index) =>
    train.look === "dots"
      ? []
      : train.firstNumbers.map((first) => {
          const numbers = trainNumbers(index + 1, first);
          const key = train.direction === "down" ? "promptDown" : train.step > 1 ? "promptSkip" : "promptUp";
          return { key: `games.buildTrain.${key}`, params: { from: numbers[0] ?? first, to: numbers.at(-1) ?? first } };
        }),
  ),
  { key: "games.threadBeads.prompt" },
  { key: "games.traceStrokes.prompts.*" },
  { key: "games.traceStrokes.startHint" },
  { key: "games.attentionLetters.findEvery", params: { count: 1 } },
  { key: "games.attentionLetters.findEvery", params: { count: 2 } },
  { key: "games.copyLines.prompt" },
  { key: "games.matchingPairs.prompts.*" },
  { key: "games.timesOfDay.skyQuestion" },
  ...ROUTINE_IDS.map((id) => ({ key: "games.timesOfDay.whenIs", params: { thing: `@games.timesOfDay.routines.${id}` } })),
  { key: "games.timesOfDay.sortPrompt" },
  { key: "games.timesOfDay.orderPrompt" },
  // The part of the day found, said with its sky.
  { key: "games.timesOfDay.parts.*" },
  { key: "games.quickReflex.prompts.*" },
  { key: "games.oddOneOut.prompt" },
  { key: "games.oddOneOut.hints.*" },
  { key: "games.oddOneOut.reasons.*" },
  ...FIND_COUNTS.map((count) => ({ key: "games.visualAttention.findAll", params: { count } })),
  { key: "games.emotions.find.*" },
  { key: "games.emotions.nameQuestion" },
  { key: "games.emotions.feelings.*" },
  { key: "games.emotions.situations.*" },
  { key: "games.emotions.helpQuestion" },
  { key: "games.emotions.helps.*" },
  { key: "games.emotions.helpSituations.*" },
  ...MONTHS.map((month) => ({ key: "games.months.seasonOf", params: { month: `@games.months.names.${month}` } })),
  { key: "games.months.after.*" },
  { key: "games.months.before.*" },
  { key: "games.months.orderPrompt" },
  // The month or season found, said with its picture.
  { key: "games.months.names.*" },
  { key: "games.months.seasons.*" },
  { key: "games.letterMatch.prompts.*" },
  ...LETTER_PICTURE_IDS.map((id) => ({ key: "games.letterMatch.startsWith", params: { letter: `@games.letterMatch.initials.${id}` } })),
  { key: "games.letterMatch.words.*" },
  { key: "games.jigsaw.prompt" },
  { key: "games.jigsaw.promptTurned" },
  { key: "games.numberSequences.promptDots" },
  { key: "games.numberSequences.promptNext" },
  { key: "games.numberSequences.promptMissing" },
  { key: "games.numberSequences.hints.*" },
  // The written numbers number-sequences reads out when the gap is filled, and build-train when a wagon is coupled.
  ...Array.from({ length: Math.max(...NUMBER_SEQUENCE_LEVELS.map((level) => level.max)) }, (_, index) => ({ key: `=${index + 1}` })),
  { key: "games.weekDays.after.*" },
  { key: "games.weekDays.before.*" },
  { key: "games.weekDays.tomorrow.*" },
  { key: "games.weekDays.yesterday.*" },
  { key: "games.weekDays.dayAfterTomorrow.*" },
  { key: "games.weekDays.first" },
  { key: "games.weekDays.last" },
  { key: "games.weekDays.weekend" },
  { key: "games.weekDays.weekendNext" },
  { key: "games.weekDays.names.*" },
  ...SPOKEN_SCENES.map(({ sentence, thing }) => ({
    key: `games.spatialAttention.sentences.${sentence}`,
    params: { thing: `@games.spatialAttention.things.${thing}` },
  })),
  ...SPOT_LEVELS.map((level) => ({ key: "games.spotTheDifference.findCount", params: { count: level.differences } })),
  { key: "games.shapeMatching.prompt" },
  { key: "games.shapeMatching.promptTurned" },
  { key: "games.missingPieces.promptPicture" },
  { key: "games.missingPieces.promptCarpet" },
  { key: "games.missingPieces.hints.*" },
  { key: "games.completeSequence.nextPrompt" },
  { key: "games.completeSequence.missingPrompt" },
  { key: "games.completeSequence.orderPrompt" },
  { key: "games.completeSequence.steps.*" },
  { key: "games.auditoryAttention.listenFor.*" },
  // Every word the listening game says, the targets and their sound-alikes, in each language.
  { key: "games.auditoryAttention.words.*" },
  { key: "games.clock.readQuestion" },
  { key: "games.clock.matchTime" },
  { key: "games.clock.matchClock" },
  // Set the clock to every whole hour and half past, named in words.
  ...Array.from({ length: 12 }, (_, index) => index + 1).flatMap((hour) =>
    [`@games.clock.oclock.${hour}`, `@games.clock.halfPast.${hour}`].map((time) => ({ key: "games.clock.setTo", params: { time } })),
  ),
  { key: "games.clock.setToDigital" },
  // The time found, said in words.
  { key: "games.clock.oclock.*" },
  { key: "games.clock.halfPast.*" },
  { key: "games.memory.prompt" },
  { key: "games.patternPuzzle.study" },
  { key: "games.patternPuzzle.build" },
  { key: "games.stackRings.prompt" },
  { key: "games.stackRings.promptTwo" },
  { key: "games.attentionBlocks.prompt" },
  { key: "games.animalFamilies.findMum.*" },
  { key: "games.animalFamilies.nameBaby.*" },
  { key: "games.animalFamilies.babies.*" },
  { key: "games.animalFamilies.pairs.*" },
  { key: "games.findDifferentFigure.prompt" },
  { key: "games.findDifferentFigure.hints.*" },
  { key: "games.markSameObjects.prompt" },
  { key: "games.seasons.sortPrompt" },
  { key: "games.seasons.after.*" },
  { key: "games.seasons.oddQuestion" },
  // The season or odd picture found, said aloud.
  { key: "games.seasons.names.*" },
  { key: "games.seasons.things.*" },
  { key: "games.findDifferentPicture.prompt" },
  { key: "games.findDifferentPicture.hints.*" },
  { key: "games.colourMix.paintPrompts.*" },
  { key: "games.colourMix.mixResult.*" },
  { key: "games.colourMix.mixPaints.*" },
  { key: "games.colourMix.colours.*" },
  { key: "games.shapeHunt.spoken.*" },
  // The praise the shell speaks at the end of every level.
  { key: "games.play.praise.*" },
  ...LETTERS.map((letter) => ({ key: `=${letter}` })),
];

function leafKeys(strings: object, prefix: string): string[] {
  const node = prefix.split(".").reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], strings);
  if (!node || typeof node !== "object") return [];
  return Object.entries(node).flatMap(([key, value]) => (typeof value === "string" ? [`${prefix}.${key}`] : leafKeys(strings, `${prefix}.${key}`)));
}

/** The texts one language speaks in the games: what `npm run audio` records. */
export function gameSpokenTexts(t: Translate, strings: object): string[] {
  const texts = GAME_SPOKEN.flatMap((entry): string[] => {
    if (entry.key.startsWith("=")) return [entry.key.slice(1)];
    if (entry.key.endsWith(".*")) return leafKeys(strings, entry.key.slice(0, -2)).map((key) => t(key as TranslationKey));
    if (!entry.params) return [t(entry.key as TranslationKey)];
    const values = Object.fromEntries(
      Object.entries(entry.params).map(([name, value]) => [
        name,
        typeof value === "string" && value.startsWith("@") ? t(value.slice(1) as TranslationKey) : value,
      ]),
    );
    return [t(entry.key as TranslationKey, values)];
  });
  return [...new Set(texts)];
}

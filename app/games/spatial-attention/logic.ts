import { type ChoiceRound, choiceMaxScore } from "../choice-rounds";
import { type Random, pickDistinct, shuffled } from "../random";

/**
 * Where is it? (premium, 3-6 years, spatial attention): a sentence says where something is
 * ("The ball is under the table", spoken and written) and the child picks, among small drawn
 * scenes of the same table, the one that matches. Levels go from on/under to left/right and in,
 * then in front of/behind; from level 2 the scenes also differ in who is there (the ball or the
 * cat), so both words of the sentence count; the last level always offers the opposite place
 * (left for right, behind for in front) next to the right one.
 *
 * Scoring as in the other choice games: 10 points at the first try, 5 at the second.
 */
export const SPATIAL_ROUNDS = 6;

export const RELATIONS = ["on", "under", "in", "left", "right", "front", "behind"] as const;
export type Relation = (typeof RELATIONS)[number];

/** The places each object can show, as a drawing makes them clear. */
export const REFERENCE_RELATIONS = {
  table: ["on", "under", "left", "right"],
  chair: ["on", "under", "left", "right"],
  basket: ["in", "left", "right", "front"],
  box: ["on", "left", "right", "front", "behind"],
  tree: ["left", "right", "front", "behind"],
} as const satisfies Record<string, ReadonlyArray<Relation>>;
export type Reference = keyof typeof REFERENCE_RELATIONS;
export const REFERENCES = Object.keys(REFERENCE_RELATIONS) as Reference[];

export const THINGS = ["ball", "cat", "puppy"] as const;
export type Thing = (typeof THINGS)[number];

/** The place that is easiest to mix up with each one. */
export const OPPOSITE: Record<Relation, Relation> = {
  on: "under",
  under: "on",
  in: "front",
  left: "right",
  right: "left",
  front: "behind",
  behind: "front",
};

/** A sentence key: an object and one of its places (games.spatialAttention.sentences.<key>). */
export type SentenceKey = { [R in Reference]: `${R}.${(typeof REFERENCE_RELATIONS)[R][number]}` }[Reference];

export interface Scene {
  thing: Thing;
  relation: Relation;
  reference: Reference;
}

/** A scene as an option value: "ball.under.table". */
export type SceneId = string;

export const sceneId = (scene: Scene): SceneId => `${scene.thing}.${scene.relation}.${scene.reference}`;

export function parseScene(id: SceneId): Scene {
  const [thing, relation, reference] = id.split(".") as [Thing, Relation, Reference];
  return { thing, relation, reference };
}

export const sentenceKey = (scene: Scene): SentenceKey => `${scene.reference}.${scene.relation}` as SentenceKey;

export const canShow = (reference: Reference, relation: Relation): boolean => (REFERENCE_RELATIONS[reference] as ReadonlyArray<Relation>).includes(relation);

export interface SpatialLevel {
  relations: ReadonlyArray<Relation>;
  references: ReadonlyArray<Reference>;
  things: ReadonlyArray<Thing>;
  options: number;
  /** The opposite place is always among the options (left with right, behind with in front). */
  opposite: boolean;
}

export const SPATIAL_LEVELS: ReadonlyArray<SpatialLevel> = [
  { relations: ["on", "under"], references: ["table", "chair"], things: ["ball"], options: 2, opposite: true },
  { relations: ["on", "under"], references: ["table", "chair"], things: ["ball", "cat"], options: 3, opposite: false },
  { relations: ["on", "under", "in", "left", "right"], references: ["table", "chair", "basket", "box"], things: ["ball", "cat"], options: 3, opposite: false },
  { relations: RELATIONS, references: REFERENCES, things: THINGS, options: 4, opposite: false },
  { relations: RELATIONS, references: REFERENCES, things: THINGS, options: 4, opposite: true },
];

export const spatialLevel = (level: number): SpatialLevel => SPATIAL_LEVELS[level - 1] ?? (SPATIAL_LEVELS[0] as SpatialLevel);

/** The places a level can show with an object. */
const placesFor = (spec: SpatialLevel, reference: Reference): Relation[] => spec.relations.filter((relation) => canShow(reference, relation));

/** Every scene a level can draw with an object. */
export const scenesFor = (spec: SpatialLevel, reference: Reference): Scene[] =>
  placesFor(spec, reference).flatMap((relation) => spec.things.map((thing) => ({ thing, relation, reference })));

/**
 * The other scenes of a round, all with the same object: first the opposite place (when the
 * level asks for it), then the same thing somewhere else and another thing in the same place,
 * then anything else the level can draw.
 */
export function distractorScenes(target: Scene, spec: SpatialLevel, random: Random): Scene[] {
  const chosen: Scene[] = [];
  const add = (scene: Scene | undefined) => {
    if (!scene || chosen.length >= spec.options - 1 || sceneId(scene) === sceneId(target)) return;
    if (chosen.some((other) => sceneId(other) === sceneId(scene))) return;
    chosen.push(scene);
  };
  const all = shuffled(scenesFor(spec, target.reference), random);
  if (spec.opposite && canShow(target.reference, OPPOSITE[target.relation])) add({ ...target, relation: OPPOSITE[target.relation] });
  add(all.find((scene) => scene.thing === target.thing && scene.relation !== target.relation));
  add(all.find((scene) => scene.thing !== target.thing && scene.relation === target.relation));
  all.forEach(add);
  return chosen;
}

/**
 * The rounds of a play: a new object each round (so never the same sentence twice in a row),
 * and the places taking turns: each round asks for a place used least so far.
 */
export function spatialRounds(level: number, random: Random, rounds = SPATIAL_ROUNDS): ChoiceRound<SceneId>[] {
  const spec = spatialLevel(level);
  const result: ChoiceRound<SceneId>[] = [];
  const used = new Map<Relation, number>();
  let previous: Reference | undefined;
  for (let index = 0; index < rounds; index += 1) {
    const reference = pickDistinct(
      spec.references.filter((other) => other !== previous),
      1,
      random,
    )[0] as Reference;
    const places = placesFor(spec, reference);
    const fewest = Math.min(...places.map((place) => used.get(place) ?? 0));
    const [relation] = pickDistinct(
      places.filter((place) => (used.get(place) ?? 0) === fewest),
      1,
      random,
    ) as [Relation];
    used.set(relation, (used.get(relation) ?? 0) + 1);
    const [thing] = pickDistinct(spec.things, 1, random) as [Thing];
    const target: Scene = { thing, relation, reference };
    const options = shuffled([target, ...distractorScenes(target, spec, random)], random).map(sceneId);
    result.push({ target: sceneId(target), options });
    previous = reference;
  }
  return result;
}

export const spatialAttentionMaxScore = (_level: number): number => choiceMaxScore(SPATIAL_ROUNDS);

/** Every sentence the game can say, with each thing: the spoken prompts. */
export const SPOKEN_SCENES: ReadonlyArray<{ sentence: SentenceKey; thing: Thing }> = REFERENCES.flatMap((reference) =>
  REFERENCE_RELATIONS[reference].flatMap((relation: Relation) => THINGS.map((thing) => ({ sentence: sentenceKey({ thing, relation, reference }), thing }))),
);

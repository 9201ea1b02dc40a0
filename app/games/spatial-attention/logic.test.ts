import { describe, expect, it } from "vitest";
import { POINTS_PER_ROUND } from "../choice-rounds";
import { seededRandom } from "../random";
import en from "~/locales/en/games/spatialAttention.json";
import {
  OPPOSITE,
  REFERENCES,
  REFERENCE_RELATIONS,
  RELATIONS,
  SPATIAL_LEVELS,
  SPATIAL_ROUNDS,
  SPOKEN_SCENES,
  type Scene,
  THINGS,
  canShow,
  distractorScenes,
  parseScene,
  sceneId,
  scenesFor,
  sentenceKey,
  spatialAttentionMaxScore,
  spatialLevel,
  spatialRounds,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026, 77777];
const LEVELS = [1, 2, 3, 4, 5];

describe("where-is-it levels", () => {
  it("grows from on/under to left, right and in, then in front of and behind", () => {
    expect(SPATIAL_LEVELS).toHaveLength(5);
    expect(spatialLevel(1).relations).toEqual(["on", "under"]);
    expect(spatialLevel(3).relations).toEqual(expect.arrayContaining(["left", "right", "in"]));
    expect(spatialLevel(3).relations).not.toContain("front");
    expect(spatialLevel(4).relations).toEqual(expect.arrayContaining(["front", "behind"]));
    for (let level = 2; level <= 5; level += 1) {
      expect(spatialLevel(level).options).toBeGreaterThanOrEqual(spatialLevel(level - 1).options);
      expect(spatialLevel(level).relations.length).toBeGreaterThanOrEqual(spatialLevel(level - 1).relations.length);
    }
    expect(spatialLevel(1).things).toEqual(["ball"]);
    expect(spatialLevel(2).things.length).toBeGreaterThan(1);
    expect(spatialLevel(99)).toBe(spatialLevel(1));
  });

  it("can draw enough different scenes with every object a level uses", () => {
    for (const spec of SPATIAL_LEVELS) {
      for (const reference of spec.references) {
        expect(scenesFor(spec, reference).length, `${reference}`).toBeGreaterThanOrEqual(spec.options);
      }
    }
  });

  it("pairs each place with an opposite place and names every object's places in the strings", () => {
    for (const relation of RELATIONS) expect(OPPOSITE[relation]).not.toBe(relation);
    for (const reference of REFERENCES) {
      const sentences = en.sentences[reference] as Record<string, string>;
      expect(Object.keys(sentences).toSorted()).toEqual([...REFERENCE_RELATIONS[reference]].toSorted());
    }
    expect(canShow("tree", "on")).toBe(false);
    expect(canShow("basket", "in")).toBe(true);
  });
});

describe("where-is-it rounds", () => {
  it.each(SEEDS)("asks for a scene among the level's options, all with the same object and all different (seed %i)", (seed) => {
    for (const level of LEVELS) {
      const spec = spatialLevel(level);
      const rounds = spatialRounds(level, seededRandom(seed));
      expect(rounds).toHaveLength(SPATIAL_ROUNDS);
      rounds.forEach((round, index) => {
        const target = parseScene(round.target);
        expect(round.options).toHaveLength(spec.options);
        expect(new Set(round.options).size).toBe(spec.options);
        expect(round.options.filter((option) => option === round.target)).toHaveLength(1);
        for (const option of round.options.map(parseScene)) {
          expect(option.reference).toBe(target.reference);
          expect(spec.relations).toContain(option.relation);
          expect(spec.things).toContain(option.thing);
          expect(canShow(option.reference, option.relation)).toBe(true);
        }
        // Another place with the same thing is always there: the place has to be heard.
        expect(round.options.map(parseScene).some((option) => option.thing === target.thing && option.relation !== target.relation)).toBe(true);
        expect(target.reference).not.toBe(index > 0 ? parseScene(rounds[index - 1]?.target ?? "").reference : undefined);
      });
    }
  });

  it.each(SEEDS)("offers the opposite place whenever the level asks for it and the object has it (seed %i)", (seed) => {
    for (const level of [1, 5]) {
      for (const round of spatialRounds(level, seededRandom(seed))) {
        const target = parseScene(round.target);
        const opposite = sceneId({ ...target, relation: OPPOSITE[target.relation] });
        expect(!canShow(target.reference, OPPOSITE[target.relation]) || round.options.includes(opposite)).toBe(true);
      }
    }
  });

  it("lets the places take turns, so a play asks for many of them", () => {
    for (const seed of SEEDS) {
      const asked = new Set(spatialRounds(4, seededRandom(seed)).map((round) => parseScene(round.target).relation));
      expect(asked.size).toBeGreaterThanOrEqual(4);
      const first = new Set(spatialRounds(1, seededRandom(seed)).map((round) => parseScene(round.target).relation));
      expect(first).toEqual(new Set(["on", "under"]));
    }
  });

  it("offers at level 2 the same thing elsewhere and another thing in the same place", () => {
    const target: Scene = { thing: "ball", relation: "under", reference: "table" };
    const others = distractorScenes(target, spatialLevel(2), seededRandom(4));
    expect(others.map(sceneId).toSorted()).toEqual(["ball.on.table", "cat.under.table"]);
  });
});

describe("scenes and sentences", () => {
  it("turns a scene into an option value and back", () => {
    const scene: Scene = { thing: "puppy", relation: "behind", reference: "box" };
    expect(sceneId(scene)).toBe("puppy.behind.box");
    expect(parseScene(sceneId(scene))).toEqual(scene);
    expect(sentenceKey(scene)).toBe("box.behind");
  });

  it("speaks every sentence with every thing, each once", () => {
    const places = REFERENCES.reduce((sum, reference) => sum + REFERENCE_RELATIONS[reference].length, 0);
    expect(SPOKEN_SCENES).toHaveLength(places * THINGS.length);
    expect(new Set(SPOKEN_SCENES.map((entry) => `${entry.sentence}-${entry.thing}`)).size).toBe(SPOKEN_SCENES.length);
  });

  it("scores six rounds like the other choice games", () => {
    expect(spatialAttentionMaxScore(1)).toBe(SPATIAL_ROUNDS * POINTS_PER_ROUND);
    expect(spatialAttentionMaxScore(5)).toBe(spatialAttentionMaxScore(1));
  });
});

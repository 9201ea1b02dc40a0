import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import {
  JITTER,
  PLACE_SIZE,
  SPOT_LEVELS,
  SPOT_SCENES,
  type ChangeKind,
  type Scene,
  type SpotLevel,
  type SpotPlay,
  type Thing,
  WRONG_TAP_COST,
  nextSpotScene,
  samePlace,
  sceneDone,
  scenePoints,
  showHint,
  spotLevel,
  spotPlayOver,
  spotScene,
  spotScenes,
  spotScore,
  spotTheDifferenceMaxScore,
  startSpotPlay,
  tapPlace,
  thingPosition,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026, 777];
const differencePlaces = (scene: Scene) => scene.differences.map((difference) => difference.place);
const samePlaces = (scene: Scene) => scene.first.flatMap((_, place) => (differencePlaces(scene).includes(place) ? [] : [place]));

/** How two versions of a place differ, in words: "missing", the fields that changed, and by how much. */
function howTheyDiffer(a: Thing | null, b: Thing | null): string {
  if (!a || !b) return a || b ? "missing" : "both empty";
  const fields = (Object.keys(a) as Array<keyof Thing>).filter((field) => a[field] !== b[field]).toSorted();
  const moved = Math.abs(a.dx - b.dx) + Math.abs(a.dy - b.dy);
  // Across or up and down, a move is a move.
  if (fields.join() === "dx" || fields.join() === "dy") return `moved by ${moved}`;
  return `${fields.join("+")}${a.size !== b.size ? ` to ${Math.min(a.size, b.size)}` : ""}`;
}

/** What howTheyDiffer says for a change of a level. */
function expectedChange(change: ChangeKind, settings: SpotLevel): string {
  if (change === "missing") return "missing";
  if (change === "color") return "color+pattern";
  if (change === "resized") return `size to ${settings.shrink}`;
  if (change === "moved") return `moved by ${settings.move}`;
  return change;
}

/** Finds every difference of the scene after `wrong` wrong taps, then moves on. */
function solve(play: SpotPlay, scene: Scene, wrong: number): SpotPlay {
  let current = play;
  const same = samePlaces(scene);
  for (let tap = 0; tap < wrong; tap += 1) current = tapPlace(current, scene, same[tap % same.length] as number).play;
  for (const place of differencePlaces(scene)) current = tapPlace(current, scene, place).play;
  return nextSpotScene(current);
}

describe("spot the difference: levels", () => {
  it("grows from 2 differences to 5, in bigger pictures, with more kinds of change", () => {
    expect(SPOT_LEVELS).toHaveLength(5);
    expect(SPOT_LEVELS.map((level) => level.differences)).toEqual([2, 3, 3, 4, 5]);
    expect(SPOT_LEVELS.map((level) => level.columns * level.rows)).toEqual([6, 9, 12, 12, 16]);
    expect(SPOT_LEVELS[0]?.changes).toEqual(["missing", "color"]);
    for (let level = 2; level <= 5; level += 1) {
      const now = spotLevel(level);
      const before = spotLevel(level - 1);
      expect(now.changes.length).toBeGreaterThanOrEqual(before.changes.length);
      expect(now.move).toBeLessThanOrEqual(before.move);
      expect(now.shrink).toBeGreaterThanOrEqual(before.shrink);
      expect(now.things).toBeGreaterThan(before.things);
    }
    expect(spotLevel(5).changes).toContain("pattern");
    expect(spotLevel(0)).toBe(SPOT_LEVELS[0]);
  });

  it("keeps a moved thing inside its place", () => {
    for (const level of SPOT_LEVELS) expect(level.move / 2 + 6.5).toBeLessThanOrEqual(PLACE_SIZE / 2);
  });
});

describe("spot the difference: scenes", () => {
  it.each(SEEDS)("differs exactly at the level's differences, with things where the level wants them (seed %i)", (seed) => {
    const random = seededRandom(seed);
    for (let level = 1; level <= 5; level += 1) {
      const settings = spotLevel(level);
      for (const scene of spotScenes(level, random)) {
        const places = settings.columns * settings.rows;
        expect(scene.first).toHaveLength(places);
        expect(scene.second).toHaveLength(places);
        expect(scene.differences).toHaveLength(settings.differences);
        expect(new Set(differencePlaces(scene)).size).toBe(settings.differences);
        scene.first.forEach((thing, place) => expect(samePlace(thing, scene.second[place] ?? null)).toBe(!differencePlaces(scene).includes(place)));
        const holding = scene.first.filter((thing, place) => thing || scene.second[place]).length;
        expect(holding).toBe(settings.things);
        for (const { change } of scene.differences) expect(settings.changes).toContain(change);
      }
    }
  });

  it.each(SEEDS)("makes each change the way it says: colour always with the pattern, never colour alone (seed %i)", (seed) => {
    const random = seededRandom(seed);
    for (let level = 1; level <= 5; level += 1) {
      const settings = spotLevel(level);
      for (const scene of spotScenes(level, random)) {
        const seen = scene.differences.map(({ place }) => howTheyDiffer(scene.first[place] ?? null, scene.second[place] ?? null));
        expect(seen).toEqual(scene.differences.map(({ change }) => expectedChange(change, settings)));
      }
    }
  });

  it("uses every change of a level, spreading them over the differences", () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 30; seed += 1) for (const { change } of spotScene(5, seededRandom(seed)).differences) seen.add(change);
    expect([...seen].toSorted()).toEqual([...spotLevel(5).changes].toSorted());
    for (let seed = 0; seed < 30; seed += 1) {
      const changes = spotScene(5, seededRandom(seed)).differences.map((difference) => difference.change);
      expect(new Set(changes).size).toBe(5);
    }
  });

  it("puts the missing thing in either picture", () => {
    const missingIn = new Set<string>();
    for (let seed = 0; seed < 40; seed += 1) {
      const scene = spotScene(1, seededRandom(seed));
      for (const { place } of scene.differences.filter((difference) => difference.change === "missing")) missingIn.add(scene.first[place] ? "second" : "first");
      expect(scene.differences.map((difference) => difference.change)).toContain("missing");
    }
    expect([...missingIn].toSorted()).toEqual(["first", "second"]);
  });

  it("describes where a thing sits only when it is clearly off the middle", () => {
    const thing: Thing = { kind: "ball", color: "red", pattern: "plain", size: 1, dx: JITTER, dy: -JITTER };
    expect(thingPosition(thing)).toBeNull();
    expect(thingPosition({ ...thing, dx: -2 })).toBe("left");
    expect(thingPosition({ ...thing, dx: 3.5 })).toBe("right");
    expect(thingPosition({ ...thing, dx: 0, dy: -2 })).toBe("up");
    expect(thingPosition({ ...thing, dx: 0, dy: 2 })).toBe("down");
  });
});

describe("spot the difference: tapping", () => {
  const scene = spotScene(2, seededRandom(11));
  const [first, second] = differencePlaces(scene) as [number, number];
  const same = samePlaces(scene)[0] as number;

  it("finds a difference, counts a same place as a wrong tap and ignores a circled place", () => {
    let step = tapPlace(startSpotPlay(), scene, first);
    expect(step.outcome).toBe("found");
    expect(step.play).toMatchObject({ found: [first], attempts: 1, successes: 1 });
    expect(tapPlace(step.play, scene, first)).toEqual({ play: step.play, outcome: "ignored" });
    step = tapPlace(step.play, scene, same);
    expect(step.outcome).toBe("wrong");
    expect(step.play).toMatchObject({ wrongThisScene: 1, attempts: 2, successes: 1 });
    expect(tapPlace(step.play, scene, -1).outcome).toBe("ignored");
    expect(tapPlace(step.play, scene, scene.first.length).outcome).toBe("ignored");
  });

  it("counts fast repeated taps on the same wrong place once", () => {
    let play = startSpotPlay();
    for (let tap = 0; tap < 4; tap += 1) play = tapPlace(play, scene, same).play;
    expect(play).toMatchObject({ wrongThisScene: 1, wrongPlaces: [same], attempts: 1 });
    expect(spotScore(tapPlace(play, scene, first).play)).toBe(10 - WRONG_TAP_COST);
    expect(nextSpotScene(play).wrongPlaces).toEqual([]);
  });

  it("shows the next difference not yet circled for no points, and ends the scene when all are circled", () => {
    let play = tapPlace(startSpotPlay(), scene, second).play;
    play = showHint(play, scene);
    expect(play.shown).toEqual([first]);
    expect(sceneDone(play, scene)).toBe(false);
    expect(tapPlace(play, scene, first).outcome).toBe("ignored");
    play = showHint(play, scene);
    expect(sceneDone(play, scene)).toBe(true);
    expect(showHint(play, scene)).toBe(play);
    expect(tapPlace(play, scene, same).outcome).toBe("ignored");
    expect(spotScore(play)).toBe(10);
  });

  it("banks each scene's points and knows when the play is over", () => {
    let play = solve(startSpotPlay(), scene, 1);
    expect(play).toMatchObject({ scene: 1, found: [], shown: [], wrongThisScene: 0, banked: 30 - WRONG_TAP_COST });
    expect(spotPlayOver(play)).toBe(false);
    play = solve(play, scene, 0);
    expect(spotPlayOver(play)).toBe(true);
    expect(spotScore(play)).toBe(57);
    expect(play).toMatchObject({ attempts: 7, successes: 6 });
  });
});

describe("spot the difference: scoring", () => {
  it("gives 10 per difference minus 3 per wrong tap, never below 0 in a scene", () => {
    expect(scenePoints(3, 0)).toBe(30);
    expect(scenePoints(3, 2)).toBe(24);
    expect(scenePoints(1, 20)).toBe(0);
  });

  it("allows 10 points per difference of every scene as the level's maximum, reached by a perfect play", () => {
    expect([1, 2, 3, 4, 5].map(spotTheDifferenceMaxScore)).toEqual([40, 60, 60, 80, 100]);
    for (let level = 1; level <= 5; level += 1) {
      let play = startSpotPlay();
      for (const scene of spotScenes(level, seededRandom(level))) play = solve(play, scene, 0);
      expect(spotScore(play)).toBe(spotTheDifferenceMaxScore(level));
    }
  });

  it("lets a child with a few wrong taps pass and gives partial credit to one who taps everywhere", () => {
    const scenes = spotScenes(5, seededRandom(5));
    expect(scenes).toHaveLength(SPOT_SCENES);
    let careful = startSpotPlay();
    let tapping = startSpotPlay();
    for (const scene of scenes) {
      careful = solve(careful, scene, 4);
      tapping = solve(tapping, scene, 11);
    }
    expect(scorePercent(spotScore(careful), spotTheDifferenceMaxScore(5))).toBeGreaterThanOrEqual(PASS_PERCENT);
    const percent = scorePercent(spotScore(tapping), spotTheDifferenceMaxScore(5));
    expect(percent).toBeGreaterThan(0);
    expect(percent).toBeLessThan(PASS_PERCENT);
  });
});

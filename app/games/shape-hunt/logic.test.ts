import { describe, expect, it } from "vitest";
import { ROUNDS_PER_LEVEL } from "../choice-rounds";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import az from "~/locales/az/games/shapeHunt.json";
import en from "~/locales/en/games/shapeHunt.json";
import ru from "~/locales/ru/games/shapeHunt.json";
import {
  HUNT_LEVELS,
  type HuntRound,
  MIN_RECTANGLE_RATIO,
  MIN_SIDE,
  PART_NAMES,
  type Part,
  SCENES,
  SCENE_WIDTH,
  SHAPE_KINDS,
  type Scene,
  type ShapeKind,
  huntLevel,
  huntPlayOver,
  huntRounds,
  nextHuntRound,
  roundPoints,
  shapeContains,
  shapeHuntMaxScore,
  showHint,
  startHuntPlay,
  tapShape,
  targetsOf,
  toyScene,
  turnedSize,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026];
/** A tap lands within this many units of where it is aimed. */
const TAP_SLACK = 2;

/** Points around a shape's centre (where a tap aims): the centre and TAP_SLACK units each way. */
const aimPoints = (shape: Part) => {
  const cx = shape.x + shape.w / 2;
  const cy = shape.y + shape.h / 2;
  return [
    [cx, cy],
    [cx - TAP_SLACK, cy],
    [cx + TAP_SLACK, cy],
    [cx, cy - TAP_SLACK],
    [cx, cy + TAP_SLACK],
  ] as const;
};

/** What is wrong with a scene's drawing (nothing, for a fair scene). */
function sceneProblems(scene: Scene): string[] {
  const found: string[] = [];
  scene.parts.forEach((shape, index) => {
    const name = `${scene.id} #${index} ${shape.part}`;
    const check = (ok: boolean, what: string) => {
      if (!ok) found.push(`${name}: ${what}`);
    };
    check(Math.min(shape.w, shape.h) >= MIN_SIDE, "too small to tap");
    if (shape.kind === "circle" || shape.kind === "square") check(shape.w === shape.h, "not round or square");
    if (shape.kind === "rectangle") check(Math.max(shape.w, shape.h) / Math.min(shape.w, shape.h) >= MIN_RECTANGLE_RATIO, "could pass for a square");
    check(shape.kind === "triangle" ? shape.points?.length === 3 : shape.points === undefined, "corners");
    const { width, height } = turnedSize(shape.w, shape.h, shape.rotate ?? 0);
    const cx = shape.x + shape.w / 2;
    const cy = shape.y + shape.h / 2;
    check(
      cx - width / 2 >= -0.01 && cx + width / 2 <= SCENE_WIDTH + 0.01 && cy - height / 2 >= -0.01 && cy + height / 2 <= scene.height + 0.01,
      "outside the scene",
    );
    for (const [x, y] of aimPoints(shape)) {
      check(shapeContains(shape, x, y), `a tap at its middle (${x}, ${y}) misses it`);
      const above = scene.parts.slice(index + 1).filter((other) => shapeContains(other, x, y));
      check(above.length === 0, `its middle is covered by ${above.map((other) => other.part).join(", ")}`);
    }
  });
  return found;
}

const drawnScenes = Object.values(SCENES);

const turned = (id: string) => id === "toys" || (SCENES[id as keyof typeof SCENES]?.parts.some((shape) => shape.rotate) ?? false);

/** The average number of shapes in a level's drawn scenes. */
function average(level: number): number {
  const drawn = huntLevel(level)
    .scenes.filter((id) => id !== "toys")
    .map((id) => SCENES[id as keyof typeof SCENES].parts.length);
  return drawn.reduce((sum, count) => sum + count, 0) / drawn.length;
}

/** What is wrong with a level's rounds (nothing, for a valid play). */
function roundProblems(level: number, rounds: ReadonlyArray<HuntRound>): string[] {
  const settings = huntLevel(level);
  const found: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) found.push(`level ${level}: ${what}`);
  };
  check(rounds.length === ROUNDS_PER_LEVEL, "round count");
  rounds.forEach((round, index) => {
    check(settings.scenes.includes(round.scene.id), `round ${index}: scene ${round.scene.id}`);
    check(settings.kinds.includes(round.target), `round ${index}: kind ${round.target}`);
    check(round.targets.length >= settings.minTargets && round.targets.length <= settings.maxTargets, `round ${index}: ${round.targets.length} targets`);
    check(JSON.stringify(round.targets) === JSON.stringify(targetsOf(round.scene, round.target)), `round ${index}: targets`);
    check(sceneProblems(round.scene).length === 0, `round ${index}: unfair scene`);
  });
  // A scene met twice in a play asks for a different kind the second time.
  const asks = rounds.map((round) => `${round.scene.id}:${round.target}`);
  check(new Set(asks).size === asks.length, "the same question twice");
  return found;
}

const rounds = huntRounds(1, seededRandom(7));
const wrongOf = (round: HuntRound) => round.scene.parts.findIndex((_, index) => !round.targets.includes(index));

/** Plays level 1 with this many wrong taps before the right ones in each round: the percent and whether the hint showed. */
function playAll(wrongTapsPerRound: number): { percent: number; hinted: boolean[] } {
  let play = startHuntPlay();
  const hinted: boolean[] = [];
  for (const round of rounds) {
    const wrongs = round.scene.parts.flatMap((_, index) => (round.targets.includes(index) ? [] : [index])).slice(0, wrongTapsPerRound);
    for (const index of wrongs) play = tapShape(play, rounds, index).play;
    hinted.push(showHint(play));
    for (const index of round.targets) play = tapShape(play, rounds, index).play;
    play = nextHuntRound(play);
  }
  return { percent: huntPlayOver(play, rounds.length) ? scorePercent(play.score, shapeHuntMaxScore(1)) : -1, hinted };
}

describe("shape-hunt geometry", () => {
  it("tells whether a point is on a circle, a box, a triangle and a turned square", () => {
    const circle: Part = { part: "sun", kind: "circle", x: 0, y: 0, w: 20, h: 20, color: "#000" };
    expect(shapeContains(circle, 10, 10)).toBe(true);
    expect(shapeContains(circle, 1, 1)).toBe(false);
    const triangle: Part = {
      part: "roof",
      kind: "triangle",
      x: 0,
      y: 0,
      w: 20,
      h: 20,
      color: "#000",
      points: [
        [0.5, 0],
        [1, 1],
        [0, 1],
      ],
    };
    expect(shapeContains(triangle, 10, 15)).toBe(true);
    expect(shapeContains(triangle, 2, 2)).toBe(false);
    const square: Part = { part: "kite", kind: "square", x: 0, y: 0, w: 20, h: 20, color: "#000" };
    expect(shapeContains(square, 1, 1)).toBe(true);
    // Turned by 45°, the square's corner region is empty and its tips reach beyond the box.
    expect(shapeContains({ ...square, rotate: 45 }, 1, 1)).toBe(false);
    expect(shapeContains({ ...square, rotate: 45 }, 10, -3)).toBe(true);
    expect(turnedSize(20, 20, 45).width).toBeCloseTo(28.28, 1);
    expect(turnedSize(18, 28, 0)).toEqual({ width: 18, height: 28 });
  });

  it.each(drawnScenes.map((scene) => [scene.id, scene] as const))("draws the %s scene fairly: big, true shapes, each tappable in its middle", (_id, scene) => {
    expect(sceneProblems(scene)).toEqual([]);
    for (const shape of scene.parts) expect(PART_NAMES).toContain(shape.part);
  });

  it("reports an unfair scene (the checker itself can fail)", () => {
    const house = SCENES.house;
    const covered: Scene = { ...house, parts: [...house.parts, { part: "box", kind: "square", x: 20, y: 40, w: 40, h: 40, color: "#000" }] };
    expect(sceneProblems(covered).some((problem) => problem.includes("covered by box"))).toBe(true);
    const squat: Scene = { ...house, parts: [{ part: "door", kind: "rectangle", x: 0, y: 0, w: 20, h: 24, color: "#000" }] };
    expect(sceneProblems(squat)).toContain("house #0 door: could pass for a square");
  });

  it.each(SEEDS)("lays toys on the rug fairly, even turned by 45° (seed %i)", (seed) => {
    const random = seededRandom(seed);
    for (const kind of SHAPE_KINDS) {
      for (const turn of [0, 25, 45]) {
        const count = 2 + (seed % 3);
        const scene = toyScene(kind, count, turn, random);
        expect(scene.parts).toHaveLength(9);
        expect(targetsOf(scene, kind)).toHaveLength(count);
        expect(sceneProblems(scene)).toEqual([]);
        for (const shape of scene.parts) expect(Math.abs(shape.rotate ?? 0)).toBeLessThanOrEqual(turn);
      }
    }
  });
});

describe("shape-hunt levels", () => {
  it("grows from a simple house to busy, turned and built-up scenes", () => {
    expect(HUNT_LEVELS).toHaveLength(5);
    expect(HUNT_LEVELS[0]?.kinds).not.toContain("rectangle");
    expect(HUNT_LEVELS.map((level) => level.toyTurn)).toEqual([0, 0, 25, 25, 45]);
    for (let level = 2; level <= 5; level += 1) expect(huntLevel(level).maxTargets).toBeGreaterThanOrEqual(huntLevel(level - 1).maxTargets);
    // Scenes with turned shapes come at level 3, scenes built of similar parts at level 4.
    expect(huntLevel(1).scenes.some(turned)).toBe(false);
    expect(huntLevel(2).scenes.some(turned)).toBe(false);
    expect(huntLevel(3).scenes.every(turned) || huntLevel(3).scenes.filter(turned).length >= 2).toBe(true);
    expect(huntLevel(4).scenes).toEqual(["caterpillar", "castle", "picnic"]);
    expect(average(4)).toBeGreaterThan(average(1));
    expect(huntLevel(0)).toBe(HUNT_LEVELS[0]);
  });

  it.each(SEEDS)("deals rounds with the right count of shapes to find (seed %i)", (seed) => {
    for (let level = 1; level <= HUNT_LEVELS.length; level += 1) expect(roundProblems(level, huntRounds(level, seededRandom(seed)))).toEqual([]);
  });

  it("has a kind to ask for in every scene of a level, whatever parts are left out", () => {
    for (const [index, level] of HUNT_LEVELS.entries()) {
      for (const id of level.scenes.filter((scene) => scene !== "toys")) {
        const scene = SCENES[id as keyof typeof SCENES];
        const always = { ...scene, parts: scene.parts.filter((shape) => !shape.optional) };
        for (const variant of [scene, always]) {
          const kinds = level.kinds.filter(
            (kind) => targetsOf(variant, kind).length >= level.minTargets && targetsOf(variant, kind).length <= level.maxTargets,
          );
          expect(kinds.length, `level ${index + 1} ${id}`).toBeGreaterThanOrEqual(2);
        }
      }
    }
  });
});

describe("shape-hunt play", () => {
  it("finds shapes of the asked kind, counts a wrong shape once, and ends the round at the last one", () => {
    const round = rounds[0] as HuntRound;
    let play = startHuntPlay();
    const wrong = wrongOf(round);
    let result = tapShape(play, rounds, wrong);
    expect(result.outcome).toBe("wrong");
    play = result.play;
    expect(tapShape(play, rounds, wrong).outcome).toBe("ignored");
    expect(tapShape(play, rounds, 99).outcome).toBe("ignored");
    for (const [position, index] of round.targets.entries()) {
      result = tapShape(play, rounds, index);
      expect(result.outcome).toBe(position === round.targets.length - 1 ? "roundDone" : "found");
      expect(tapShape(result.play, rounds, index).outcome).toBe("ignored");
      play = result.play;
    }
    expect(play.score).toBe(roundPoints(1));
    expect(play).toMatchObject({ attempts: round.targets.length + 1, successes: round.targets.length });
    play = nextHuntRound(play);
    expect(play).toMatchObject({ round: 1, found: [], wrong: [] });
  });

  it("scores 10 a round without mistakes, 3 less per wrong shape, never below 2", () => {
    expect([0, 1, 2, 3, 4, 10].map(roundPoints)).toEqual([10, 7, 4, 2, 2, 2]);
    expect(shapeHuntMaxScore(1)).toBe(50);
  });

  it("lets a careful child pass, gives partial credit, and points out the shapes after three wrong taps", () => {
    expect(playAll(0)).toEqual({ percent: 100, hinted: [false, false, false, false, false] });
    expect(playAll(1).percent).toBeGreaterThanOrEqual(PASS_PERCENT);
    expect(playAll(2).percent).toBeLessThan(PASS_PERCENT);
    expect(playAll(2).percent).toBeGreaterThan(0);
    expect(playAll(3).hinted).toEqual([true, true, true, true, true]);
    expect(playAll(2).hinted).toEqual([false, false, false, false, false]);
    expect(showHint(startHuntPlay())).toBe(false);
  });
});

describe("shape-hunt strings", () => {
  it.each([
    ["en", en],
    ["az", az],
    ["ru", ru],
  ] as const)("names every part and kind in %s", (_language, strings) => {
    expect(Object.keys(strings.parts).toSorted()).toEqual([...PART_NAMES].toSorted());
    for (const table of [strings.isA, strings.yes, strings.spoken]) expect(Object.keys(table).toSorted()).toEqual([...SHAPE_KINDS].toSorted());
    const prompts = Object.keys(strings.prompts).map((key) => key.replace(/_(one|few|many|other)$/, ""));
    expect([...new Set(prompts)].toSorted()).toEqual([...SHAPE_KINDS].toSorted());
  });

  it("uses Cyrillic in Russian and its own words in Azerbaijani", () => {
    for (const kind of SHAPE_KINDS satisfies ReadonlyArray<ShapeKind>) {
      expect(ru.isA[kind]).toMatch(/[а-яё]/i);
      expect(az.isA[kind]).not.toBe(en.isA[kind]);
    }
    for (const name of PART_NAMES) expect(ru.parts[name]).toMatch(/[а-яё]/i);
  });
});

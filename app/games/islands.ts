import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { BoardProps } from "./board";
import type { GameId } from "./registry";

/** Each game's board is its own chunk, downloaded only when a level starts (budget: 40 KB gzip). */
export const BOARDS: Record<GameId, LazyExoticComponent<ComponentType<BoardProps>>> = {
  "build-tower": lazy(() => import("./build-tower/BuildTowerBoard")),
  "build-train": lazy(() => import("./build-train/BuildTrainBoard")),
  "thread-beads": lazy(() => import("./thread-beads/ThreadBeadsBoard")),
  "bubble-sorties": lazy(() => import("./bubble-sorties/BubbleSortiesBoard")),
  imitation: lazy(() => import("./imitation/ImitationBoard")),
  "color-matching": lazy(() => import("./color-matching/ColorMatchingBoard")),
  "shape-recognition": lazy(() => import("./shape-recognition/ShapeRecognitionBoard")),
  counting: lazy(() => import("./counting/CountingBoard")),
  memory: lazy(() => import("./memory/MemoryBoard")),
  "name-object": lazy(() => import("./name-object/NameObjectBoard")),
  "attention-letters": lazy(() => import("./attention-letters/AttentionLettersBoard")),
  focus: lazy(() => import("./focus/FocusBoard")),
  "animal-sounds": lazy(() => import("./animal-sounds/AnimalSoundsBoard")),
  "trace-strokes": lazy(() => import("./trace-strokes/TraceStrokesBoard")),
};

import type { PictureData } from "./art/Picture";
import type { GameId } from "./registry";
import abacus from "fluent:abacus";
import alarmClock from "fluent:alarm-clock";
import artistPalette from "fluent:artist-palette";
import balloon from "fluent:balloon";
import bird from "fluent:bird";
import bullseye from "fluent:bullseye";
import butterfly from "fluent:butterfly";
import calendar from "fluent:calendar";
import cow from "fluent:cow";
import ear from "fluent:ear";
import eyes from "fluent:eyes";
import fallenLeaf from "fluent:fallen-leaf";
import fish from "fluent:fish";
import framedPicture from "fluent:framed-picture";
import frog from "fluent:frog";
import greenApple from "fluent:green-apple";
import hatchingChick from "fluent:hatching-chick";
import highVoltage from "fluent:high-voltage";
import kite from "fluent:kite";
import largeBlueDiamond from "fluent:large-blue-diamond";
import largeOrangeDiamond from "fluent:large-orange-diamond";
import locomotive from "fluent:locomotive";
import magnifyingGlass from "fluent:magnifying-glass-tilted-left";
import owl from "fluent:owl";
import package_ from "fluent:package";
import paintbrush from "fluent:paintbrush";
import pencil from "fluent:pencil";
import thread from "fluent:thread";
import puzzlePiece from "fluent:puzzle-piece";
import redTriangle from "fluent:red-triangle";
import rainbow from "fluent:rainbow";
import ringBuoy from "fluent:ring-buoy";
import seedling from "fluent:seedling";
import smilingFace from "fluent:smiling-face-with-smiling-eyes";
import socks from "fluent:socks";
import spiralCalendar from "fluent:spiral-calendar";
import sunrise from "fluent:sunrise";
import teddyBear from "fluent:teddy-bear";
import trafficLight from "fluent:vertical-traffic-light";
import triangularRuler from "fluent:triangular-ruler";
import brick from "fluent:brick";
import blueSquare from "fluent:blue-square";
import checkBox from "fluent:check-box-with-check";

/**
 * Each game's picture on the child's picker, the game's page and the catalogue: a thing a
 * three-year-old knows, from the games' picture world (docs/art-style.md), drawn by the server.
 */
const GAME_PICTURES: Record<GameId, PictureData> = {
  "color-matching": artistPalette,
  "shape-recognition": redTriangle,
  counting: abacus,
  memory: teddyBear,
  "name-object": greenApple,
  "attention-letters": magnifyingGlass,
  focus: bullseye,
  "animal-sounds": cow,
  "trace-strokes": pencil,
  "bubble-sorties": balloon,
  imitation: trafficLight,
  "build-tower": brick,
  "build-train": locomotive,
  "thread-beads": thread,
  "copy-lines": triangularRuler,
  "matching-pairs": socks,
  "times-of-day": sunrise,
  "quick-reflex": highVoltage,
  "odd-one-out": owl,
  "visual-attention": butterfly,
  emotions: smilingFace,
  months: calendar,
  "letter-match": kite,
  jigsaw: puzzlePiece,
  "number-sequences": bird,
  "week-days": spiralCalendar,
  "missing-pieces": package_,
  "spot-the-difference": eyes,
  "find-different-figure": largeOrangeDiamond,
  "find-different-picture": framedPicture,
  seasons: seedling,
  "auditory-attention": ear,
  clock: alarmClock,
  "pattern-puzzle": rainbow,
  "stack-rings": ringBuoy,
  "attention-blocks": blueSquare,
  "animal-families": hatchingChick,
  "shape-matching": largeBlueDiamond,
  "mark-same-objects": checkBox,
  "complete-sequence": fallenLeaf,
  "spatial-attention": frog,
  "colour-mix": paintbrush,
  "shape-hunt": fish,
};

export const gamePicture = (id: GameId): PictureData => GAME_PICTURES[id];

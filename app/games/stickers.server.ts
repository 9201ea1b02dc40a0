import type { PictureData } from "./art/Picture";
import { GAME_IDS, type GameId } from "./registry";
import banana from "fluent:banana";
import bear from "fluent:bear";
import butterfly from "fluent:butterfly";
import cherries from "fluent:cherries";
import dolphin from "fluent:dolphin";
import duck from "fluent:duck";
import elephant from "fluent:elephant";
import fox from "fluent:fox";
import frog from "fluent:frog";
import giraffe from "fluent:giraffe";
import glowingStar from "fluent:glowing-star";
import honeybee from "fluent:honeybee";
import kite from "fluent:kite";
import koala from "fluent:koala";
import ladyBeetle from "fluent:lady-beetle";
import lion from "fluent:lion";
import monkey from "fluent:monkey";
import owl from "fluent:owl";
import panda from "fluent:panda";
import penguin from "fluent:penguin";
import rabbit from "fluent:rabbit";
import rainbow from "fluent:rainbow";
import rocket from "fluent:rocket";
import sailboat from "fluent:sailboat";
import sauropod from "fluent:sauropod";
import snail from "fluent:snail";
import strawberry from "fluent:strawberry";
import sunWithFace from "fluent:sun-with-face";
import teddyBear from "fluent:teddy-bear";
import tractor from "fluent:tractor";
import tropicalFish from "fluent:tropical-fish";
import turtle from "fluent:turtle";
import unicorn from "fluent:unicorn";
import watermelon from "fluent:watermelon";
import whale from "fluent:whale";

/**
 * The stickers of Kirpi's album (docs/art-style.md §7): a child earns one for every level passed,
 * shown at the end of the level and kept on the album page. Each level of each game always gives
 * the same sticker, so the album grows only with new levels passed; nothing is bought, lost or
 * counted down.
 */
const STICKERS: ReadonlyArray<PictureData> = [
  lion,
  panda,
  koala,
  fox,
  rabbit,
  turtle,
  dolphin,
  penguin,
  owl,
  butterfly,
  ladyBeetle,
  unicorn,
  sauropod,
  elephant,
  giraffe,
  monkey,
  strawberry,
  watermelon,
  cherries,
  banana,
  rocket,
  sailboat,
  tractor,
  rainbow,
  sunWithFace,
  glowingStar,
  kite,
  teddyBear,
  tropicalFish,
  frog,
  bear,
  duck,
  honeybee,
  snail,
  whale,
];

/** The sticker of `level` of `game`: spread over the set so that a game's levels give different ones. */
export function stickerFor(game: GameId, level: number): PictureData {
  const index = (GAME_IDS.indexOf(game) * 13 + (level - 1) * 8) % STICKERS.length;
  return STICKERS[index] as PictureData;
}

/** How many levels of a game its progress says were passed (progress is the highest passed level's share, ADR 012). */
export const levelsPassed = (progressPercentage: number, levels: number): number => Math.round((Math.min(100, Math.max(0, progressPercentage)) * levels) / 100);

/**
 * The album of a player: every sticker earned so far, each once, in the set's order, from the
 * progress of each game played (id → percentage).
 */
export function albumOf(progress: ReadonlyMap<string, number>, levelsOf: (game: GameId) => number): ReadonlyArray<PictureData> {
  const earned = new Set<string>();
  for (const game of GAME_IDS) {
    const passed = levelsPassed(progress.get(game) ?? 0, levelsOf(game));
    for (let level = 1; level <= passed; level++) earned.add(stickerFor(game, level).name);
  }
  return STICKERS.filter((sticker) => earned.has(sticker.name));
}

export const STICKER_COUNT = STICKERS.length;

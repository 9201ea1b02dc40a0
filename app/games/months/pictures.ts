import backpack from "fluent:backpack";
import balloon from "fluent:balloon";
import beachWithUmbrella from "fluent:beach-with-umbrella";
import cherryBlossom from "fluent:cherry-blossom";
import christmasTree from "fluent:christmas-tree";
import fallenLeaf from "fluent:fallen-leaf";
import honeybee from "fluent:honeybee";
import sled from "fluent:sled";
import snowman from "fluent:snowman";
import umbrellaWithRainDrops from "fluent:umbrella-with-rain-drops";
import watermelon from "fluent:watermelon";
import { semeni } from "../art/calendar-pictures";
import type { PictureData } from "../art/Picture";
import type { MonthId } from "./logic";

/**
 * Each month drawn with what it brings in Azerbaijan: the snowman in January, the sledge in
 * February, Novruz's səməni in March (the spring holiday, 20-21 March), blossom in April, bees in
 * May, balloons for Children's Day on 1 June, the Caspian beach in July, watermelons in August,
 * the school bag for the first school day on 15 September, falling leaves in October, November's
 * rain and the New Year tree of 31 December.
 */
export const MONTH_PICTURES: Readonly<Record<MonthId, PictureData>> = {
  jan: snowman,
  feb: sled,
  mar: semeni,
  apr: cherryBlossom,
  may: honeybee,
  jun: balloon,
  jul: beachWithUmbrella,
  aug: watermelon,
  sep: backpack,
  oct: fallenLeaf,
  nov: umbrellaWithRainDrops,
  dec: christmasTree,
};

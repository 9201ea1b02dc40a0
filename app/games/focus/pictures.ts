import artistPalette from "fluent:artist-palette";
import automobile from "fluent:automobile";
import babyChick from "fluent:baby-chick";
import balloon from "fluent:balloon";
import banana from "fluent:banana";
import baseball from "fluent:baseball";
import basketball from "fluent:basketball";
import beamingFaceWithSmilingEyes from "fluent:beaming-face-with-smiling-eyes";
import bear from "fluent:bear";
import bicycle from "fluent:bicycle";
import bird from "fluent:bird";
import bus from "fluent:bus";
import cat from "fluent:cat";
import catWithTearsOfJoy from "fluent:cat-with-tears-of-joy";
import catWithWrySmile from "fluent:cat-with-wry-smile";
import cherries from "fluent:cherries";
import christmasTree from "fluent:christmas-tree";
import cow from "fluent:cow";
import deciduousTree from "fluent:deciduous-tree";
import dog from "fluent:dog";
import dogFace from "fluent:dog-face";
import drum from "fluent:drum";
import evergreenTree from "fluent:evergreen-tree";
import fireEngine from "fluent:fire-engine";
import firstQuarterMoon from "fluent:first-quarter-moon";
import fox from "fluent:fox";
import frog from "fluent:frog";
import frontFacingBabyChick from "fluent:front-facing-baby-chick";
import fullMoon from "fluent:full-moon";
import gameDie from "fluent:game-die";
import grapes from "fluent:grapes";
import greenApple from "fluent:green-apple";
import grinningCat from "fluent:grinning-cat";
import grinningCatWithSmilingEyes from "fluent:grinning-cat-with-smiling-eyes";
import grinningFace from "fluent:grinning-face";
import grinningFaceWithBigEyes from "fluent:grinning-face-with-big-eyes";
import grinningFaceWithSmilingEyes from "fluent:grinning-face-with-smiling-eyes";
import grinningSquintingFace from "fluent:grinning-squinting-face";
import guideDog from "fluent:guide-dog";
import hatchingChick from "fluent:hatching-chick";
import hearNoEvilMonkey from "fluent:hear-no-evil-monkey";
import leopard from "fluent:leopard";
import lion from "fluent:lion";
import locomotive from "fluent:locomotive";
import monkeyFace from "fluent:monkey-face";
import newMoon from "fluent:new-moon";
import palmTree from "fluent:palm-tree";
import panda from "fluent:panda";
import peach from "fluent:peach";
import pear from "fluent:pear";
import pig from "fluent:pig";
import pineapple from "fluent:pineapple";
import policeCar from "fluent:police-car";
import poodle from "fluent:poodle";
import rabbit from "fluent:rabbit";
import redApple from "fluent:red-apple";
import rocket from "fluent:rocket";
import sailboat from "fluent:sailboat";
import seeNoEvilMonkey from "fluent:see-no-evil-monkey";
import smilingCatWithHeartEyes from "fluent:smiling-cat-with-heart-eyes";
import soccerBall from "fluent:soccer-ball";
import speakNoEvilMonkey from "fluent:speak-no-evil-monkey";
import sportUtilityVehicle from "fluent:sport-utility-vehicle";
import strawberry from "fluent:strawberry";
import tangerine from "fluent:tangerine";
import taxi from "fluent:taxi";
import teddyBear from "fluent:teddy-bear";
import tennis from "fluent:tennis";
import tiger from "fluent:tiger";
import tomato from "fluent:tomato";
import tractor from "fluent:tractor";
import trumpet from "fluent:trumpet";
import volleyball from "fluent:volleyball";
import watermelon from "fluent:watermelon";
import waxingCrescentMoon from "fluent:waxing-crescent-moon";
import waxingGibbousMoon from "fluent:waxing-gibbous-moon";
import wolf from "fluent:wolf";
import wrappedGift from "fluent:wrapped-gift";
import type { PictureData } from "../art/Picture";
import type { SceneName } from "../art/Scene";
import type { FocusDistractors } from "./logic";

/** What each thing of the game is drawn as (Fluent Emoji Flat; the id is the picture's name). */
const PICTURES = {
  dog,
  cat,
  rabbit,
  bear,
  frog,
  lion,
  pig,
  cow,
  panda,
  fox,
  "red-apple": redApple,
  banana,
  grapes,
  strawberry,
  tangerine,
  pear,
  cherries,
  watermelon,
  pineapple,
  automobile,
  bus,
  bicycle,
  locomotive,
  rocket,
  sailboat,
  tractor,
  "fire-engine": fireEngine,
  "soccer-ball": soccerBall,
  balloon,
  "teddy-bear": teddyBear,
  "wrapped-gift": wrappedGift,
  drum,
  "artist-palette": artistPalette,
  trumpet,
  "game-die": gameDie,
  "dog-face": dogFace,
  "guide-dog": guideDog,
  poodle,
  wolf,
  "green-apple": greenApple,
  tomato,
  peach,
  tiger,
  leopard,
  "sport-utility-vehicle": sportUtilityVehicle,
  taxi,
  "police-car": policeCar,
  "evergreen-tree": evergreenTree,
  "deciduous-tree": deciduousTree,
  "palm-tree": palmTree,
  "christmas-tree": christmasTree,
  basketball,
  volleyball,
  baseball,
  tennis,
  "see-no-evil-monkey": seeNoEvilMonkey,
  "hear-no-evil-monkey": hearNoEvilMonkey,
  "speak-no-evil-monkey": speakNoEvilMonkey,
  "monkey-face": monkeyFace,
  "grinning-face": grinningFace,
  "grinning-face-with-big-eyes": grinningFaceWithBigEyes,
  "grinning-face-with-smiling-eyes": grinningFaceWithSmilingEyes,
  "beaming-face-with-smiling-eyes": beamingFaceWithSmilingEyes,
  "grinning-squinting-face": grinningSquintingFace,
  "grinning-cat": grinningCat,
  "grinning-cat-with-smiling-eyes": grinningCatWithSmilingEyes,
  "cat-with-tears-of-joy": catWithTearsOfJoy,
  "smiling-cat-with-heart-eyes": smilingCatWithHeartEyes,
  "cat-with-wry-smile": catWithWrySmile,
  "baby-chick": babyChick,
  "front-facing-baby-chick": frontFacingBabyChick,
  "hatching-chick": hatchingChick,
  bird,
  "new-moon": newMoon,
  "waxing-crescent-moon": waxingCrescentMoon,
  "first-quarter-moon": firstQuarterMoon,
  "waxing-gibbous-moon": waxingGibbousMoon,
  "full-moon": fullMoon,
} satisfies Record<string, PictureData>;
export type Thing = keyof typeof PICTURES;

/** The picture of a thing of the logic's lists (every id there has one: logic.test.ts). */
export const pictureOf = (id: string): PictureData | undefined => (PICTURES as Record<string, PictureData>)[id];

/**
 * Where a round's things lie, by the group its target comes from (in the order of CATEGORIES,
 * LOOK_ALIKE and NEAR_IDENTICAL): animals on the farm, fruit in the kitchen, fir trees in the
 * snow, moons in the night sky…
 */
export const GROUP_SCENES: Record<FocusDistractors, ReadonlyArray<SceneName>> = {
  "other-category": ["farm", "kitchen", "station", "room"],
  "same-category": ["farm", "kitchen", "station", "room"],
  "look-alike": ["park", "garden", "forest", "park", "snow", "meadow"],
  "near-identical": ["forest", "meadow", "room", "farm", "night"],
};

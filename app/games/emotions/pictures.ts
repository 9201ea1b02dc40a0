import adhesiveBandage from "fluent:adhesive-bandage";
import artistPalette from "fluent:artist-palette";
import automobile from "fluent:automobile";
import balloon from "fluent:balloon";
import bed from "fluent:bed";
import birthdayCake from "fluent:birthday-cake";
import books from "fluent:books";
import brick from "fluent:brick";
import cloud from "fluent:cloud";
import cloudWithLightningAndRain from "fluent:cloud-with-lightning-and-rain";
import collision from "fluent:collision";
import counterclockwiseArrowsButton from "fluent:counterclockwise-arrows-button";
import crayon from "fluent:crayon";
import crescentMoon from "fluent:crescent-moon";
import deciduousTree from "fluent:deciduous-tree";
import dog from "fluent:dog";
import door from "fluent:door";
import flexedBiceps from "fluent:flexed-biceps";
import framedPicture from "fluent:framed-picture";
import handshake from "fluent:handshake";
import hikingBoot from "fluent:hiking-boot";
import houseWithGarden from "fluent:house-with-garden";
import lightBulb from "fluent:light-bulb";
import loudspeaker from "fluent:loudspeaker";
import mountain from "fluent:mountain";
import newMoon from "fluent:new-moon";
import oldMan from "fluent:old-man";
import pageFacingUp from "fluent:page-facing-up";
import peopleHugging from "fluent:people-hugging";
import personRaisingHand from "fluent:person-raising-hand";
import playgroundSlide from "fluent:playground-slide";
import puzzlePiece from "fluent:puzzle-piece";
import raisedHand from "fluent:raised-hand";
import ribbon from "fluent:ribbon";
import runningShoe from "fluent:running-shoe";
import snowflake from "fluent:snowflake";
import soccerBall from "fluent:soccer-ball";
import softIceCream from "fluent:soft-ice-cream";
import sweatDroplets from "fluent:sweat-droplets";
import teddyBear from "fluent:teddy-bear";
import windFace from "fluent:wind-face";
import wrappedGift from "fluent:wrapped-gift";
import type { PictureData } from "../art/Picture";
import type { SceneName } from "../art/Scene";
import type { Help, HelpSituationId, SituationId } from "./logic";

/** A story drawn: where it happens, its main thing (big) and what happens to it (smaller, beside it). */
export interface StoryPicture {
  scene: SceneName;
  main: PictureData;
  beside?: PictureData;
}

/** The feelings' stories, each in its place: the tower in the room, the ice cream on the shore, the thunder at night... */
export const SITUATION_PICTURES: Readonly<Record<SituationId, StoryPicture>> = {
  towerFell: { scene: "room", main: brick, beside: collision },
  sharedToy: { scene: "park", main: teddyBear, beside: handshake },
  bigDog: { scene: "park", main: dog, beside: loudspeaker },
  toyTaken: { scene: "room", main: automobile, beside: raisedHand },
  iceCreamFell: { scene: "shore", main: softIceCream, beside: sweatDroplets },
  birthday: { scene: "table", main: birthdayCake, beside: balloon },
  thunder: { scene: "night", main: cloudWithLightningAndRain, beside: crescentMoon },
  scribbled: { scene: "table", main: pageFacingUp, beside: crayon },
  surpriseGift: { scene: "room", main: wrappedGift, beside: oldMan },
  firstSnow: { scene: "snow", main: houseWithGarden, beside: snowflake },
  longWalk: { scene: "forest", main: mountain, beside: hikingBoot },
  lateEvening: { scene: "night", main: soccerBall, beside: crescentMoon },
  shoelaces: { scene: "room", main: runningShoe, beside: ribbon },
  drawing: { scene: "table", main: framedPicture, beside: artistPalette },
};

/** The stories where something could help: the balloon flown away over the meadow, the dark room at night... */
export const HELP_SITUATION_PICTURES: Readonly<Record<HelpSituationId, StoryPicture>> = {
  balloonGone: { scene: "meadow", main: balloon, beside: cloud },
  highShelf: { scene: "room", main: books, beside: teddyBear },
  puzzleStuck: { scene: "table", main: puzzlePiece },
  sleepyAfterPark: { scene: "park", main: deciduousTree, beside: hikingBoot },
  oneSlide: { scene: "park", main: playgroundSlide },
  towerDown: { scene: "room", main: brick },
  darkRoom: { scene: "night", main: door, beside: newMoon },
  scrapedKnee: { scene: "garden", main: adhesiveBandage },
};

/** What could help, drawn: a hug, a raised hand, a breath of wind, a bed, turns, a strong arm, a light. */
export const HELP_PICTURES: Readonly<Record<Help, PictureData>> = {
  hug: peopleHugging,
  askHelp: personRaisingHand,
  breathe: windFace,
  rest: bed,
  takeTurns: counterclockwiseArrowsButton,
  tryAgain: flexedBiceps,
  light: lightBulb,
};

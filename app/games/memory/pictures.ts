import automobile from "fluent:automobile";
import balloon from "fluent:balloon";
import banana from "fluent:banana";
import cherries from "fluent:cherries";
import chicken from "fluent:chicken";
import cow from "fluent:cow";
import drum from "fluent:drum";
import duck from "fluent:duck";
import ewe from "fluent:ewe";
import grapes from "fluent:grapes";
import horse from "fluent:horse";
import kite from "fluent:kite";
import lemon from "fluent:lemon";
import locomotive from "fluent:locomotive";
import pear from "fluent:pear";
import pig from "fluent:pig";
import redApple from "fluent:red-apple";
import rocket from "fluent:rocket";
import sailboat from "fluent:sailboat";
import soccerBall from "fluent:soccer-ball";
import strawberry from "fluent:strawberry";
import teddyBear from "fluent:teddy-bear";
import watermelon from "fluent:watermelon";
import yoYo from "fluent:yo-yo";
import { type PictureData, ownPicture } from "../art/Picture";
import type { SceneName } from "../art/Scene";
import type { MemoryThing } from "./logic";

/** What each card shows when turned (Fluent Emoji Flat). */
export const MEMORY_PICTURES: Record<MemoryThing, PictureData> = {
  cow,
  pig,
  chicken,
  sheep: ewe,
  horse,
  duck,
  apple: redApple,
  banana,
  pear,
  strawberry,
  grapes,
  cherries,
  watermelon,
  lemon,
  teddy: teddyBear,
  ball: soccerBall,
  balloon,
  kite,
  car: automobile,
  train: locomotive,
  drum,
  boat: sailboat,
  yoyo: yoYo,
  rocket,
};

/** Where each level's cards lie: farm animals on the meadow, fruit on the table, toys on the room's rug. */
export const MEMORY_SCENES: ReadonlyArray<SceneName> = ["meadow", "table", "room"];

/** A card's back: the same for every card (so it tells nothing), teal with sun-yellow dots and a flower in the middle. */
export const CARD_BACK = ownPicture(
  "card-back",
  '<rect x="1" y="1" width="30" height="30" rx="6" fill="#2f7d6d"/><path d="M31 12v13a6 6 0 0 1-6 6H12z" fill="#286b5d"/>' +
    '<g fill="#3f9a88"><circle cx="6" cy="6" r="1.6"/><circle cx="26" cy="6" r="1.6"/><circle cx="6" cy="26" r="1.6"/><circle cx="26" cy="26" r="1.6"/><circle cx="16" cy="5" r="1.3"/><circle cx="16" cy="27" r="1.3"/><circle cx="5" cy="16" r="1.3"/><circle cx="27" cy="16" r="1.3"/></g>' +
    '<g fill="#f6c945"><circle cx="16" cy="11.4" r="3"/><circle cx="20.6" cy="16" r="3"/><circle cx="16" cy="20.6" r="3"/><circle cx="11.4" cy="16" r="3"/></g><circle cx="16" cy="16" r="2.6" fill="#f2a541"/>',
);

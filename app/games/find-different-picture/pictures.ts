import type { PictureData } from "../art/Picture";
import cat from "fluent:cat";
import redApple from "fluent:red-apple";
import banana from "fluent:banana";
import automobile from "fluent:automobile";
import soccerBall from "fluent:soccer-ball";
import sunflower from "fluent:sunflower";
import fish from "fluent:fish";
import house from "fluent:house";
import umbrella from "fluent:umbrella";
import turtle from "fluent:turtle";
import star from "fluent:star";
import pencil from "fluent:pencil";
import dog from "fluent:dog";
import cow from "fluent:cow";
import horse from "fluent:horse";
import lemon from "fluent:lemon";
import pear from "fluent:pear";
import bus from "fluent:bus";
import bicycle from "fluent:bicycle";
import kickScooter from "fluent:kick-scooter";
import closedUmbrella from "fluent:closed-umbrella";
import openBook from "fluent:open-book";
import closedBook from "fluent:closed-book";
import thumbsUp from "fluent:thumbs-up";
import thumbsDown from "fluent:thumbs-down";
import glassOfMilk from "fluent:glass-of-milk";
import hotBeverage from "fluent:hot-beverage";
import snail from "fluent:snail";
import slightlySmilingFace from "fluent:slightly-smiling-face";
import slightlyFrowningFace from "fluent:slightly-frowning-face";

/** The pictures of levels 1 and 2 (logic.ts THINGS and LOOK_ALIKES), by name. */
export const PICTURES: Readonly<Record<string, PictureData>> = {
  cat,
  "red-apple": redApple,
  banana,
  automobile,
  "soccer-ball": soccerBall,
  sunflower,
  fish,
  house,
  umbrella,
  turtle,
  star,
  pencil,
  dog,
  cow,
  horse,
  lemon,
  pear,
  bus,
  bicycle,
  "kick-scooter": kickScooter,
  "closed-umbrella": closedUmbrella,
  "open-book": openBook,
  "closed-book": closedBook,
  "thumbs-up": thumbsUp,
  "thumbs-down": thumbsDown,
  "glass-of-milk": glassOfMilk,
  "hot-beverage": hotBeverage,
  snail,
  "slightly-smiling-face": slightlySmilingFace,
  "slightly-frowning-face": slightlyFrowningFace,
};

import type { PictureData } from "../art/Picture";
import baby from "fluent:baby";
import babyChick from "fluent:baby-chick";
import backpack from "fluent:backpack";
import basket from "fluent:basket";
import beans from "fluent:beans";
import bed from "fluent:bed";
import blossom from "fluent:blossom";
import bowlWithSpoon from "fluent:bowl-with-spoon";
import bubbles from "fluent:bubbles";
import bug from "fluent:bug";
import butterfly from "fluent:butterfly";
import cheeseWedge from "fluent:cheese-wedge";
import chicken from "fluent:chicken";
import child from "fluent:child";
import cloud from "fluent:cloud";
import cloudWithRain from "fluent:cloud-with-rain";
import cloudWithSnow from "fluent:cloud-with-snow";
import cookedRice from "fluent:cooked-rice";
import cow from "fluent:cow";
import crayon from "fluent:crayon";
import curryRice from "fluent:curry-rice";
import droplet from "fluent:droplet";
import egg from "fluent:egg";
import ewe from "fluent:ewe";
import fire from "fluent:fire";
import flatbread from "fluent:flatbread";
import framedPicture from "fluent:framed-picture";
import glassOfMilk from "fluent:glass-of-milk";
import greenApple from "fluent:green-apple";
import hatchingChick from "fluent:hatching-chick";
import herb from "fluent:herb";
import olderPerson from "fluent:older-person";
import pageFacingUp from "fluent:page-facing-up";
import pencil from "fluent:pencil";
import person from "fluent:person";
import potOfFood from "fluent:pot-of-food";
import potableWater from "fluent:potable-water";
import rainbow from "fluent:rainbow";
import raisingHands from "fluent:raising-hands";
import redApple from "fluent:red-apple";
import runningShoe from "fluent:running-shoe";
import scarf from "fluent:scarf";
import seedling from "fluent:seedling";
import sheafOfRice from "fluent:sheaf-of-rice";
import snowman from "fluent:snowman";
import soap from "fluent:soap";
import socks from "fluent:socks";
import sunBehindRainCloud from "fluent:sun-behind-rain-cloud";
import sunflower from "fluent:sunflower";
import tShirt from "fluent:t-shirt";
import teacupWithoutHandle from "fluent:teacup-without-handle";
import teapot from "fluent:teapot";
import whiteCircle from "fluent:white-circle";
import yarn from "fluent:yarn";
import type { StepId } from "./logic";

/** Each step of a story as a picture of Fluent Emoji Flat (docs/art-style.md): the id names the story and the place in it. */
export const STEP_PICTURES: Record<StepId, PictureData> = {
  seed1: beans,
  seed2: seedling,
  seed3: herb,
  seed4: sunflower,
  chick1: egg,
  chick2: hatchingChick,
  chick3: babyChick,
  chick4: chicken,
  bread1: sheafOfRice,
  bread2: bowlWithSpoon,
  bread3: fire,
  bread4: flatbread,
  grow1: baby,
  grow2: child,
  grow3: person,
  grow4: olderPerson,
  wash1: soap,
  wash2: bubbles,
  wash3: potableWater,
  wash4: raisingHands,
  rain1: cloud,
  rain2: cloudWithRain,
  rain3: sunBehindRainCloud,
  rain4: rainbow,
  apple1: blossom,
  apple2: greenApple,
  apple3: redApple,
  apple4: basket,
  draw1: pageFacingUp,
  draw2: pencil,
  draw3: crayon,
  draw4: framedPicture,
  dress1: bed,
  dress2: tShirt,
  dress3: backpack,
  plov1: cookedRice,
  plov2: potOfFood,
  plov3: curryRice,
  milk1: cow,
  milk2: glassOfMilk,
  milk3: cheeseWedge,
  wool1: ewe,
  wool2: yarn,
  wool3: scarf,
  snow1: cloudWithSnow,
  snow2: whiteCircle,
  snow3: snowman,
  tea1: droplet,
  tea2: teapot,
  tea3: teacupWithoutHandle,
  socks1: socks,
  socks2: runningShoe,
  bug1: bug,
  bug2: butterfly,
};

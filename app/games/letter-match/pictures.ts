import type { PictureData } from "../art/Picture";
import alarmClock from "fluent:alarm-clock";
import ant from "fluent:ant";
import automobile from "fluent:automobile";
import balloon from "fluent:balloon";
import bear from "fluent:bear";
import beetle from "fluent:beetle";
import bell from "fluent:bell";
import blossom from "fluent:blossom";
import bread from "fluent:bread";
import bus from "fluent:bus";
import butterfly from "fluent:butterfly";
import carrot from "fluent:carrot";
import cat from "fluent:cat";
import cloud from "fluent:cloud";
import cow from "fluent:cow";
import crescentMoon from "fluent:crescent-moon";
import deciduousTree from "fluent:deciduous-tree";
import dog from "fluent:dog";
import duck from "fluent:duck";
import egg from "fluent:egg";
import elephant from "fluent:elephant";
import fish from "fluent:fish";
import frog from "fluent:frog";
import glassOfMilk from "fluent:glass-of-milk";
import goat from "fluent:goat";
import grapes from "fluent:grapes";
import hedgehog from "fluent:hedgehog";
import honeyPot from "fluent:honey-pot";
import honeybee from "fluent:honeybee";
import horse from "fluent:horse";
import house from "fluent:house";
import jackOLantern from "fluent:jack-o-lantern";
import key from "fluent:key";
import lemon from "fluent:lemon";
import lion from "fluent:lion";
import mouse from "fluent:mouse";
import pear from "fluent:pear";
import rabbit from "fluent:rabbit";
import raisedHand from "fluent:raised-hand";
import redApple from "fluent:red-apple";
import ring from "fluent:ring";
import rooster from "fluent:rooster";
import sewingNeedle from "fluent:sewing-needle";
import snake from "fluent:snake";
import soccerBall from "fluent:soccer-ball";
import star from "fluent:star";
import sun from "fluent:sun";
import tangerine from "fluent:tangerine";
import turtle from "fluent:turtle";
import umbrella from "fluent:umbrella";
import violin from "fluent:violin";
import watermelon from "fluent:watermelon";
import wolf from "fluent:wolf";
import wrappedGift from "fluent:wrapped-gift";
import zebra from "fluent:zebra";
import type { LetterPicture } from "./logic";

/** Each picture of the letter-to-picture levels, from Fluent Emoji Flat (docs/art-style.md). */
export const LETTER_PICTURES: Record<LetterPicture, PictureData> = {
  apple: redApple,
  ball: soccerBall,
  cat,
  dog,
  fish,
  egg,
  sun,
  moon: crescentMoon,
  house,
  tree: deciduousTree,
  flower: blossom,
  car: automobile,
  bus,
  duck,
  cow,
  horse,
  lion,
  bear,
  rabbit,
  frog,
  snake,
  hedgehog,
  milk: glassOfMilk,
  bread,
  carrot,
  grapes,
  watermelon,
  lemon,
  orange: tangerine,
  pear,
  key,
  umbrella,
  star,
  hand: raisedHand,
  elephant,
  rooster,
  balloon,
  wolf,
  bell,
  gift: wrappedGift,
  needle: sewingNeedle,
  ant,
  turtle,
  mouse,
  clock: alarmClock,
  bee: honeybee,
  honey: honeyPot,
  ring,
  violin,
  zebra,
  beetle,
  pumpkin: jackOLantern,
  cloud,
  goat,
  butterfly,
};

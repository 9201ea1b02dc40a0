import airplane from "fluent:airplane";
import artistPalette from "fluent:artist-palette";
import automobile from "fluent:automobile";
import babyChick from "fluent:baby-chick";
import balloon from "fluent:balloon";
import banana from "fluent:banana";
import bear from "fluent:bear";
import bicycle from "fluent:bicycle";
import bird from "fluent:bird";
import blossom from "fluent:blossom";
import bone from "fluent:bone";
import butterfly from "fluent:butterfly";
import cactus from "fluent:cactus";
import camel from "fluent:camel";
import carrot from "fluent:carrot";
import cat from "fluent:cat";
import cheeseWedge from "fluent:cheese-wedge";
import cherryBlossom from "fluent:cherry-blossom";
import chestnut from "fluent:chestnut";
import chicken from "fluent:chicken";
import chipmunk from "fluent:chipmunk";
import closedMailboxWithRaisedFlag from "fluent:closed-mailbox-with-raised-flag";
import cloudWithRain from "fluent:cloud-with-rain";
import cow from "fluent:cow";
import dog from "fluent:dog";
import earOfCorn from "fluent:ear-of-corn";
import elephant from "fluent:elephant";
import envelope from "fluent:envelope";
import fish from "fluent:fish";
import fuelPump from "fluent:fuel-pump";
import giraffe from "fluent:giraffe";
import gloves from "fluent:gloves";
import goalNet from "fluent:goal-net";
import goat from "fluent:goat";
import herb from "fluent:herb";
import honeyPot from "fluent:honey-pot";
import honeybee from "fluent:honeybee";
import horse from "fluent:horse";
import hotBeverage from "fluent:hot-beverage";
import key from "fluent:key";
import ladyBeetle from "fluent:lady-beetle";
import leafyGreen from "fluent:leafy-green";
import locked from "fluent:locked";
import locomotive from "fluent:locomotive";
import monkey from "fluent:monkey";
import mouse from "fluent:mouse";
import notebook from "fluent:notebook";
import paintbrush from "fluent:paintbrush";
import panda from "fluent:panda";
import pear from "fluent:pear";
import pencil from "fluent:pencil";
import rabbit from "fluent:rabbit";
import raisedHand from "fluent:raised-hand";
import redApple from "fluent:red-apple";
import rooster from "fluent:rooster";
import runningShoe from "fluent:running-shoe";
import sailboat from "fluent:sailboat";
import sewingNeedle from "fluent:sewing-needle";
import sheafOfRice from "fluent:sheaf-of-rice";
import snail from "fluent:snail";
import soccerBall from "fluent:soccer-ball";
import socks from "fluent:socks";
import spider from "fluent:spider";
import spiderWeb from "fluent:spider-web";
import star from "fluent:star";
import tanabataTree from "fluent:tanabata-tree";
import teapot from "fluent:teapot";
import teddyBear from "fluent:teddy-bear";
import thread from "fluent:thread";
import tooth from "fluent:tooth";
import toothbrush from "fluent:toothbrush";
import turtle from "fluent:turtle";
import umbrella from "fluent:umbrella";
import waterWave from "fluent:water-wave";
import worm from "fluent:worm";
import type { PictureData } from "../art/Picture";
import type { PairThing } from "./logic";

/** Every picture a card can show, by the id the pairs use (logic.ts), from Fluent Emoji Flat. */
export const PAIR_PICTURES: Record<PairThing, PictureData> = {
  socks: socks,
  gloves: gloves,
  trainers: runningShoe,
  apple: redApple,
  ball: soccerBall,
  fish: fish,
  flower: cherryBlossom,
  car: automobile,
  balloon: balloon,
  star: star,
  pear: pear,
  ladybird: ladyBeetle,
  teddy: teddyBear,
  carrot: carrot,
  chick: babyChick,
  elephant: elephant,
  giraffe: giraffe,
  turtle: turtle,
  butterfly: butterfly,
  snail: snail,
  rooster: rooster,
  bicycle: bicycle,
  airplane: airplane,
  train: locomotive,
  banana: banana,
  umbrella: umbrella,
  key: key,
  cactus: cactus,
  camel: camel,
  lock: locked,
  teapot: teapot,
  cup: hotBeverage,
  thread: thread,
  needle: sewingNeedle,
  toothbrush: toothbrush,
  tooth: tooth,
  pencil: pencil,
  notebook: notebook,
  paintbrush: paintbrush,
  palette: artistPalette,
  spider: spider,
  web: spiderWeb,
  goal: goalNet,
  letter: envelope,
  mailbox: closedMailboxWithRaisedFlag,
  rain: cloudWithRain,
  hand: raisedHand,
  fuel: fuelPump,
  sailboat: sailboat,
  wave: waterWave,
  rabbit: rabbit,
  cow: cow,
  grass: herb,
  goat: goat,
  cabbage: leafyGreen,
  horse: horse,
  hay: sheafOfRice,
  bear: bear,
  honey: honeyPot,
  bee: honeybee,
  daisy: blossom,
  mouse: mouse,
  cheese: cheeseWedge,
  squirrel: chipmunk,
  nut: chestnut,
  hen: chicken,
  corn: earOfCorn,
  bird: bird,
  worm: worm,
  cat: cat,
  monkey: monkey,
  dog: dog,
  bone: bone,
  panda: panda,
  bamboo: tanabataTree,
};

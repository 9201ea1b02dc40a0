import airplanePicture from "fluent:airplane";
import automobilePicture from "fluent:automobile";
import bananaPicture from "fluent:banana";
import bathtubPicture from "fluent:bathtub";
import bedPicture from "fluent:bed";
import bicyclePicture from "fluent:bicycle";
import billedCapPicture from "fluent:billed-cap";
import brainPicture from "fluent:brain";
import busPicture from "fluent:bus";
import carrotPicture from "fluent:carrot";
import catPicture from "fluent:cat";
import chairPicture from "fluent:chair";
import chickenPicture from "fluent:chicken";
import coatPicture from "fluent:coat";
import couchAndLampPicture from "fluent:couch-and-lamp";
import cowPicture from "fluent:cow";
import cucumberPicture from "fluent:cucumber";
import deliveryTruckPicture from "fluent:delivery-truck";
import dogPicture from "fluent:dog";
import doorPicture from "fluent:door";
import dressPicture from "fluent:dress";
import duckPicture from "fluent:duck";
import earOfCornPicture from "fluent:ear-of-corn";
import earPicture from "fluent:ear";
import elephantPicture from "fluent:elephant";
import ewePicture from "fluent:ewe";
import eyesPicture from "fluent:eyes";
import glovesPicture from "fluent:gloves";
import grapesPicture from "fluent:grapes";
import helicopterPicture from "fluent:helicopter";
import horsePicture from "fluent:horse";
import hotBeveragePicture from "fluent:hot-beverage";
import indexPointingUpPicture from "fluent:index-pointing-up";
import jeansPicture from "fluent:jeans";
import keyPicture from "fluent:key";
import legPicture from "fluent:leg";
import lionPicture from "fluent:lion";
import locomotivePicture from "fluent:locomotive";
import mantelpieceClockPicture from "fluent:mantelpiece-clock";
import mouthPicture from "fluent:mouth";
import nosePicture from "fluent:nose";
import pearPicture from "fluent:pear";
import potatoPicture from "fluent:potato";
import rabbitPicture from "fluent:rabbit";
import raisedHandPicture from "fluent:raised-hand";
import redApplePicture from "fluent:red-apple";
import rocketPicture from "fluent:rocket";
import runningShoePicture from "fluent:running-shoe";
import scarfPicture from "fluent:scarf";
import shipPicture from "fluent:ship";
import socksPicture from "fluent:socks";
import spoonPicture from "fluent:spoon";
import strawberryPicture from "fluent:strawberry";
import tShirtPicture from "fluent:t-shirt";
import televisionPicture from "fluent:television";
import tonguePicture from "fluent:tongue";
import toothPicture from "fluent:tooth";
import tractorPicture from "fluent:tractor";
import watermelonPicture from "fluent:watermelon";
import womansBootPicture from "fluent:womans-boot";
import type { PictureData } from "../art/Picture";
import type { SceneName } from "../art/Scene";
import type { NameObjectCategoryId, NameObjectItemId } from "./logic";

/** Each word's picture, from Fluent Emoji Flat (the hands in the set's default yellow). */
export const NAME_OBJECT_PICTURES: Record<NameObjectItemId, PictureData> = {
  dog: dogPicture,
  cat: catPicture,
  cow: cowPicture,
  horse: horsePicture,
  sheep: ewePicture,
  hen: chickenPicture,
  duck: duckPicture,
  rabbit: rabbitPicture,
  elephant: elephantPicture,
  lion: lionPicture,
  apple: redApplePicture,
  banana: bananaPicture,
  grapes: grapesPicture,
  pear: pearPicture,
  strawberry: strawberryPicture,
  watermelon: watermelonPicture,
  carrot: carrotPicture,
  cucumber: cucumberPicture,
  potato: potatoPicture,
  corn: earOfCornPicture,
  car: automobilePicture,
  bus: busPicture,
  train: locomotivePicture,
  truck: deliveryTruckPicture,
  bicycle: bicyclePicture,
  airplane: airplanePicture,
  ship: shipPicture,
  helicopter: helicopterPicture,
  tractor: tractorPicture,
  rocket: rocketPicture,
  bed: bedPicture,
  chair: chairPicture,
  sofa: couchAndLampPicture,
  door: doorPicture,
  key: keyPicture,
  clock: mantelpieceClockPicture,
  spoon: spoonPicture,
  cup: hotBeveragePicture,
  television: televisionPicture,
  bath: bathtubPicture,
  tShirt: tShirtPicture,
  dress: dressPicture,
  trousers: jeansPicture,
  socks: socksPicture,
  cap: billedCapPicture,
  scarf: scarfPicture,
  gloves: glovesPicture,
  coat: coatPicture,
  trainers: runningShoePicture,
  boots: womansBootPicture,
  eyes: eyesPicture,
  ear: earPicture,
  nose: nosePicture,
  mouth: mouthPicture,
  tongue: tonguePicture,
  tooth: toothPicture,
  hand: raisedHandPicture,
  finger: indexPointingUpPicture,
  leg: legPicture,
  brain: brainPicture,
};

/** Where each category's things are found: animals on the farm, fruit in the kitchen, vehicles by the station… */
export const CATEGORY_SCENES: Record<NameObjectCategoryId, SceneName> = {
  animals: "farm",
  fruit: "kitchen",
  vehicles: "station",
  home: "room",
  clothes: "garden",
  body: "park",
};

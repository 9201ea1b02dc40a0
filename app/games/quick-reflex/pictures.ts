import ball from "fluent:soccer-ball";
import basketball from "fluent:basketball";
import bird from "fluent:bird";
import blossom from "fluent:blossom";
import car from "fluent:automobile";
import cat from "fluent:cat";
import cherries from "fluent:cherries";
import chick from "fluent:baby-chick";
import dog from "fluent:dog";
import duck from "fluent:duck";
import hen from "fluent:chicken";
import jeep from "fluent:sport-utility-vehicle";
import lion from "fluent:lion";
import moon from "fluent:crescent-moon";
import police from "fluent:police-car";
import apple from "fluent:red-apple";
import star from "fluent:star";
import strawberry from "fluent:strawberry";
import sun from "fluent:sun";
import taxi from "fluent:taxi";
import tennis from "fluent:tennis";
import tiger from "fluent:tiger";
import tomato from "fluent:tomato";
import volleyball from "fluent:volleyball";
import type { PictureData } from "../art/Picture";
import type { SceneName } from "../art/Scene";
import type { Item, Target } from "./logic";

/** What each picture of the game is drawn as (Fluent Emoji Flat). */
export const PICTURES: Record<Item, PictureData> = {
  star,
  sun,
  moon,
  blossom,
  apple,
  tomato,
  cherries,
  strawberry,
  cat,
  tiger,
  lion,
  dog,
  car,
  taxi,
  jeep,
  police,
  duck,
  hen,
  chick,
  bird,
  ball,
  basketball,
  volleyball,
  tennis,
};

/** Where each round's pictures pop up: stars in the night sky, apples in the garden, ducks on the shore… */
export const TARGET_SCENES: Record<Target, SceneName> = {
  star: "night",
  apple: "garden",
  cat: "room",
  car: "park",
  duck: "shore",
  ball: "meadow",
};

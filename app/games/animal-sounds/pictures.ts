import cat from "fluent:cat";
import babyChick from "fluent:baby-chick";
import chicken from "fluent:chicken";
import cow from "fluent:cow";
import dog from "fluent:dog";
import duck from "fluent:duck";
import ewe from "fluent:ewe";
import frog from "fluent:frog";
import goat from "fluent:goat";
import honeybee from "fluent:honeybee";
import horse from "fluent:horse";
import lion from "fluent:lion";
import mosquito from "fluent:mosquito";
import owl from "fluent:owl";
import pig from "fluent:pig";
import rooster from "fluent:rooster";
import wolf from "fluent:wolf";
import type { PictureData } from "../art/Picture";
import type { Animal } from "./logic";

/** Each animal as a whole picture of Fluent Emoji Flat (the frog, lion and wolf only as faces: the set has no other). */
export const ANIMAL_PICTURES: Record<Animal, PictureData> = {
  cow,
  dog,
  cat,
  duck,
  sheep: ewe,
  rooster,
  horse,
  pig,
  frog,
  lion,
  owl,
  bee: honeybee,
  goat,
  hen: chicken,
  chick: babyChick,
  wolf,
  mosquito,
};

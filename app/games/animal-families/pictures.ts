import camel from "fluent:camel";
import cat from "fluent:cat";
import chicken from "fluent:chicken";
import babyChick from "fluent:baby-chick";
import cow from "fluent:cow";
import deer from "fluent:deer";
import dog from "fluent:dog";
import duck from "fluent:duck";
import elephant from "fluent:elephant";
import ewe from "fluent:ewe";
import fox from "fluent:fox";
import goat from "fluent:goat";
import horse from "fluent:horse";
import lion from "fluent:lion";
import bear from "fluent:bear";
import rabbit from "fluent:rabbit";
import tiger from "fluent:tiger";
import wolf from "fluent:wolf";
import type { PictureData } from "../art/Picture";
import {
  bearCub,
  bunny,
  calf,
  camelCalf,
  duckling,
  elephantCalf,
  fawn,
  foal,
  foxCub,
  kid,
  kitten,
  lamb,
  lionCub,
  puppy,
  tigerCub,
  wolfCub,
} from "../art/young-animals";
import type { Animal } from "./logic";

/**
 * Each family's two pictures: the mum from Fluent Emoji Flat (a whole animal where the set has
 * one; the lion, bear, wolf and fox only as faces) and her young one, drawn in
 * ../art/young-animals.ts (a big head, short legs, her colours), or the set's chick.
 */
export const FAMILY_PICTURES: Record<Animal, { mum: PictureData; baby: PictureData }> = {
  cow: { mum: cow, baby: calf },
  sheep: { mum: ewe, baby: lamb },
  horse: { mum: horse, baby: foal },
  hen: { mum: chicken, baby: babyChick },
  cat: { mum: cat, baby: kitten },
  dog: { mum: dog, baby: puppy },
  duck: { mum: duck, baby: duckling },
  goat: { mum: goat, baby: kid },
  camel: { mum: camel, baby: camelCalf },
  rabbit: { mum: rabbit, baby: bunny },
  bear: { mum: bear, baby: bearCub },
  lion: { mum: lion, baby: lionCub },
  wolf: { mum: wolf, baby: wolfCub },
  fox: { mum: fox, baby: foxCub },
  tiger: { mum: tiger, baby: tigerCub },
  elephant: { mum: elephant, baby: elephantCalf },
  deer: { mum: deer, baby: fawn },
};

import backpack from "fluent:backpack";
import beachWithUmbrella from "fluent:beach-with-umbrella";
import bear from "fluent:bear";
import cherries from "fluent:cherries";
import cherryBlossom from "fluent:cherry-blossom";
import chestnut from "fluent:chestnut";
import cloudWithSnow from "fluent:cloud-with-snow";
import coat from "fluent:coat";
import egg from "fluent:egg";
import fallenLeaf from "fluent:fallen-leaf";
import fire from "fluent:fire";
import fog from "fluent:fog";
import gloves from "fluent:gloves";
import grapes from "fluent:grapes";
import hatchingChick from "fluent:hatching-chick";
import iceSkate from "fluent:ice-skate";
import mushroom from "fluent:mushroom";
import peach from "fluent:peach";
import personSwimming from "fluent:person-swimming";
import rainbow from "fluent:rainbow";
import redApple from "fluent:red-apple";
import scarf from "fluent:scarf";
import shorts from "fluent:shorts";
import sled from "fluent:sled";
import snowman from "fluent:snowman";
import softIceCream from "fluent:soft-ice-cream";
import sunglasses from "fluent:sunglasses";
import tangerine from "fluent:tangerine";
import thermometer from "fluent:thermometer";
import watermelon from "fluent:watermelon";
import womansHat from "fluent:womans-hat";
import { semeni } from "../art/calendar-pictures";
import { type PictureData, ownPicture } from "../art/Picture";
import type { ThingId } from "./logic";

/** A pomegranate, drawn (the set has none): Azerbaijan's autumn fruit, with its crown. */
const pomegranate = ownPicture(
  "pomegranate",
  '<path d="M12.2 8.2 12.4 3.4l2.4 2.4L16 2.6l1.2 3.2 2.4-2.4.2 4.8z" fill="#a52a22"/>' +
    '<circle cx="16" cy="18.5" r="12" fill="#e0443a"/>' +
    '<path d="M24.5 10A12 12 0 0 1 8.5 27.9 13.5 13.5 0 0 0 24.5 10z" fill="#b8302a"/>' +
    '<ellipse cx="11" cy="13.5" rx="2.4" ry="4" fill="#fff" opacity=".45" transform="rotate(35 11 13.5)"/>',
);

/** What each season thing is drawn as: Fluent Emoji Flat's pictures, Novruz's səməni and the pomegranate drawn here. */
export const THING_PICTURES: Readonly<Record<ThingId, PictureData>> = {
  snowman,
  mittens: gloves,
  scarf,
  coat,
  sledge: sled,
  snowfall: cloudWithSnow,
  skating: iceSkate,
  bear,
  tangerines: tangerine,
  semeni,
  novruzEggs: egg,
  novruzFire: fire,
  chicks: hatchingChick,
  blossom: cherryBlossom,
  rainbow,
  beach: beachWithUmbrella,
  heat: thermometer,
  watermelon,
  iceCream: softIceCream,
  shorts,
  sunHat: womansHat,
  sunglasses,
  peaches: peach,
  swimming: personSwimming,
  cherries,
  leaves: fallenLeaf,
  fog,
  grapes,
  apples: redApple,
  mushrooms: mushroom,
  school: backpack,
  chestnuts: chestnut,
  pomegranate,
};

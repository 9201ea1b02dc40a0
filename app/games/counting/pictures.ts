import blossom from "fluent:blossom";
import duck from "fluent:duck";
import fish from "fluent:fish";
import redApple from "fluent:red-apple";
import soccerBall from "fluent:soccer-ball";
import star from "fluent:star";
import type { PictureData } from "../art/Picture";
import type { SceneName } from "../art/Scene";
import type { Countable } from "./logic";

/** What each countable thing looks like (Fluent Emoji Flat), where it is (a scene) and what holds it there. */
export const COUNTABLE_PLACES: Record<Countable, { picture: PictureData; scene: SceneName; holder: "tray" | "pond" | "water" | "rug" | "sky" | "bed" }> = {
  apple: { picture: redApple, scene: "kitchen", holder: "tray" },
  duck: { picture: duck, scene: "meadow", holder: "pond" },
  fish: { picture: fish, scene: "shore", holder: "water" },
  ball: { picture: soccerBall, scene: "room", holder: "rug" },
  star: { picture: star, scene: "night", holder: "sky" },
  flower: { picture: blossom, scene: "garden", holder: "bed" },
};

import car from "fluent:automobile";
import flower from "fluent:cherry-blossom";
import moon from "fluent:crescent-moon";
import duck from "fluent:duck";
import fish from "fluent:fish";
import apple from "fluent:red-apple";
import ball from "fluent:soccer-ball";
import star from "fluent:star";
import type { PictureData } from "../art/Picture";
import type { SceneName } from "../art/Scene";
import type { Picture } from "./logic";

/** What a bubble carries, drawn (Fluent Emoji Flat). */
export const PICTURES: Record<Picture, PictureData> = { star, fish, flower, apple, ball, duck, car, moon };

/** Where each level's bubbles rise: over the sea, the park, the garden, the meadow, the night hills. */
export const LEVEL_SCENES: ReadonlyArray<SceneName> = ["shore", "park", "garden", "meadow", "night"];

import bread from "fluent:bread";
import cat from "fluent:cat";
import moon from "fluent:crescent-moon";
import dog from "fluent:dog";
import bee from "fluent:honeybee";
import { Picture, type PictureData } from "../art/Picture";
import type { SceneName } from "../art/Scene";
import type { WordSet } from "./logic";

/**
 * The five word sets' target words drawn (cat, dog, moon, bee, bread; Fluent Emoji Flat): a child
 * who cannot read, with the sound off, still sees which word came. Sound-alike words (hat,
 * spoon, ...) differ per language and get no picture.
 */
const PICTURES: Record<WordSet, PictureData> = { cat, dog, moon, bee, bread };

/** Where each round is heard: the cat at home, the dog in the park, the moon at night, the bee in the garden, the bread in the kitchen. */
export const SET_SCENES: Record<WordSet, SceneName> = { cat: "room", dog: "park", moon: "night", bee: "garden", bread: "kitchen" };

export function WordPicture({ set, className }: { set: WordSet; className?: string }) {
  return <Picture picture={PICTURES[set]} className={className} />;
}

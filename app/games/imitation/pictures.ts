import bear from "fluent:bear";
import butterfly from "fluent:butterfly";
import hen from "fluent:chicken";
import cow from "fluent:cow";
import crab from "fluent:crab";
import drum from "fluent:drum";
import sheep from "fluent:ewe";
import fox from "fluent:fox";
import guitar from "fluent:guitar";
import hedgehog from "fluent:hedgehog";
import bee from "fluent:honeybee";
import ladybird from "fluent:lady-beetle";
import octopus from "fluent:octopus";
import owl from "fluent:owl";
import pig from "fluent:pig";
import snail from "fluent:snail";
import whale from "fluent:spouting-whale";
import teddy from "fluent:teddy-bear";
import fish from "fluent:tropical-fish";
import trumpet from "fluent:trumpet";
import type { PictureData } from "../art/Picture";
import type { SceneName } from "../art/Scene";
import type { CastMember } from "./logic";

/** Who stands on the pads, drawn (Fluent Emoji Flat). */
export const PICTURES: Record<CastMember, PictureData> = {
  cow,
  pig,
  sheep,
  hen,
  crab,
  fish,
  octopus,
  whale,
  fox,
  owl,
  hedgehog,
  bear,
  ladybird,
  butterfly,
  snail,
  bee,
  drum,
  guitar,
  teddy,
  trumpet,
};

/** Where each level's four friends are: the farm, the sea shore, the forest, the garden, the toy room. */
export const LEVEL_SCENES: ReadonlyArray<SceneName> = ["farm", "shore", "forest", "garden", "room"];

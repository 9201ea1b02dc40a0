import type { PictureData } from "../art/Picture";
import dog from "fluent:dog";
import cat from "fluent:cat";
import cow from "fluent:cow";
import ewe from "fluent:ewe";
import horse from "fluent:horse";
import tiger from "fluent:tiger";
import elephant from "fluent:elephant";
import monkey from "fluent:monkey";
import hedgehog from "fluent:hedgehog";
import fish from "fluent:fish";
import dolphin from "fluent:dolphin";
import spoutingWhale from "fluent:spouting-whale";
import octopus from "fluent:octopus";
import crab from "fluent:crab";
import redApple from "fluent:red-apple";
import greenApple from "fluent:green-apple";
import pear from "fluent:pear";
import tangerine from "fluent:tangerine";
import lemon from "fluent:lemon";
import banana from "fluent:banana";
import strawberry from "fluent:strawberry";
import cherries from "fluent:cherries";
import peach from "fluent:peach";
import carrot from "fluent:carrot";
import cucumber from "fluent:cucumber";
import broccoli from "fluent:broccoli";
import bellPepper from "fluent:bell-pepper";
import potato from "fluent:potato";
import eggplant from "fluent:eggplant";
import cookie from "fluent:cookie";
import cheeseWedge from "fluent:cheese-wedge";
import automobile from "fluent:automobile";
import bus from "fluent:bus";
import locomotive from "fluent:locomotive";
import airplane from "fluent:airplane";
import sailboat from "fluent:sailboat";
import tractor from "fluent:tractor";
import tShirt from "fluent:t-shirt";
import jeans from "fluent:jeans";
import runningShoe from "fluent:running-shoe";
import billedCap from "fluent:billed-cap";
import basketball from "fluent:basketball";
import teddyBear from "fluent:teddy-bear";
import balloon from "fluent:balloon";
import nestingDolls from "fluent:nesting-dolls";
import spoon from "fluent:spoon";
import forkAndKnife from "fluent:fork-and-knife";
import bowlWithSpoon from "fluent:bowl-with-spoon";
import forkAndKnifeWithPlate from "fluent:fork-and-knife-with-plate";
import teapot from "fluent:teapot";
import broom from "fluent:broom";
import soap from "fluent:soap";
import bucket from "fluent:bucket";
import toothbrush from "fluent:toothbrush";
import shower from "fluent:shower";
import pencil from "fluent:pencil";
import crayon from "fluent:crayon";
import paintbrush from "fluent:paintbrush";
import pen from "fluent:pen";
import drum from "fluent:drum";
import trumpet from "fluent:trumpet";
import guitar from "fluent:guitar";
import musicalKeyboard from "fluent:musical-keyboard";
import alarmClock from "fluent:alarm-clock";
import watch from "fluent:watch";
import hourglassNotDone from "fluent:hourglass-not-done";
import threeOclock from "fluent:three-oclock";
import backpack from "fluent:backpack";
import handbag from "fluent:handbag";
import luggage from "fluent:luggage";
import shoppingCart from "fluent:shopping-cart";
import hammer from "fluent:hammer";
import screwdriver from "fluent:screwdriver";
import wrench from "fluent:wrench";
import carpentrySaw from "fluent:carpentry-saw";
import rose from "fluent:rose";
import blossom from "fluent:blossom";
import sun from "fluent:sun";
import star from "fluent:star";
import crescentMoon from "fluent:crescent-moon";
import fullMoon from "fluent:full-moon";
import evergreenTree from "fluent:evergreen-tree";
import deciduousTree from "fluent:deciduous-tree";
import redHeart from "fluent:red-heart";
import droplet from "fluent:droplet";
import blueBook from "fluent:blue-book";
import wrappedGift from "fluent:wrapped-gift";
import brick from "fluent:brick";

/** The picture of each thing a row is made of (logic.ts THINGS), by the thing's id. */
export const THING_PICTURES: Readonly<Record<string, PictureData>> = {
  dog,
  cat,
  cow,
  ewe,
  horse,
  tiger,
  elephant,
  monkey,
  hedgehog,
  fish,
  dolphin,
  "spouting-whale": spoutingWhale,
  octopus,
  crab,
  "red-apple": redApple,
  "green-apple": greenApple,
  pear,
  tangerine,
  lemon,
  banana,
  strawberry,
  cherries,
  peach,
  carrot,
  cucumber,
  broccoli,
  "bell-pepper": bellPepper,
  potato,
  eggplant,
  cookie,
  "cheese-wedge": cheeseWedge,
  automobile,
  bus,
  locomotive,
  airplane,
  sailboat,
  tractor,
  "t-shirt": tShirt,
  jeans,
  "running-shoe": runningShoe,
  "billed-cap": billedCap,
  basketball,
  "teddy-bear": teddyBear,
  balloon,
  "nesting-dolls": nestingDolls,
  spoon,
  "fork-and-knife": forkAndKnife,
  "bowl-with-spoon": bowlWithSpoon,
  "fork-and-knife-with-plate": forkAndKnifeWithPlate,
  teapot,
  broom,
  soap,
  bucket,
  toothbrush,
  shower,
  pencil,
  crayon,
  paintbrush,
  pen,
  drum,
  trumpet,
  guitar,
  "musical-keyboard": musicalKeyboard,
  "alarm-clock": alarmClock,
  watch,
  "hourglass-not-done": hourglassNotDone,
  "three-oclock": threeOclock,
  backpack,
  handbag,
  luggage,
  "shopping-cart": shoppingCart,
  hammer,
  screwdriver,
  wrench,
  "carpentry-saw": carpentrySaw,
  rose,
  blossom,
  sun,
  star,
  "crescent-moon": crescentMoon,
  "full-moon": fullMoon,
  "evergreen-tree": evergreenTree,
  "deciduous-tree": deciduousTree,
  "red-heart": redHeart,
  droplet,
  "blue-book": blueBook,
  "wrapped-gift": wrappedGift,
  brick,
};

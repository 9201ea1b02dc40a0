import alarmClock from "fluent:alarm-clock";
import backpack from "fluent:backpack";
import bathtub from "fluent:bathtub";
import cooking from "fluent:cooking";
import crescentMoon from "fluent:crescent-moon";
import forkAndKnifeWithPlate from "fluent:fork-and-knife-with-plate";
import owl from "fluent:owl";
import peopleHugging from "fluent:people-hugging";
import personInBed from "fluent:person-in-bed";
import potOfFood from "fluent:pot-of-food";
import rooster from "fluent:rooster";
import sun from "fluent:sun";
import sunrise from "fluent:sunrise";
import sunset from "fluent:sunset";
import teddyBear from "fluent:teddy-bear";
import type { PictureData } from "../art/Picture";
import type { RoutineId } from "./logic";

/** What each everyday thing is drawn as (Fluent Emoji Flat): the home-from-work hug, the kindergarten's teddy bear... */
export const ROUTINE_PICTURES: Readonly<Record<RoutineId, PictureData>> = {
  rooster,
  sunrise,
  wakeUp: alarmClock,
  breakfast: cooking,
  goKindergarten: backpack,
  playKindergarten: teddyBear,
  sunHigh: sun,
  lunch: potOfFood,
  homeFromWork: peopleHugging,
  dinner: forkAndKnifeWithPlate,
  sunset,
  bath: bathtub,
  sleep: personInBed,
  moon: crescentMoon,
  owl,
};

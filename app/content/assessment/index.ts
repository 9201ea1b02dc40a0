import { MONTHS_01_03 } from "./bands/months-01-03";
import { MONTHS_04_05 } from "./bands/months-04-05";
import { MONTHS_06_07 } from "./bands/months-06-07";
import { MONTHS_08_09 } from "./bands/months-08-09";
import { MONTHS_10_11 } from "./bands/months-10-11";
import { MONTHS_12_13 } from "./bands/months-12-13";
import { MONTHS_14_15 } from "./bands/months-14-15";
import { MONTHS_16_17 } from "./bands/months-16-17";
import { MONTHS_18_23 } from "./bands/months-18-23";
import { MONTHS_24_29 } from "./bands/months-24-29";
import { MONTHS_30_35 } from "./bands/months-30-35";
import { MONTHS_36_47 } from "./bands/months-36-47";
import { MONTHS_48_72 } from "./bands/months-48-72";
import type { AgeBand } from "./types";

/**
 * The free developmental assessment's questionnaires: 13 age bands (months) with their
 * items and "what to practise" activities, youngest first. The items are original; see
 * ../shared/design/content.md for the rules they follow.
 */
export const AGE_BANDS: ReadonlyArray<AgeBand> = [
  MONTHS_01_03,
  MONTHS_04_05,
  MONTHS_06_07,
  MONTHS_08_09,
  MONTHS_10_11,
  MONTHS_12_13,
  MONTHS_14_15,
  MONTHS_16_17,
  MONTHS_18_23,
  MONTHS_24_29,
  MONTHS_30_35,
  MONTHS_36_47,
  MONTHS_48_72,
];

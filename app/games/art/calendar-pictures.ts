import mapleLeaf from "fluent:maple-leaf";
import snowflake from "fluent:snowflake";
import sun from "fluent:sun";
import tulip from "fluent:tulip";
import { type PictureData, ownPicture } from "./Picture";

/** The four seasons' pictures, shared by the months and seasons games: a snowflake, a tulip, the sun, a maple leaf. */
export const SEASON_PICTURES: Readonly<Record<"winter" | "spring" | "summer" | "autumn", PictureData>> = {
  winter: snowflake,
  spring: tulip,
  summer: sun,
  autumn: mapleLeaf,
};

/**
 * Novruz's səməni, drawn (the set has none): green wheat sprouts grown on a plate, tied with a
 * red ribbon, on every Azerbaijani table in March.
 */
export const semeni = ownPicture(
  "semeni",
  '<ellipse cx="16" cy="27.5" rx="13.5" ry="3.5" fill="#cfc6b6"/>' +
    '<ellipse cx="16" cy="26.5" rx="12.5" ry="3" fill="#f4efe6"/>' +
    '<path d="M6.5 25C5.5 17 7 9 9.5 5c1.3 3.5 1.8 6.5 2.3 9C12 8.5 13.8 3.8 16 2c1.3 3.6 1.5 7.5 1.3 11 1.2-4 3.3-7.4 5.7-8.8.5 4.3-.2 7.6-.8 9.8 1.2-2.3 2.8-4 4.3-4.8.6 5.5.4 11-.8 16.8z" fill="#7cc35a"/>' +
    '<path d="M17.3 13c1.2-4 3.3-7.4 5.7-8.8.5 4.3-.2 7.6-.8 9.8 1.2-2.3 2.8-4 4.3-4.8.6 5.5.4 11-.8 16.8h-6.4c.4-4.2-.4-8.7-2-13z" fill="#5aa63f"/>' +
    '<rect x="6.2" y="18.6" width="19.8" height="3.8" rx="1.9" fill="#e53935"/>' +
    '<ellipse cx="13.2" cy="20.5" rx="2.8" ry="2" fill="#c62828"/>' +
    '<ellipse cx="18.8" cy="20.5" rx="2.8" ry="2" fill="#c62828"/>' +
    '<circle cx="16" cy="20.5" r="1.5" fill="#e53935"/>',
);

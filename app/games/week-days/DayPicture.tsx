import backpack from "fluent:backpack";
import artistPalette from "fluent:artist-palette";
import deciduousTree from "fluent:deciduous-tree";
import musicalNotes from "fluent:musical-notes";
import openBook from "fluent:open-book";
import shortcake from "fluent:shortcake";
import soccerBall from "fluent:soccer-ball";
import { Picture, type PictureData } from "../art/Picture";
import type { DayId } from "./logic";

/**
 * Each day of the week has what the family does that day, like a kindergarten's week board: the
 * bag to kindergarten on Monday, the ball on Tuesday, paints on Wednesday, a book on Thursday,
 * music on Friday, the park's tree on Saturday and Sunday's cake, each on its own colour, so a
 * child who cannot read tells the days apart.
 */
const DAY_PICTURES: Record<DayId, { picture: PictureData; color: string }> = {
  mon: { picture: backpack, color: "#bcd7fb" },
  tue: { picture: soccerBall, color: "#f9c4c0" },
  wed: { picture: artistPalette, color: "#c4e7c6" },
  thu: { picture: openBook, color: "#fbd7b1" },
  fri: { picture: musicalNotes, color: "#dccbf5" },
  sat: { picture: deciduousTree, color: "#bfe6df" },
  sun: { picture: shortcake, color: "#f8c6dc" },
};

/** A day's picture on its round coloured plate (hidden from screen readers: the day is named beside it). */
export function DayPicture({ day }: { day: DayId }) {
  const { picture, color } = DAY_PICTURES[day];
  return (
    <span className="week-days-picture" style={{ background: color }} aria-hidden="true">
      <Picture picture={picture} />
    </span>
  );
}

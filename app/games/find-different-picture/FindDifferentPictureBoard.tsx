import { createElement } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import { Picture } from "../art/Picture";
import type { SceneName } from "../art/Scene";
import type { BoardProps } from "../board";
import { FindDifferentBoard } from "../find-different/FindDifferentBoard";
import { drawingById } from "./drawings";
import { PICTURE_ROW_SECONDS, type PictureItem, pictureRows } from "./logic";
import { PICTURES } from "./pictures";

/**
 * Where each level's row stands: things on the meadow, look-alikes in the park, animals and
 * things facing one way on the shore, things with a part missing on the kitchen table, small
 * details in the room, and the mixed last level in the forest.
 */
const LEVEL_SCENES: ReadonlyArray<SceneName> = ["meadow", "park", "shore", "table", "room", "forest"];

function PictureView({ item }: { item: PictureItem }) {
  if (item.kind === "picture") {
    const picture = PICTURES[item.picture];
    return picture ? <Picture picture={picture} /> : null;
  }
  const parts = drawingById(item.drawing).parts.filter((part) => part.id !== item.missing);
  return (
    <svg className="find-different-picture-drawing" data-picture={item.drawing} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      {/* A flipped drawing faces left: mirrored across the middle of its box. */}
      <g transform={item.flipped ? "matrix(-1 0 0 1 100 0)" : undefined}>
        {parts.flatMap((part) => part.shapes.map((shape, index) => createElement(shape.el, { key: `${part.id}-${index}`, ...shape.a })))}
      </g>
    </svg>
  );
}

export default function FindDifferentPictureBoard(props: BoardProps) {
  const { t } = useTranslation();
  return (
    <FindDifferentBoard
      {...props}
      game="find-different-picture"
      makeRows={() => pictureRows(props.level, Math.random)}
      secondsPerRow={PICTURE_ROW_SECONDS}
      scenes={LEVEL_SCENES}
      texts={{
        prompt: t("games.findDifferentPicture.prompt"),
        rowLabel: t("games.findDifferentPicture.rowLabel"),
        timeUp: t("games.findDifferentPicture.timeUp"),
        correct: t("games.correct"),
        option: (number) => t("games.findDifferentPicture.picture", { number }),
        hint: (difference) => t(`games.findDifferentPicture.hints.${difference}`),
      }}
      ItemView={PictureView}
    />
  );
}

import { useTranslation } from "~/infrastructure/i18n/context";
import type { SceneName } from "../art/Scene";
import type { BoardProps } from "../board";
import { FindDifferentBoard } from "../find-different/FindDifferentBoard";
import { turnTransform } from "../turns";
import { FIGURE_COLOURS, FIGURE_ROW_SECONDS, FIGURE_SHAPES, type Figure, MARKS, figureRows } from "./logic";

const MARK_COLOUR = "#263238";
/** The light comes from the top left: the figure's base sits up and left of its shade. */
const LIGHT_OFFSET = "translate(-2.5 -2.5)";
/**
 * Where each level's figures stand: toy blocks on the room's rug, the park, the snow, the night
 * sky, the station and the garden.
 */
const LEVEL_SCENES: ReadonlyArray<SceneName> = ["room", "park", "snow", "night", "station", "garden"];

/** A figure in two tones (base and shade, no outline), its mark turning with it. */
function FigureView({ item: figure }: { item: Figure }) {
  const transform = turnTransform(figure.turn) || undefined;
  const { d } = FIGURE_SHAPES[figure.shape];
  const colour = FIGURE_COLOURS[figure.colour];
  return (
    <svg className="find-different-figure-shape" viewBox="0 0 100 100" data-picture={figure.shape} aria-hidden="true" focusable="false">
      <g transform={transform}>
        <path d={d} fill={colour.shade} stroke={colour.shade} strokeWidth="4" strokeLinejoin="round" />
      </g>
      <g transform={LIGHT_OFFSET}>
        <g transform={transform}>
          <path d={d} fill={colour.base} />
          {figure.mark === "none" ? null : <path d={MARKS[figure.mark].d} fill={MARK_COLOUR} fillRule="evenodd" />}
        </g>
      </g>
    </svg>
  );
}

export default function FindDifferentFigureBoard(props: BoardProps) {
  const { t } = useTranslation();
  return (
    <FindDifferentBoard
      {...props}
      game="find-different-figure"
      makeRows={() => figureRows(props.level, Math.random)}
      secondsPerRow={FIGURE_ROW_SECONDS}
      scenes={LEVEL_SCENES}
      texts={{
        prompt: t("games.findDifferentFigure.prompt"),
        rowLabel: t("games.findDifferentFigure.rowLabel"),
        timeUp: t("games.findDifferentFigure.timeUp"),
        correct: t("games.correct"),
        option: (number) => t("games.findDifferentFigure.figure", { number }),
        hint: (difference) => t(`games.findDifferentFigure.hints.${difference}`),
      }}
      ItemView={FigureView}
    />
  );
}

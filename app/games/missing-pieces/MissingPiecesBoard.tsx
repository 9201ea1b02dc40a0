import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from "react";
import { Scene, type SceneName } from "../art/Scene";
import { Balloon, Butterfly, Cushion, FloorLamp } from "../art/toy-scene-props";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { BoardProps } from "../board";
import { useRowChoice } from "../shell/use-row-choice";
import { useShowMe } from "../shell/use-show-me";
import { turnTransform } from "../turns";
import { CARPET_COLOURS, CARPET_GROUND, type CarpetRound, MOTIFS, type MissingRound, type PicturePiece, type Tile, missingRounds } from "./logic";
import { PICTURE_SIZE, PIECE_SIZE, type Picture, pictureById, pieceOrigin } from "./pictures";
import "./missing-pieces.css";

/** Each level's place (docs/art-style.md): the pictures stand in a meadow, a garden, a park; the carpets lie in a room and by a table. */
const LEVEL_SCENES: ReadonlyArray<SceneName> = ["meadow", "garden", "park", "room", "table"];

/** A few things of each place drawn into its backdrop (never tappable), so no two levels look alike. */
const LEVEL_DETAILS: ReadonlyArray<ReactNode> = [
  // A butterfly over the meadow.
  <Butterfly key="meadow" x={71} y={210} colour="#fb8c00" />,
  // A watering can by the garden beds.
  <g key="garden">
    <rect x="280" y="470" width="50" height="36" rx="8" fill="#1e88e5" />
    <path d="M330 478 l22 -16" stroke="#1e88e5" strokeWidth="7" strokeLinecap="round" />
    <path d="M286 470 q18 -22 38 0" fill="none" stroke="#1565c0" strokeWidth="5" />
  </g>,
  // A balloon in the park.
  <Balloon key="park" x={300} y={405} colour="#e53935" />,
  // A cushion and a lamp in the room.
  <g key="room">
    <Cushion x={262} y={464} colour="#8e24aa" />
    <FloorLamp x={43} y={470} />
  </g>,
  // A teapot and cups on the table.
  <g key="table">
    <ellipse cx="60" cy="580" rx="34" ry="26" fill="#e76f51" />
    <path d="M94 574 l20 -14" stroke="#e76f51" strokeWidth="7" strokeLinecap="round" />
    <rect x="52" y="548" width="16" height="8" rx="4" fill="#b8433a" />
    <rect x="280" y="566" width="40" height="34" rx="8" fill="#1e88e5" />
  </g>,
];

const OUTLINE = "#1f2937";
const TILE = 100;

/** A picture's shapes, with the wrong-colour piece's colours when `recoloured`. */
function PictureArt({ picture, recoloured }: { picture: Picture; recoloured: boolean }) {
  const paint = (key: string) => (recoloured ? picture.recolour[key] : undefined) ?? picture.colours[key];
  return (
    <g className="missing-pieces-art">
      {picture.shapes.map((shape, index) => {
        switch (shape.kind) {
          case "rect":
            return <rect key={index} x={shape.x} y={shape.y} width={shape.width} height={shape.height} rx={shape.rx} fill={paint(shape.fill)} />;
          case "circle":
            return <circle key={index} cx={shape.cx} cy={shape.cy} r={shape.r} fill={paint(shape.fill)} />;
          case "ellipse":
            return <ellipse key={index} cx={shape.cx} cy={shape.cy} rx={shape.rx} ry={shape.ry} fill={paint(shape.fill)} />;
          case "polygon":
            return <polygon key={index} points={shape.points.map((point) => point.join(",")).join(" ")} fill={paint(shape.fill)} />;
          case "line":
            return (
              <line
                key={index}
                x1={shape.from[0]}
                y1={shape.from[1]}
                x2={shape.to[0]}
                y2={shape.to[1]}
                stroke={paint(shape.stroke)}
                strokeWidth={shape.width}
                strokeLinecap="round"
              />
            );
        }
      })}
    </g>
  );
}

/** The dashed gap with a question mark, over the place of the missing piece or tile. */
function Gap({ x, y, size }: { x: number; y: number; size: number }) {
  return (
    <g className="missing-pieces-gap">
      <rect x={x + 2} y={y + 2} width={size - 4} height={size - 4} rx="6" />
      <text x={x + size / 2} y={y + size / 2} dominantBaseline="central" textAnchor="middle" fontSize={size * 0.5}>
        ?
      </text>
    </g>
  );
}

function PieceView({ piece }: { piece: PicturePiece }) {
  const [x, y] = pieceOrigin(piece.piece);
  return (
    <svg className="missing-pieces-piece" viewBox={`${x} ${y} ${PIECE_SIZE} ${PIECE_SIZE}`} aria-hidden="true" focusable="false">
      <g transform={piece.upsideDown ? `rotate(180 ${x + PIECE_SIZE / 2} ${y + PIECE_SIZE / 2})` : undefined}>
        <PictureArt picture={pictureById(piece.picture)} recoloured={piece.recoloured} />
      </g>
    </svg>
  );
}

function TileShape({ tile }: { tile: Tile }) {
  const transform = turnTransform(tile.turn);
  return (
    <>
      <rect className="missing-pieces-tile-ground" width={TILE} height={TILE} fill={CARPET_GROUND} />
      <path
        d={MOTIFS[tile.motif].d}
        fill={CARPET_COLOURS[tile.colour]}
        fillRule="evenodd"
        stroke={OUTLINE}
        strokeWidth="3"
        strokeLinejoin="round"
        transform={transform || undefined}
      />
    </>
  );
}

function Carpet({ round, solved, label }: { round: CarpetRound; solved: boolean; label: string }) {
  const side = round.size * TILE;
  return (
    <figure className={`missing-pieces-figure${solved ? " game-pop" : ""}`}>
      <svg className="missing-pieces-picture missing-pieces-carpet" viewBox={`-8 -8 ${side + 16} ${side + 16}`} aria-hidden="true" focusable="false">
        <rect x="-6" y="-6" width={side + 12} height={side + 12} rx="4" fill="#7f1d1d" />
        {round.tiles.map((tile, index) => {
          const x = (index % round.size) * TILE;
          const y = Math.floor(index / round.size) * TILE;
          return index === round.missing && !solved ? (
            <g key={index}>
              <rect x={x} y={y} width={TILE} height={TILE} fill={CARPET_GROUND} />
              <Gap x={x} y={y} size={TILE} />
            </g>
          ) : (
            <g key={index} transform={`translate(${x} ${y})`}>
              <TileShape tile={tile} />
            </g>
          );
        })}
      </svg>
      <figcaption className="visually-hidden">{label}</figcaption>
    </figure>
  );
}

export default function MissingPiecesBoard(props: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => missingRounds(props.level, Math.random));
  const promptOf = (round: MissingRound) => (round.kind === "carpet" ? t("games.missingPieces.promptCarpet") : t("games.missingPieces.promptPicture"));
  const [hint, setHint] = useState("");
  const { play, row, prompt, wrong, status, choose } = useRowChoice({
    ...props,
    rows: rounds,
    answerOf: (round) => round.answer,
    promptOf,
    secondsPerRow: null,
    hintOf: (round, _mistakes, position) => {
      // The hint names what is wrong with the piece tapped: its colour, its way up, its shape.
      const kind = round.options[position]?.kind;
      if (!kind || kind === "right") return null;
      const text = t(`games.missingPieces.hints.${kind}`);
      setHint(text);
      return text;
    },
  });
  const solved = status === "right";
  const firstMove = useShowMe(props.showMe, play.round === 0);
  const [gapX, gapY] = row.kind === "picture" ? pieceOrigin(row.missing) : [0, 0];

  // The right piece travels into the gap (from where it lay to the gap's place on screen).
  const pictureSvg = useRef<HTMLDivElement>(null);
  const optionList = useRef<HTMLUListElement>(null);
  const [travel, setTravel] = useState<CSSProperties | undefined>(undefined);
  // The gap's centre and the drawing's side, in the drawing's units.
  const [gapCentreX, gapCentreY, drawingSide] =
    row.kind === "picture"
      ? [gapX + PIECE_SIZE / 2, gapY + PIECE_SIZE / 2, PICTURE_SIZE]
      : [((row.missing % row.size) + 0.5) * TILE + 8, (Math.floor(row.missing / row.size) + 0.5) * TILE + 8, row.size * TILE + 16];
  const answer = row.answer;
  useEffect(() => {
    const picture = pictureSvg.current?.querySelector("svg")?.getBoundingClientRect();
    const piece = optionList.current?.querySelectorAll("button")[answer]?.getBoundingClientRect();
    if (!solved || !picture || !piece || piece.width === 0) {
      setTravel(undefined);
      return;
    }
    const scale = picture.width / drawingSide;
    setTravel({
      "--missing-pieces-to-x": `${picture.left + gapCentreX * scale - (piece.left + piece.width / 2)}px`,
      "--missing-pieces-to-y": `${picture.top + gapCentreY * scale - (piece.top + piece.height / 2)}px`,
      "--missing-pieces-to-scale": String((PIECE_SIZE * scale) / piece.width),
    } as CSSProperties);
  }, [solved, answer, gapCentreX, gapCentreY, drawingSide]);

  return (
    <Scene name={LEVEL_SCENES[props.level - 1] ?? "meadow"} details={LEVEL_DETAILS[props.level - 1]} className="missing-pieces-board">
      <p className="choice-question visually-hidden">{prompt}</p>
      <div ref={pictureSvg} className="missing-pieces-easel">
        {row.kind === "picture" ? (
          <figure className={`missing-pieces-figure${solved ? " game-pop" : ""}`}>
            <svg className="missing-pieces-picture" viewBox={`0 0 ${PICTURE_SIZE} ${PICTURE_SIZE}`} aria-hidden="true" focusable="false">
              <PictureArt picture={pictureById(row.picture)} recoloured={false} />
              {solved ? null : <Gap x={gapX} y={gapY} size={PIECE_SIZE} />}
            </svg>
            <figcaption className="visually-hidden">
              {t("games.missingPieces.pictureLabel", { picture: t(`games.missingPieces.pictures.${row.picture}`) })}
            </figcaption>
          </figure>
        ) : (
          <Carpet round={row} solved={solved} label={t("games.missingPieces.carpetLabel")} />
        )}
      </div>
      <ul ref={optionList} className={`missing-pieces-options missing-pieces-options-${row.options.length}`} aria-label={t("games.missingPieces.optionsLabel")}>
        {row.options.map((piece, position) => {
          const isWrong = wrong.includes(position);
          const isRight = solved && position === row.answer;
          return (
            // Places stay from one round to the next, so keyboard focus stays put.
            <li key={position}>
              <button
                ref={play.round === 0 && position === row.answer ? firstMove.target : undefined}
                type="button"
                className={`missing-pieces-option${isWrong ? " is-wrong game-wobble" : ""}${isRight ? ` is-right${travel ? " is-travelling" : " game-pop"}` : ""}`}
                style={isRight ? travel : undefined}
                aria-label={t("games.missingPieces.piece", { number: position + 1 })}
                aria-disabled={isWrong || solved || props.paused}
                onClick={() => choose(position)}
              >
                {row.kind === "picture" ? (
                  <PieceView piece={piece as PicturePiece} />
                ) : (
                  <svg className="missing-pieces-piece" viewBox={`0 0 ${TILE} ${TILE}`} aria-hidden="true" focusable="false">
                    <TileShape tile={piece as Tile} />
                  </svg>
                )}
                {isWrong ? (
                  <svg className="missing-pieces-mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <circle cx="12" cy="12" r="11" />
                    <path d="M8 8l8 8M16 8l-8 8" />
                  </svg>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      <output className="game-feedback visually-hidden">{solved ? t("games.correct") : wrong.length > 0 ? hint : ""}</output>
    </Scene>
  );
}

import { type CSSProperties, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { BoardProps } from "../board";
import type { SceneName } from "../art/Scene";
import { Scene } from "../art/Scene";
import { ShapeIcon } from "../shell/ShapeIcon";
import {
  BLOCKS,
  type BlocksPlay,
  type Cell,
  blockPatterns,
  blocksAttempts,
  blocksLevel,
  blocksPlayOver,
  blocksScore,
  nextPattern,
  startBlocksPlay,
  tapBlock,
} from "./logic";
import "./attention-blocks.css";

/** Where each level's blocks are copied: a picture on the room's wall, the kitchen, the garden, the table. */
const LEVEL_SCENES: ReadonlyArray<SceneName> = ["room", "kitchen", "garden", "table"];

/** How long a copied pattern stays (and dances) before the next one. */
const NEXT_PATTERN_DELAY_MS = 900;

function Block({ cell }: { cell: Cell }) {
  const block = cell === null ? undefined : BLOCKS[cell];
  if (!block) return null;
  return <ShapeIcon shape={block.shape} color={block.color} size={40} />;
}

export default function AttentionBlocksBoard({ level, paused, untimed, timeUp, sounds, instruct, showMe, onRounds, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const spec = blocksLevel(level);
  const [patterns] = useState(() => blockPatterns(level, Math.random));
  const [play, setPlay] = useState<BlocksPlay>(() => startBlocksPlay(level));
  // The latest play, so two quick taps before a re-render both count.
  const latest = useRef(play);
  const [solved, setSolved] = useState(false);
  // The cell just answered, to pop (now like the sample) or wobble (a right cell turned wrong) until its animation ends.
  const [touched, setTouched] = useState<{ index: number; right: boolean } | null>(null);
  const firstCell = useRef<HTMLButtonElement | null>(null);
  const finished = useRef(false);
  const nextTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(nextTimer.current), []);
  const pattern = patterns[Math.min(play.pattern, patterns.length - 1)] ?? [];
  const blockName = (cell: Cell) => (cell === null ? t("games.attentionBlocks.empty") : t(`games.attentionBlocks.blocks.${BLOCKS[cell]?.id ?? "redCircle"}`));

  const finish = useCallback(() => {
    if (finished.current) return;
    finished.current = true;
    window.clearTimeout(nextTimer.current);
    const current = latest.current;
    const score = blocksScore(current, patterns);
    sounds.finished();
    onScore(score);
    onFinish({ level, score, attempts: blocksAttempts(current, patterns), successes: current.done });
  }, [level, patterns, onFinish, onScore, sounds]);

  // The level's time is up: the play ends with what is done (the unfinished pattern's right cells count).
  useEffect(() => {
    if (timeUp && !untimed) finish();
  }, [timeUp, untimed, finish]);

  // Each pattern starts with the instruction spoken and the progress drawn; the first one also shows its first tap.
  const announced = useRef(-1);
  useEffect(() => {
    if (announced.current === play.pattern || blocksPlayOver(play, patterns)) return;
    announced.current = play.pattern;
    instruct(t("games.attentionBlocks.prompt"));
    onRounds(play.done, patterns.length);
    if (play.pattern === 0) showMe(firstCell.current);
  }, [play, patterns, instruct, onRounds, showMe, t]);

  function tap(index: number) {
    if (paused || finished.current || solved) return;
    const { play: next, matched, slip, cellRight } = tapBlock(latest.current, patterns, level, index);
    if (next === latest.current) return;
    latest.current = next;
    setPlay(next);
    onScore(blocksScore(next, patterns));
    setTouched({ index, right: cellRight });
    if (slip) {
      sounds.wrong();
      instruct(t("games.attentionBlocks.prompt"));
      return;
    }
    if (!matched) return;
    sounds.right();
    onRounds(next.done, patterns.length);
    setSolved(true);
    nextTimer.current = window.setTimeout(() => {
      const after = nextPattern(latest.current, level);
      latest.current = after;
      setPlay(after);
      setSolved(false);
      if (blocksPlayOver(after, patterns)) finish();
    }, NEXT_PATTERN_DELAY_MS);
  }

  const gridStyle = { "--attention-blocks-size": spec.size } as CSSProperties;
  const cellLabel = (index: number, cell: Cell) =>
    t("games.attentionBlocks.cell", { row: Math.floor(index / spec.size) + 1, column: (index % spec.size) + 1, block: blockName(cell) });

  return (
    <Scene name={LEVEL_SCENES[level - 1] ?? "room"} className={`attention-blocks-board attention-blocks-size-${spec.size}`}>
      <p className="visually-hidden">{t("games.attentionBlocks.prompt")}</p>
      <div className="attention-blocks-cycle">
        <span className="visually-hidden">{t("games.attentionBlocks.cycleHint")}</span>
        <ol className="attention-blocks-cycle-list">
          {BLOCKS.slice(0, spec.types).map((block, index) => (
            <li key={block.id}>
              <ShapeIcon shape={block.shape} color={block.color} size={24} />
              <span className="visually-hidden">{blockName(index)}</span>
            </li>
          ))}
        </ol>
      </div>
      <div className={`attention-blocks-boards${paused ? " is-paused" : ""}`}>
        <section className="attention-blocks-part" aria-labelledby="attention-blocks-sample-title">
          <h3 id="attention-blocks-sample-title" className="visually-hidden">
            {t("games.attentionBlocks.sampleLabel")}
          </h3>
          <ul className="attention-blocks-grid attention-blocks-sample" style={gridStyle}>
            {pattern.map((cell, index) => (
              // A pattern never changes while it is shown, so a cell's place is its identity.
              <li key={index} className="attention-blocks-cell">
                <Block cell={cell} />
                <span className="visually-hidden">{cellLabel(index, cell)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="attention-blocks-part" aria-labelledby="attention-blocks-grid-title">
          <h3 id="attention-blocks-grid-title" className="visually-hidden">
            {t("games.attentionBlocks.gridLabel")}
          </h3>
          <ul className={`attention-blocks-grid attention-blocks-copy${solved ? " is-solved game-pop" : ""}`} style={gridStyle}>
            {play.grid.map((cell, index) => (
              <li key={index}>
                <button
                  ref={index === 0 ? firstCell : undefined}
                  type="button"
                  className={`attention-blocks-cell attention-blocks-button${touched?.index === index && !solved ? (touched.right ? " game-pop" : " game-wobble") : ""}`}
                  aria-label={cellLabel(index, cell)}
                  aria-disabled={paused || solved}
                  onClick={() => tap(index)}
                  onAnimationEnd={() => setTouched((now) => (now?.index === index ? null : now))}
                >
                  <Block cell={cell} />
                </button>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <output className="game-feedback visually-hidden">
        {solved ? t("games.attentionBlocks.right") : play.slipped ? t("games.attentionBlocks.keepGoing") : ""}
      </output>
    </Scene>
  );
}

import { type CSSProperties, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import { Picture } from "../art/Picture";
import { Scene, type SceneName } from "../art/Scene";
import type { BoardProps } from "../board";
import { type PairCard, type PairsRound, nextPairsRound, pairsPlayOver, pairsScore, pairsRounds, roundDone, startPairsPlay, tapCard } from "./logic";
import { PAIR_PICTURES } from "./pictures";
import "./matching-pairs.css";

/** Where each level's cards lie: the room (two of a kind), the sunny meadow (shadows), the kitchen (things used together), the farm (who eats what), the park (all mixed). */
const LEVEL_SCENES: ReadonlyArray<SceneName> = ["room", "meadow", "kitchen", "farm", "park"];

/** A card's height by the number of rows: big when there are few. */
const cardHeight = (rows: number) => (rows <= 3 ? "6.5rem" : rows === 4 ? "5.5rem" : rows === 5 ? "5rem" : "4.5rem");

/** How long the joined board stays before the next one, in milliseconds. */
const NEXT_ROUND_DELAY_MS = 1100;
/** How long two wrongly joined cards shake. */
const WRONG_MS = 500;

/** Card height and gap in the same units as the line drawing (9 + 1 per row, see the CSS). */
const ROW_UNITS = 10;
const CARD_UNITS = 9;

export default function MatchingPairsBoard({ level, paused, sounds, instruct, showMe, onRounds, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => pairsRounds(level, Math.random));
  const [play, setPlay] = useState(startPairsPlay);
  // The latest play, so two quick taps before a re-render both count.
  const latest = useRef(play);
  const [wrong, setWrong] = useState<ReadonlyArray<PairCard>>([]);
  const [lastOutcome, setLastOutcome] = useState<"joined" | "wrong" | null>(null);
  const finished = useRef(false);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const roundIndex = Math.min(play.round, rounds.length - 1);
  const round = rounds[roundIndex] as PairsRound;
  const count = round.pairs.length;
  const done = play.round < rounds.length && roundDone(play, count);
  const prompt = t(`games.matchingPairs.prompts.${round.kind}`);

  // Each board's prompt is spoken once, when it appears; on the first, the shell's hand joins
  // the first picture on the left with its partner.
  const columns = useRef<HTMLDivElement>(null);
  const spokenRound = useRef(-1);
  useEffect(() => {
    if (spokenRound.current === roundIndex) return;
    spokenRound.current = roundIndex;
    instruct(prompt);
    onRounds(roundIndex, rounds.length);
    if (roundIndex !== 0) return;
    const [leftColumn, rightColumn] = columns.current?.querySelectorAll("ul") ?? [];
    const first = round.left[0] ?? 0;
    showMe(leftColumn?.querySelector("button") ?? null, rightColumn?.querySelectorAll("button")[round.right.indexOf(first)] ?? null);
  }, [roundIndex, prompt, instruct, onRounds, rounds.length, showMe, round]);

  function later(action: () => void, delay: number) {
    timers.current.push(window.setTimeout(action, delay));
  }

  function tap(card: PairCard) {
    const current = latest.current;
    if (paused || pairsPlayOver(current, rounds.length) || roundDone(current, count)) return;
    const { play: next, outcome } = tapCard(current, count, card);
    if (outcome === "ignored") return;
    latest.current = next;
    setPlay(next);
    if (outcome === "wrong") {
      const pairOf = current.selected as PairCard;
      const shaking = [pairOf, card];
      sounds.wrong();
      instruct(prompt);
      setLastOutcome("wrong");
      setWrong(shaking);
      onScore(pairsScore(next));
      later(() => setWrong((now) => (now === shaking ? [] : now)), WRONG_MS);
      return;
    }
    if (outcome !== "joined") {
      setLastOutcome(null);
      return;
    }
    sounds.right();
    setLastOutcome("joined");
    onScore(pairsScore(next));
    if (!roundDone(next, count)) return;
    later(() => {
      const following = nextPairsRound(latest.current);
      latest.current = following;
      setPlay(following);
      setLastOutcome(null);
      if (pairsPlayOver(following, rounds.length) && !finished.current) {
        finished.current = true;
        onRounds(rounds.length, rounds.length);
        sounds.finished();
        onFinish({ level, score: pairsScore(following), attempts: following.attempts, successes: following.successes });
      }
    }, NEXT_ROUND_DELAY_MS);
  }

  const joinedNumber = (pair: number) => play.joined.indexOf(pair) + 1;
  const isSelected = (card: PairCard) => play.selected?.pair === card.pair && play.selected.side === card.side;
  const isWrong = (card: PairCard) => wrong.some((other) => other.pair === card.pair && other.side === card.side);

  function renderCard(pair: number, side: PairCard["side"]) {
    const definition = round.pairs[pair];
    if (!definition) return null;
    const thing = side === "left" ? definition.left : definition.right;
    const picture = t(`games.matchingPairs.things.${thing}`);
    const asShadow = side === "right" && definition.relation === "shadow";
    const name = asShadow ? t("games.matchingPairs.shadowOf", { picture }) : picture;
    const drawn = PAIR_PICTURES[thing];
    const number = joinedNumber(pair);
    const card = { pair, side };
    return (
      <li key={`${roundIndex}-${side}-${pair}`}>
        <button
          type="button"
          className={`matching-pairs-card${number > 0 ? ` is-joined matching-pairs-pair-${number}` : ""}${number > 0 && number === play.joined.length && lastOutcome === "joined" ? " game-pop" : ""}${isSelected(card) ? " is-selected" : ""}${isWrong(card) ? " is-wrong" : ""}`}
          aria-label={number > 0 ? t("games.matchingPairs.joinedCard", { name, number }) : name}
          aria-pressed={isSelected(card)}
          aria-disabled={paused || number > 0 || done}
          onClick={() => tap(card)}
        >
          {asShadow ? (
            <span className="matching-pairs-wall" aria-hidden="true">
              <Picture picture={drawn} className="matching-pairs-picture matching-pairs-shadow" />
            </span>
          ) : (
            <Picture picture={drawn} className="matching-pairs-picture" />
          )}
          {number > 0 ? (
            <span className="matching-pairs-badge" aria-hidden="true">
              {number}
            </span>
          ) : null}
        </button>
      </li>
    );
  }

  const rowOf = (order: ReadonlyArray<number>, pair: number) => order.indexOf(pair) * ROW_UNITS + CARD_UNITS / 2;
  const feedback = done
    ? t("games.matchingPairs.allJoined")
    : lastOutcome === "wrong"
      ? t("games.matchingPairs.wrongJoin")
      : play.selected
        ? t("games.matchingPairs.pickPartner")
        : lastOutcome === "joined"
          ? t("games.matchingPairs.goTogether")
          : "";

  return (
    <Scene name={LEVEL_SCENES[level - 1] ?? "room"} className="matching-pairs-scene">
      <div className="matching-pairs-board">
        <p className="choice-question visually-hidden">{prompt}</p>
        <div
          ref={columns}
          className={`matching-pairs-columns${done ? " is-done" : ""}`}
          style={{ "--matching-pairs-rows": count, "--matching-pairs-card": cardHeight(count) } as CSSProperties}
        >
          <ul className="matching-pairs-column" aria-label={t("games.matchingPairs.leftColumn")}>
            {round.left.map((pair) => renderCard(pair, "left"))}
          </ul>
          <svg className="matching-pairs-lines" viewBox={`0 0 10 ${count * ROW_UNITS - 1}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
            {play.joined.map((pair, index) => (
              <line
                key={`${roundIndex}-${pair}`}
                className={`matching-pairs-line matching-pairs-pair-${index + 1}`}
                x1="0"
                y1={rowOf(round.left, pair)}
                x2="10"
                y2={rowOf(round.right, pair)}
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </svg>
          <ul className="matching-pairs-column" aria-label={t("games.matchingPairs.rightColumn")}>
            {round.right.map((pair) => renderCard(pair, "right"))}
          </ul>
        </div>
        <output className="game-feedback visually-hidden">{feedback}</output>
      </div>
    </Scene>
  );
}

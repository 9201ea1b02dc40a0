import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { BoardProps } from "../board";
import { type ChoicePlay, answerChoice, choicePlayOver, startChoicePlay } from "../choice-rounds";
import { useShowMe } from "../shell/use-show-me";
import { useTapInOrder } from "../shell/use-tap-in-order";
import { Picture } from "../art/Picture";
import { Scene, type SceneName } from "../art/Scene";
import { travelIn } from "../art/travel-in";
import { type SequenceChoiceRound, type SequenceOrderRound, type StepId, sequenceLevel, sequenceRounds } from "./logic";
import { STEP_PICTURES } from "./pictures";
import "./complete-sequence.css";

/** Where each level's stories are told: a scene of its own per level. */
const LEVEL_SCENES: ReadonlyArray<SceneName> = ["meadow", "garden", "park", "kitchen", "room", "table"];
const sceneOf = (level: number): SceneName => LEVEL_SCENES[level - 1] ?? "meadow";

/** How long the completed story stays before the next one, in milliseconds. */
const NEXT_STORY_DELAY_MS = 1800;
/** How long a wrongly tapped picture wobbles. */
const WOBBLE_MS = 450;

/** A step's picture; its caption is for screen readers (and spoken), never to be read by the child. */
function StepCard({ step, caption }: { step: StepId; caption: string }) {
  return (
    <>
      <Picture picture={STEP_PICTURES[step]} className="complete-sequence-picture" />
      <span className="visually-hidden">{caption}</span>
    </>
  );
}

function ChoicePlayBoard({
  rounds,
  level,
  paused,
  sounds,
  onScore,
  onFinish,
  instruct,
  onRounds,
  showMe,
}: BoardProps & { rounds: ReadonlyArray<SequenceChoiceRound> }) {
  const { t } = useTranslation();
  const [play, setPlay] = useState<ChoicePlay>(startChoicePlay);
  // The latest play, so two quick taps before a re-render both count.
  const latest = useRef(play);
  const [wrong, setWrong] = useState<ReadonlyArray<StepId>>([]);
  // The pictures tapped wrongly in this story, read by taps: a second fast tap on one counts for nothing.
  const wrongNow = useRef<ReadonlyArray<StepId>>([]);
  const [solved, setSolved] = useState(false);
  // Where the right picture was when tapped: it travels from there into the gap.
  const [from, setFrom] = useState<DOMRect | null>(null);
  const finished = useRef(false);
  const nextTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(nextTimer.current), []);

  const roundIndex = Math.min(play.round, rounds.length - 1);
  const round = rounds[roundIndex] as SequenceChoiceRound;
  const caption = (step: StepId) => t(`games.completeSequence.steps.${step}`);
  const prompt = round.kind === "missing" ? t("games.completeSequence.missingPrompt") : t("games.completeSequence.nextPrompt");

  // Each round's question is spoken once, when the story appears.
  const spokenRound = useRef(-1);
  useEffect(() => {
    if (spokenRound.current === roundIndex) return;
    spokenRound.current = roundIndex;
    instruct(prompt);
  }, [roundIndex, prompt, instruct]);

  // The play's progress, drawn by the shell: at the start and after every story.
  useEffect(() => {
    onRounds(Math.min(play.round, rounds.length), rounds.length);
  }, [play.round, rounds.length, onRounds]);

  const firstMove = useShowMe(showMe, roundIndex === 0);

  function choose(step: StepId, touched: HTMLElement) {
    const current = latest.current;
    if (paused || solved || current.round !== roundIndex || choicePlayOver(current, rounds.length) || wrongNow.current.includes(step)) return;
    const correct = step === round.target;
    const next = answerChoice(current, correct);
    latest.current = next;
    if (!correct) {
      sounds.wrong();
      wrongNow.current = [...wrongNow.current, step];
      setWrong(wrongNow.current);
      setPlay(next);
      instruct(prompt);
      return;
    }
    sounds.right();
    setFrom(touched.getBoundingClientRect());
    setSolved(true);
    onScore(next.score);
    // The whole story, told in order.
    sounds.say(round.shown.map((shown) => caption(shown ?? round.target)));
    nextTimer.current = window.setTimeout(() => {
      setSolved(false);
      wrongNow.current = [];
      setWrong([]);
      setPlay(next);
      if (choicePlayOver(next, rounds.length) && !finished.current) {
        finished.current = true;
        sounds.finished();
        onFinish({ level, score: next.score, attempts: next.attempts, successes: next.successes });
      }
    }, NEXT_STORY_DELAY_MS);
  }

  return (
    <Scene name={sceneOf(level)} className="complete-sequence-scene">
      <div className="complete-sequence-board">
        <p className="choice-question visually-hidden">{prompt}</p>
        <ol className="complete-sequence-story" data-length={round.shown.length} aria-label={t("games.completeSequence.storyLabel")}>
          {round.shown.map((step, index) => (
            <li key={`${roundIndex}-${step ?? "gap"}`} className={`complete-sequence-card${step === null ? (solved ? " is-filled" : " is-gap") : ""}`}>
              {step !== null ? (
                <StepCard step={step} caption={caption(step)} />
              ) : solved ? (
                <span ref={travelIn(from)} className="complete-sequence-arrived art-travel-in">
                  <StepCard step={round.target} caption={caption(round.target)} />
                </span>
              ) : (
                <>
                  <span className="complete-sequence-question" aria-hidden="true">
                    ?
                  </span>
                  <span className="visually-hidden">{t("games.completeSequence.gapLabel")}</span>
                </>
              )}
              {index < round.shown.length - 1 ? (
                <svg className="complete-sequence-arrow" viewBox="0 0 12 16" aria-hidden="true" focusable="false">
                  <path d="M3 2 L10 8 L3 14" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              ) : null}
            </li>
          ))}
        </ol>
        <ul className="complete-sequence-options" data-count={round.options.length} aria-label={t("games.completeSequence.optionsLabel")}>
          {round.options.map((step) => {
            const isWrong = wrong.includes(step);
            const isRight = solved && step === round.target;
            return (
              <li key={`${roundIndex}-${step}`}>
                <button
                  ref={roundIndex === 0 && step === round.target ? firstMove.target : undefined}
                  type="button"
                  className={`complete-sequence-option${isWrong ? " is-wrong game-wobble" : ""}${isRight ? " is-right game-pop" : ""}`}
                  aria-disabled={isWrong || solved || paused}
                  onClick={(event) => choose(step, event.currentTarget)}
                >
                  <StepCard step={step} caption={caption(step)} />
                </button>
              </li>
            );
          })}
        </ul>
        <output className="game-feedback visually-hidden">
          {solved ? `${t("games.correct")} ${t("games.completeSequence.storyDone")}` : wrong.length > 0 ? t("games.completeSequence.lookAgain") : ""}
        </output>
      </div>
    </Scene>
  );
}

function OrderPlayBoard({
  rounds,
  level,
  paused,
  sounds,
  onScore,
  onFinish,
  instruct,
  onRounds,
  showMe,
}: BoardProps & { rounds: ReadonlyArray<SequenceOrderRound> }) {
  const { t } = useTranslation();
  const { roundIndex, round, prompt, placedIds, complete, wobbling, lastWrong, pieces, tap } = useTapInOrder({
    rounds,
    promptOf: () => t("games.completeSequence.orderPrompt"),
    level,
    paused,
    sounds,
    onScore,
    onFinish,
    instruct,
    onRounds,
    nextRoundDelayMs: NEXT_STORY_DELAY_MS,
    wobbleMs: WOBBLE_MS,
  });
  const caption = (step: StepId) => t(`games.completeSequence.steps.${step}`);
  const stepOf = (id: number) => (round.pieces.find((piece) => piece.id === id) as SequenceOrderRound["pieces"][number]).step;
  const { target: firstPiece, to: firstSlot } = useShowMe(showMe, roundIndex === 0);
  // Where the last picture tapped was: placed, it travels from there to its place in the story.
  const from = useRef<DOMRect | null>(null);

  return (
    <Scene name={sceneOf(level)} className="complete-sequence-scene">
      <div className="complete-sequence-board">
        <p className="choice-question visually-hidden">{prompt}</p>
        <ol
          data-length={round.order.length}
          className={`complete-sequence-story${complete ? " is-complete" : ""}`}
          aria-label={t("games.completeSequence.slotsLabel")}
        >
          {round.order.map((id, index) => {
            const placed = index < placedIds.length;
            const step = stepOf(id);
            return (
              <li
                key={`${roundIndex}-${id}`}
                ref={index === 0 ? firstSlot : undefined}
                className={`complete-sequence-card${placed ? " is-placed" : " is-slot"}`}
              >
                {placed ? (
                  <>
                    <span className="visually-hidden">{t("games.completeSequence.placedStep", { number: index + 1, step: caption(step) })}</span>
                    <span aria-hidden="true" ref={travelIn(from)} className="complete-sequence-arrived art-travel-in">
                      <StepCard step={step} caption={caption(step)} />
                    </span>
                  </>
                ) : (
                  <span className="visually-hidden">{t("games.completeSequence.emptySlot", { number: index + 1 })}</span>
                )}
              </li>
            );
          })}
        </ol>
        <ul
          ref={pieces}
          className="complete-sequence-options complete-sequence-pile"
          data-count={round.pieces.length}
          aria-label={t("games.completeSequence.pileLabel")}
        >
          {round.pieces
            .filter((piece) => !placedIds.includes(piece.id))
            .map((piece) => (
              <li key={`${roundIndex}-${piece.id}`}>
                <button
                  ref={roundIndex === 0 && piece.id === round.order[0] ? firstPiece : undefined}
                  type="button"
                  className={`complete-sequence-option${wobbling?.id === piece.id ? ` is-wobbling-${wobbling.tap % 2}` : ""}`}
                  aria-disabled={paused || complete}
                  onClick={(event) => {
                    from.current = event.currentTarget.getBoundingClientRect();
                    tap(piece.id, event.currentTarget === document.activeElement);
                  }}
                >
                  <StepCard step={piece.step} caption={caption(piece.step)} />
                </button>
              </li>
            ))}
        </ul>
        <output className="game-feedback visually-hidden">
          {complete
            ? `${t("games.correct")} ${t("games.completeSequence.storyDone")}`
            : lastWrong
              ? t("games.completeSequence.orderWrong")
              : placedIds.length > 0
                ? t("games.correct")
                : ""}
        </output>
      </div>
    </Scene>
  );
}

export default function CompleteSequenceBoard(props: BoardProps) {
  const [rounds] = useState(() => sequenceRounds(props.level, Math.random));
  if (sequenceLevel(props.level).kind === "order") return <OrderPlayBoard {...props} rounds={rounds as SequenceOrderRound[]} />;
  return <ChoicePlayBoard {...props} rounds={rounds as SequenceChoiceRound[]} />;
}

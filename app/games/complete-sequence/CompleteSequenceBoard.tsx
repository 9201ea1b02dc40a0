import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/context";
import type { BoardProps } from "../board";
import { type ChoicePlay, answerChoice, choicePlayOver, startChoicePlay } from "../choice-rounds";
import { useShowMe } from "../shell/use-show-me";
import { useTapInOrder } from "../shell/use-tap-in-order";
import { STEP_PICTURES, type SequenceChoiceRound, type SequenceOrderRound, type StepId, sequenceLevel, sequenceRounds } from "./logic";
import "./complete-sequence.css";

/** How long the completed story stays before the next one, in milliseconds. */
const NEXT_STORY_DELAY_MS = 1800;
/** How long a wrongly tapped picture wobbles. */
const WOBBLE_MS = 450;

/** A step's picture; its caption is for screen readers (and spoken), never to be read by the child. */
function StepCard({ step, caption }: { step: StepId; caption: string }) {
  return (
    <>
      <span className="complete-sequence-picture" aria-hidden="true">
        {STEP_PICTURES[step]}
      </span>
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

  function choose(step: StepId) {
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
    <div className="complete-sequence-board">
      <p className="choice-question visually-hidden">{prompt}</p>
      <ol className="complete-sequence-story" aria-label={t("games.completeSequence.storyLabel")}>
        {round.shown.map((step, index) => (
          <li key={`${roundIndex}-${step ?? "gap"}`} className={`complete-sequence-card${step === null ? (solved ? " is-filled" : " is-gap") : ""}`}>
            {step !== null ? (
              <StepCard step={step} caption={caption(step)} />
            ) : solved ? (
              <StepCard step={round.target} caption={caption(round.target)} />
            ) : (
              <>
                <span className="complete-sequence-question" aria-hidden="true">
                  ?
                </span>
                <span className="visually-hidden">{t("games.completeSequence.gapLabel")}</span>
              </>
            )}
            {index < round.shown.length - 1 ? (
              <span className="complete-sequence-arrow" aria-hidden="true">
                ➜
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      <ul className="choice-options complete-sequence-options" aria-label={t("games.completeSequence.optionsLabel")}>
        {round.options.map((step) => {
          const isWrong = wrong.includes(step);
          const isRight = solved && step === round.target;
          return (
            <li key={`${roundIndex}-${step}`}>
              <button
                ref={roundIndex === 0 && step === round.target ? firstMove.target : undefined}
                type="button"
                className={`choice-option complete-sequence-option${isWrong ? " is-wrong game-wobble" : ""}${isRight ? " is-right game-pop" : ""}`}
                aria-disabled={isWrong || solved || paused}
                onClick={() => choose(step)}
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

  return (
    <div className="complete-sequence-board">
      <p className="choice-question visually-hidden">{prompt}</p>
      <ol className={`complete-sequence-story${complete ? " is-complete" : ""}`} aria-label={t("games.completeSequence.slotsLabel")}>
        {round.order.map((id, index) => {
          const placed = index < placedIds.length;
          const step = stepOf(id);
          return (
            <li key={`${roundIndex}-${id}`} ref={index === 0 ? firstSlot : undefined} className={`complete-sequence-card${placed ? " is-placed" : " is-slot"}`}>
              {placed ? (
                <>
                  <span className="visually-hidden">{t("games.completeSequence.placedStep", { number: index + 1, step: caption(step) })}</span>
                  <span aria-hidden="true" className="complete-sequence-placed">
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
      <ul ref={pieces} className="choice-options complete-sequence-pile" aria-label={t("games.completeSequence.pileLabel")}>
        {round.pieces
          .filter((piece) => !placedIds.includes(piece.id))
          .map((piece) => (
            <li key={`${roundIndex}-${piece.id}`}>
              <button
                ref={roundIndex === 0 && piece.id === round.order[0] ? firstPiece : undefined}
                type="button"
                className={`choice-option complete-sequence-option${wobbling?.id === piece.id ? ` is-wobbling-${wobbling.tap % 2}` : ""}`}
                aria-disabled={paused || complete}
                onClick={(event) => tap(piece.id, event.currentTarget === document.activeElement)}
              >
                <StepCard step={piece.step} caption={caption(piece.step)} />
              </button>
            </li>
          ))}
      </ul>
      <output className="game-feedback visually-hidden">
        {complete ? `${t("games.correct")} ${t("games.completeSequence.storyDone")}` : lastWrong ? t("games.completeSequence.orderWrong") : placedIds.length > 0 ? t("games.correct") : ""}
      </output>
    </div>
  );
}

export default function CompleteSequenceBoard(props: BoardProps) {
  const [rounds] = useState(() => sequenceRounds(props.level, Math.random));
  if (sequenceLevel(props.level).kind === "order") return <OrderPlayBoard {...props} rounds={rounds as SequenceOrderRound[]} />;
  return <ChoicePlayBoard {...props} rounds={rounds as SequenceChoiceRound[]} />;
}

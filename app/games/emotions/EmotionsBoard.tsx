import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import { Picture } from "../art/Picture";
import { Scene, type SceneName } from "../art/Scene";
import type { BoardProps } from "../board";
import { type ChoicePlay, answerChoice, choicePlayOver, startChoicePlay } from "../choice-rounds";
import { type EmotionRound, FACES, type Feeling, type Help, emotionRounds, facesAsOptions } from "./logic";
import "./emotions.css";
import { HELP_PICTURES, HELP_SITUATION_PICTURES, SITUATION_PICTURES, type StoryPicture } from "./pictures";

/** Where the faces of levels 1-4 are met: the meadow, the room, the park, the garden (the stories have their own places). */
const FACE_SCENES: ReadonlyArray<SceneName> = ["meadow", "room", "park", "garden"];

/** How long a right answer stays before the next round; a story's kind words stay longer. */
const NEXT_FACE_DELAY_MS = 1100;
const NEXT_STORY_DELAY_MS = 3200;

const INK = "#3b2416";
const SKINS = ["#f9d7b5", "#f0c197", "#f6cda6", "#e6b088"] as const;
/** Each skin's shade, on the side away from the light (docs/art-style.md: two tones, no outline). */
const SKIN_SHADES = ["#eebf98", "#e0a97d", "#ebb68c", "#d39a70"] as const;
const HAIRS = ["#2b1d14", "#6b3f1f", "#a0662e", "#1f1a17"] as const;

/** The hair of look 0-3: a short cap, pigtails, curls, or a cap with a bow. */
function Hair({ look }: { look: number }) {
  const color = HAIRS[look % HAIRS.length];
  const cap = <path d="M12 52C8 16 30 8 50 8S92 16 88 52C86 30 72 18 50 18S14 30 12 52Z" fill={color} />;
  if (look === 1)
    return (
      <g fill={color}>
        <circle cx="12" cy="46" r="9" />
        <circle cx="88" cy="46" r="9" />
        {cap}
      </g>
    );
  if (look === 2)
    return (
      <g fill={color}>
        <circle cx="34" cy="16" r="9" />
        <circle cx="50" cy="11" r="10" />
        <circle cx="66" cy="16" r="9" />
      </g>
    );
  if (look === 3)
    return (
      <g>
        {cap}
        <path d="M66 12l10-7v16ZM86 12l-10-7v16Z" fill="#e11d48" />
      </g>
    );
  return cap;
}

function Eyes({ kind }: { kind: (typeof FACES)[Feeling]["eyes"] }) {
  return (
    <g className="emotions-eyes">
      {[37, 63].map((x) => {
        if (kind === "wide")
          return (
            <g key={x}>
              <circle cx={x} cy="50" r="8.5" fill="#fff" />
              <circle cx={x} cy="50" r="4" fill={INK} />
              <circle cx={x - 1.3} cy="48.6" r="1.3" fill="#fff" />
            </g>
          );
        if (kind === "sleepy")
          return (
            <g key={x}>
              <path d={`M${x - 8} 50h16`} stroke={INK} strokeWidth="2.5" strokeLinecap="round" />
              <path d={`M${x - 7} 50a7 7 0 0 0 14 0Z`} fill={INK} />
            </g>
          );
        if (kind === "closed") return <path key={x} d={`M${x - 7} 52Q${x} 44 ${x + 7} 52`} fill="none" stroke={INK} strokeWidth="3" strokeLinecap="round" />;
        return (
          <g key={x}>
            <ellipse cx={x} cy="50" rx="4.5" ry="5.5" fill={INK} />
            <circle cx={x - 1.5} cy="48" r="1.5" fill="#fff" />
          </g>
        );
      })}
    </g>
  );
}

function Mouth({ mouth }: { mouth: (typeof FACES)[Feeling]["mouth"] }) {
  if (mouth.kind === "open") return <ellipse className="emotions-mouth" cx="50" cy={mouth.y} rx={mouth.rx} ry={mouth.ry} fill={INK} />;
  const { y, halfWidth, bend, filled } = mouth;
  const d = `M${50 - halfWidth} ${y}Q50 ${y + 2 * bend} ${50 + halfWidth} ${y}${filled ? "Z" : ""}`;
  return <path className="emotions-mouth" d={d} fill={filled ? INK : "none"} stroke={INK} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />;
}

function Extra({ extra }: { extra: (typeof FACES)[Feeling]["extra"] }) {
  switch (extra) {
    case "blush":
      return (
        <g fill="#f58f8f" opacity="0.7">
          <ellipse cx="26" cy="64" rx="6" ry="3.5" />
          <ellipse cx="74" cy="64" rx="6" ry="3.5" />
        </g>
      );
    case "tear":
      return <path d="M33 57q-5 9 0 11q5-2 0-11Z" fill="#4fa3f7" />;
    case "sweat":
      return <path d="M82 27q-6 9 0 11q6-2 0-11Z" fill="#4fc3f7" />;
    case "zzz":
      return (
        <g fill={INK} fontFamily="sans-serif" fontWeight="700">
          <text x="7" y="31" fontSize="10">
            z
          </text>
          <text x="2" y="17" fontSize="13">
            Z
          </text>
        </g>
      );
    case "medal":
      return (
        <g>
          <path d="M73 72l5 9M87 72l-5 9" stroke="#2563eb" strokeWidth="4" />
          <circle cx="80" cy="87" r="8" fill="#f4b400" />
          <path d="M80 82.5l1.4 2.9 3.1.4-2.3 2.2.6 3.1-2.8-1.5-2.8 1.5.6-3.1-2.3-2.2 3.1-.4Z" fill="#fff7d6" />
        </g>
      );
    default:
      return null;
  }
}

/** A drawn child's face showing `feeling`: eyebrows, eyes and mouth carry it (no emoji). */
function Face({ feeling, look, size, label }: { feeling: Feeling; look: number; size: number; label?: string }) {
  const face = FACES[feeling];
  const named = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  return (
    <svg className="emotions-face" viewBox="0 0 100 100" width={size} height={size} focusable="false" {...named}>
      <circle cx="50" cy="54" r="40" fill={SKINS[look % SKINS.length]} />
      <path d="M86.2 37.1A40 40 0 0 1 21.7 82.3 44 44 0 0 0 86.2 37.1Z" fill={SKIN_SHADES[look % SKIN_SHADES.length]} />
      <Hair look={look} />
      <g fill="none" stroke={INK} strokeWidth="3.5" strokeLinecap="round">
        <path className="emotions-brow" d={`M28 ${face.brow.outer}L43 ${face.brow.inner}`} />
        <path className="emotions-brow" d={`M72 ${face.brow.outer}L57 ${face.brow.inner}`} />
      </g>
      <Eyes kind={face.eyes} />
      <Mouth mouth={face.mouth} />
      <Extra extra={face.extra} />
    </svg>
  );
}

/** A story as a little picture in its scene: its main thing big, what happens to it beside. */
function StoryDrawing({ story }: { story: StoryPicture }) {
  return (
    <span className="emotions-story" aria-hidden="true">
      <Picture picture={story.main} className="emotions-story-main" />
      {story.beside ? <Picture picture={story.beside} className="emotions-story-beside" /> : null}
    </span>
  );
}

export default function EmotionsBoard({ level, paused, sounds, instruct, showMe, onRounds, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => emotionRounds(level, Math.random));
  const [play, setPlay] = useState<ChoicePlay>(startChoicePlay);
  // The latest play, so two quick taps before a re-render both count.
  const latest = useRef(play);
  const [wrong, setWrong] = useState<ReadonlyArray<string>>([]);
  const [solved, setSolved] = useState(false);
  // The choice tapped last, to pop (right) or wobble (wrong) until its animation ends.
  const [touched, setTouched] = useState<string | null>(null);
  const rightOption = useRef<HTMLButtonElement | null>(null);
  const finished = useRef(false);
  const nextTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(nextTimer.current), []);

  const roundIndex = Math.min(play.round, rounds.length - 1);
  const round = rounds[roundIndex] as EmotionRound;
  const faceOptions = facesAsOptions(round.mode);
  const feelingWord = (feeling: Feeling) => t(`games.emotions.feelings.${feeling}`);
  const helpWord = (help: Help) => t(`games.emotions.helps.${help}`);

  /** What the round asks, as the parts spoken one after another. */
  const promptTexts = useMemo((): string[] => {
    switch (round.mode) {
      case "findFace":
        return [t(`games.emotions.find.${round.target}`)];
      case "nameFace":
        return [t("games.emotions.nameQuestion")];
      case "situation":
        return [t(`games.emotions.situations.${round.story}.text`), t(`games.emotions.situations.${round.story}.question`)];
      case "help":
        return [t(`games.emotions.helpSituations.${round.story}.text`), t("games.emotions.helpQuestion")];
    }
  }, [round, t]);
  // The instruction: the question, then the answers when they are words (read out in turn).
  const instruction = useMemo(() => {
    const words =
      round.mode === "help"
        ? round.options.map((help) => t(`games.emotions.helps.${help}`))
        : round.mode === "nameFace"
          ? round.options.map((feeling) => t(`games.emotions.feelings.${feeling}`))
          : [];
    return [...promptTexts, ...words];
  }, [round, promptTexts, t]);

  // Each round starts with its instruction spoken and the progress drawn; the first one's right answer is shown by the hand.
  const spokenRound = useRef(-1);
  useEffect(() => {
    if (spokenRound.current === roundIndex) return;
    spokenRound.current = roundIndex;
    instruct(instruction);
    onRounds(roundIndex, rounds.length);
    if (roundIndex === 0) showMe(rightOption.current);
  }, [roundIndex, instruction, rounds.length, instruct, onRounds, showMe]);

  function choose(value: string) {
    const current = latest.current;
    if (paused || solved || current.round !== roundIndex || choicePlayOver(current, rounds.length) || wrong.includes(value)) return;
    const correct = value === round.target;
    const next = answerChoice(current, correct);
    latest.current = next;
    setTouched(value);
    if (!correct) {
      sounds.wrong();
      instruct(instruction);
      setWrong((previous) => [...previous, value]);
      setPlay(next);
      return;
    }
    sounds.right();
    setSolved(true);
    onScore(next.score);
    onRounds(next.round, rounds.length);
    const story = round.mode === "situation" || round.mode === "help";
    if (round.mode === "situation") sounds.say(t(`games.emotions.situations.${round.story}.kind`));
    if (round.mode === "help") sounds.say(t(`games.emotions.helpSituations.${round.story}.kind`));
    nextTimer.current = window.setTimeout(
      () => {
        setSolved(false);
        setWrong([]);
        setPlay(next);
        if (choicePlayOver(next, rounds.length) && !finished.current) {
          finished.current = true;
          sounds.finished();
          onFinish({ level, score: next.score, attempts: next.attempts, successes: next.successes });
        }
      },
      story ? NEXT_STORY_DELAY_MS : NEXT_FACE_DELAY_MS,
    );
  }

  const lastWrong = wrong.at(-1);
  function feedback(): string {
    if (solved) {
      if (round.mode === "situation") return `${t("games.correct")} ${t(`games.emotions.situations.${round.story}.kind`)}`;
      if (round.mode === "help") return `${t("games.emotions.helpRight")} ${t(`games.emotions.helpSituations.${round.story}.kind`)}`;
      return `${t("games.correct")} ${t(`games.emotions.faceIs.${round.target}`)}`;
    }
    if (lastWrong === undefined) return "";
    if (round.mode === "help") return t("games.emotions.helpOther");
    if (round.mode === "situation") return t("games.emotions.thinkAgain");
    if (round.mode === "findFace") return `${t(`games.emotions.faceIs.${lastWrong as Feeling}`)} ${t("games.emotions.lookAgain")}`;
    return t("games.emotions.lookAgain");
  }

  const [firstText, secondText] = promptTexts;
  // The sample face of "find the face" is another child than the right option's, so the feeling is matched, not the drawing.
  const targetLook = "looks" in round ? (round.looks[round.options.indexOf(round.target)] ?? 0) : 0;
  const sampleLook = "looks" in round ? (round.promptLook === targetLook ? (round.promptLook + 1) % 4 : round.promptLook) : 0;
  const story: StoryPicture | null =
    round.mode === "situation" ? SITUATION_PICTURES[round.story] : round.mode === "help" ? HELP_SITUATION_PICTURES[round.story] : null;
  return (
    <Scene name={story ? story.scene : (FACE_SCENES[level - 1] ?? "meadow")} className={`emotions-board emotions-${round.mode}`}>
      <div className="emotions-prompt">
        {round.mode === "situation" || round.mode === "help" ? (
          <>
            <StoryDrawing story={story ?? SITUATION_PICTURES.birthday} />
            <p className="visually-hidden">{firstText}</p>
            <p className="visually-hidden">{secondText}</p>
          </>
        ) : round.mode === "nameFace" ? (
          <>
            <div className="emotions-big-face">
              <Face feeling={round.target} look={round.promptLook} size={150} label={t(`games.emotions.faceLooks.${round.target}`)} />
            </div>
            <p className="visually-hidden">{firstText}</p>
          </>
        ) : (
          // "Find the face that feels like this": the feeling drawn on another child's face, its word beside it.
          <p className="emotions-find">
            <Face feeling={round.target} look={sampleLook} size={88} />
            <span className="emotions-word" aria-hidden="true" data-spoken-word="">
              {feelingWord(round.target)}
            </span>
            <span className="visually-hidden">{firstText}</span>
          </p>
        )}
      </div>
      <ul
        className={`choice-options emotions-options${faceOptions ? " is-faces" : " is-words"}`}
        aria-label={faceOptions ? t("games.emotions.optionsFaces") : t("games.emotions.optionsWords")}
      >
        {round.options.map((value: string, position) => {
          const isWrong = wrong.includes(value);
          const isRight = solved && value === round.target;
          let label: string;
          let content: ReactNode;
          if (round.mode === "help") {
            label = helpWord(value as Help);
            content = (
              <>
                <span className="emotions-help-picture" aria-hidden="true">
                  <Picture picture={HELP_PICTURES[value as Help]} />
                </span>
                <span className="emotions-word" data-spoken-word="">
                  {label}
                </span>
              </>
            );
          } else if (faceOptions && "looks" in round) {
            label = t(`games.emotions.faceLooks.${value as Feeling}`);
            content = <Face feeling={value as Feeling} look={round.looks[position] ?? 0} size={96} />;
          } else {
            // A feeling's name with its face beside it: a child who cannot read matches the faces, and hears the names.
            label = feelingWord(value as Feeling);
            content = (
              <>
                <Face feeling={value as Feeling} look={("looks" in round ? round.promptLook + 1 : 0) % 4} size={56} />
                <span className="emotions-word" data-spoken-word="">
                  {label}
                </span>
              </>
            );
          }
          return (
            <li key={`${roundIndex}-${value}`}>
              <button
                ref={value === round.target ? rightOption : undefined}
                type="button"
                className={`choice-option emotions-option${isWrong ? " is-wrong" : ""}${isRight ? " is-right" : ""}${touched === value ? (isRight ? " game-pop" : isWrong ? " game-wobble" : "") : ""}`}
                aria-label={faceOptions ? label : undefined}
                aria-disabled={isWrong || solved || paused}
                onClick={() => choose(value)}
                onAnimationEnd={() => setTouched((now) => (now === value ? null : now))}
              >
                {content}
                {isRight ? (
                  <span className="emotions-mark" aria-hidden="true">
                    ✓
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      <output className="visually-hidden emotions-feedback">{feedback()}</output>
    </Scene>
  );
}

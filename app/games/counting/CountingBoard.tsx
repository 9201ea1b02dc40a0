import { useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import { Picture } from "../art/Picture";
import { Scene } from "../art/Scene";
import "../art/scene-choices.css";
import type { BoardProps } from "../board";
import { ChoiceBoard } from "../shell/ChoiceBoard";
import { type CountingRound, countingRounds } from "./logic";
import { COUNTABLE_PLACES } from "./pictures";
import "./counting.css";

/** A number as dots in rows of five, so a child who does not know the digit can count them. */
function Dots({ count }: { count: number }) {
  return (
    <span className="counting-dots" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className="counting-dot" />
      ))}
    </span>
  );
}

/** The size class of the things drawn: big when there are few, smaller as they grow to fourteen. */
const sizeOf = (count: number) => (count <= 3 ? "is-few" : count <= 6 ? "is-some" : "is-many");

export default function CountingBoard(props: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => countingRounds(props.level, Math.random));
  // The scene follows the round's thing: apples on the kitchen's tray, fish in the sea, stars in the night sky.
  const [round, setRound] = useState(0);
  const { thing: shownThing } = (rounds[Math.min(round, rounds.length - 1)] as CountingRound).scene;
  return (
    <Scene name={COUNTABLE_PLACES[shownThing].scene} className="scene-choices counting-board">
      <ChoiceBoard<number, CountingRound>
        {...props}
        onRounds={(done, total) => {
          setRound(done);
          props.onRounds(done, total);
        }}
        rounds={rounds}
        renderPrompt={(current) => {
          const { thing, items } = current.scene;
          const mixed = items.some((item) => item !== thing);
          return (
            <>
              <p className="visually-hidden">{t(`games.counting.questions.${thing}`)}</p>
              {mixed ? (
                // Other things are mixed in: the one to count is drawn in the speech bubble too.
                <span className="counting-which" aria-hidden="true">
                  <Picture picture={COUNTABLE_PLACES[thing].picture} />
                </span>
              ) : null}
              <p className={`counting-things counting-${COUNTABLE_PLACES[thing].holder} ${sizeOf(items.length)}`}>
                <span className="visually-hidden">{t("games.counting.sceneLabel", { count: items.length })}</span>
                {items.map((item, index) => (
                  <span key={`${index}-${item}`} className="counting-thing" style={{ rotate: `${((index * 37) % 17) - 8}deg` }}>
                    <Picture picture={COUNTABLE_PLACES[item].picture} />
                  </span>
                ))}
              </p>
            </>
          );
        }}
        spokenPrompt={(current) => t(`games.counting.questions.${current.scene.thing}`)}
        renderOption={(number) => (
          <span className="counting-option">
            <span className="choice-number" aria-hidden="true">
              {number}
            </span>
            <Dots count={number} />
          </span>
        )}
        optionLabel={(number) => String(number)}
        optionsLabel={t("games.counting.optionsLabel")}
      />
    </Scene>
  );
}

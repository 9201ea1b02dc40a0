import { useState } from "react";
import { useTranslation } from "~/lib/i18n/context";
import type { BoardProps } from "../board";
import { ChoiceBoard } from "../shell/ChoiceBoard";
import { COUNTABLE_EMOJI, type CountingRound, countingRounds } from "./logic";
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

export default function CountingBoard(props: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => countingRounds(props.level, Math.random));
  return (
    <ChoiceBoard<number, CountingRound>
      {...props}
      rounds={rounds}
      renderPrompt={(round) => {
        const { thing, items } = round.scene;
        return (
          <>
            <p className="visually-hidden">{t(`games.counting.questions.${thing}`)}</p>
            <p className="counting-scene">
              <span className="visually-hidden">{t("games.counting.sceneLabel", { count: items.length })}</span>
              {items.map((item, index) => (
                <span key={`${index}-${item}`} aria-hidden="true">
                  {COUNTABLE_EMOJI[item]}
                </span>
              ))}
            </p>
          </>
        );
      }}
      spokenPrompt={(round) => t(`games.counting.questions.${round.scene.thing}`)}
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
  );
}

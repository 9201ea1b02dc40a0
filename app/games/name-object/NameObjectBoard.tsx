import { useState } from "react";
import { useTranslation } from "~/lib/i18n/context";
import type { BoardProps } from "../board";
import type { PlayResult } from "../scoring";
import { ChoiceBoard } from "../shell/ChoiceBoard";
import {
  type NameObjectItemId,
  type NameObjectRound,
  isNameObjectCategory,
  nameObjectEmoji,
  nameObjectLevel,
  nameObjectRounds,
} from "./logic";
import "./name-object.css";

export default function NameObjectBoard(props: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => nameObjectRounds(props.level, Math.random, props.variant));
  const { mode } = nameObjectLevel(props.level);
  const { paused, sounds, onFinish } = props;
  const name = (id: NameObjectItemId) => t(`games.nameObject.items.${id}`);
  const category = isNameObjectCategory(props.variant) ? t(`games.nameObject.categories.${props.variant}`) : t("games.nameObject.allCategories");
  const hear = mode === "hear";

  /** Hear mode repeats the word; see mode reads the word choices, for children who do not read yet. */
  function listen(round: NameObjectRound) {
    if (paused) return;
    sounds.say(hear ? name(round.target) : round.options.map(name));
  }

  function finish(result: PlayResult) {
    sounds.finished();
    onFinish(result);
  }

  return (
    <div className={`name-object-board name-object-${mode}`}>
      <p className="name-object-category">{t("games.nameObject.categoryLabel", { category })}</p>
      <ChoiceBoard<NameObjectItemId, NameObjectRound>
        {...props}
        onFinish={finish}
        rounds={rounds}
        renderPrompt={(round) => (
          <>
            <div className="name-object-question">
              <p className="choice-question">{hear ? t("games.nameObject.tapPicture") : t("games.nameObject.whatIsThis")}</p>
              <button type="button" className="name-object-listen" aria-disabled={paused} onClick={() => listen(round)}>
                <span aria-hidden="true">🔊</span> {t("games.nameObject.listen")}
              </button>
            </div>
            {hear ? (
              <p className="name-object-target">{name(round.target)}</p>
            ) : (
              <p className="name-object-picture">{nameObjectEmoji(round.target)}</p>
            )}
          </>
        )}
        spokenPrompt={(round) => (hear ? name(round.target) : t("games.nameObject.whatIsThis"))}
        renderOption={(id) =>
          hear ? (
            <span className="name-object-emoji" aria-hidden="true">
              {nameObjectEmoji(id)}
            </span>
          ) : (
            <span className="name-object-word">{name(id)}</span>
          )
        }
        optionLabel={name}
        optionsLabel={t("games.nameObject.optionsLabel")}
      />
    </div>
  );
}

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
  const { sounds, onFinish } = props;
  const name = (id: NameObjectItemId) => t(`games.nameObject.items.${id}`);
  const category = isNameObjectCategory(props.variant) ? t(`games.nameObject.categories.${props.variant}`) : t("games.nameObject.allCategories");
  const hear = mode === "hear";

  function finish(result: PlayResult) {
    sounds.finished();
    onFinish(result);
  }

  return (
    <div className={`name-object-board name-object-${mode}`}>
      <p className="visually-hidden">{t("games.nameObject.categoryLabel", { category })}</p>
      <ChoiceBoard<NameObjectItemId, NameObjectRound>
        {...props}
        onFinish={finish}
        rounds={rounds}
        renderPrompt={(round) =>
          hear ? (
            <>
              <p className="visually-hidden">{t("games.nameObject.tapPicture")}</p>
              {/* The heard word is the task: a picture beside it would give the answer away, so it is written only for screen readers. */}
              <p className="name-object-target visually-hidden">{name(round.target)}</p>
            </>
          ) : (
            <>
              <p className="visually-hidden">{t("games.nameObject.whatIsThis")}</p>
              <p className="name-object-picture" aria-hidden="true">
                {nameObjectEmoji(round.target)}
              </p>
            </>
          )
        }
        spokenPrompt={(round) => (hear ? name(round.target) : t("games.nameObject.whatIsThis"))}
        sayOnRight={name}
        renderOption={(id) =>
          hear ? (
            <span className="name-object-emoji" aria-hidden="true">
              {nameObjectEmoji(id)}
            </span>
          ) : (
            // A word answer carries its picture, so a child who does not read yet still finds it; the word is said when found.
            <span className="name-object-word" aria-hidden="true">
              <span className="name-object-word-picture">{nameObjectEmoji(id)}</span>
              <span data-spoken-word="">{name(id)}</span>
            </span>
          )
        }
        optionLabel={name}
        optionsLabel={t("games.nameObject.optionsLabel")}
      />
    </div>
  );
}

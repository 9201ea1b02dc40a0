import { useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import { Picture } from "../art/Picture";
import { Scene } from "../art/Scene";
import "../art/scene-choices.css";
import type { BoardProps } from "../board";
import type { PlayResult } from "../scoring";
import { ChoiceBoard } from "../shell/ChoiceBoard";
import { type NameObjectCategoryId, type NameObjectItemId, type NameObjectRound, isNameObjectCategory, nameObjectLevel, nameObjectRounds } from "./logic";
import { CATEGORY_SCENES, NAME_OBJECT_PICTURES } from "./pictures";
import "./name-object.css";

/** Things of a category's place drawn into its backdrop (never tappable): a washing line for the clothes, a road by the station. */
function SceneDetails({ category }: { category: NameObjectCategoryId }) {
  if (category === "clothes") {
    return (
      <g>
        <rect x="18" y="250" width="8" height="220" rx="4" fill="#a1785c" />
        <rect x="334" y="250" width="8" height="220" rx="4" fill="#a1785c" />
        <path d="M22 262 Q180 300 338 262" fill="none" stroke="#8d6e63" strokeWidth="3" />
      </g>
    );
  }
  if (category === "vehicles") return <rect y="560" width="360" height="40" fill="#b0bec5" />;
  return null;
}

export default function NameObjectBoard(props: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => nameObjectRounds(props.level, Math.random, props.variant));
  const { mode } = nameObjectLevel(props.level);
  const { sounds, onFinish } = props;
  const name = (id: NameObjectItemId) => t(`games.nameObject.items.${id}`);
  const category = isNameObjectCategory(props.variant) ? t(`games.nameObject.categories.${props.variant}`) : t("games.nameObject.allCategories");
  const hear = mode === "hear";
  // The scene is the round's category's place (the mix of all categories changes it round by round).
  const [round, setRound] = useState(0);
  const place = (rounds[Math.min(round, rounds.length - 1)] as NameObjectRound).category;

  function finish(result: PlayResult) {
    sounds.finished();
    onFinish(result);
  }

  return (
    <Scene name={CATEGORY_SCENES[place]} details={<SceneDetails category={place} />} className={`scene-choices name-object-board name-object-${mode}`}>
      <p className="visually-hidden">{t("games.nameObject.categoryLabel", { category })}</p>
      <ChoiceBoard<NameObjectItemId, NameObjectRound>
        {...props}
        onFinish={finish}
        onRounds={(done, total) => {
          setRound(done);
          props.onRounds(done, total);
        }}
        rounds={rounds}
        renderPrompt={(current) =>
          hear ? (
            <>
              <p className="visually-hidden">{t("games.nameObject.tapPicture")}</p>
              {/* The heard word is the task: a picture beside it would give the answer away, so it is written only for screen readers. */}
              <p className="name-object-target visually-hidden">{name(current.target)}</p>
            </>
          ) : (
            <>
              <p className="visually-hidden">{t("games.nameObject.whatIsThis")}</p>
              <span className="name-object-picture">
                <Picture picture={NAME_OBJECT_PICTURES[current.target]} />
              </span>
            </>
          )
        }
        spokenPrompt={(current) => (hear ? name(current.target) : t("games.nameObject.whatIsThis"))}
        sayOnRight={name}
        renderOption={(id) =>
          hear ? (
            <Picture picture={NAME_OBJECT_PICTURES[id]} className="scene-choices-picture" />
          ) : (
            // A word answer carries its picture, so a child who does not read yet still finds it; the word is said when found.
            <span className="name-object-word" aria-hidden="true">
              <span className="name-object-word-picture">
                <Picture picture={NAME_OBJECT_PICTURES[id]} />
              </span>
              <span data-spoken-word="">{name(id)}</span>
            </span>
          )
        }
        optionLabel={name}
        optionsLabel={t("games.nameObject.optionsLabel")}
      />
    </Scene>
  );
}

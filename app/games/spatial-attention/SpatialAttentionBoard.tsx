import { useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { BoardProps } from "../board";
import { Scene } from "../art/Scene";
import { ChoiceBoard } from "../shell/ChoiceBoard";
import { LEVEL_SCENES, SceneSvg } from "./SceneSvg";
import { type SceneId, parseScene, sentenceKey, spatialLevel, spatialRounds } from "./logic";
import "./spatial-attention.css";

export default function SpatialAttentionBoard(props: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => spatialRounds(props.level, Math.random));
  /** The sentence that says where a scene's thing is, e.g. "The ball is under the table." */
  const sentence = (id: SceneId) => {
    const scene = parseScene(id);
    return t(`games.spatialAttention.sentences.${sentenceKey(scene)}`, { thing: t(`games.spatialAttention.things.${scene.thing}`) });
  };
  return (
    <Scene name={LEVEL_SCENES[props.level - 1] ?? "room"} className={`spatial-attention-board spatial-attention-options-${spatialLevel(props.level).options}`}>
      <ChoiceBoard<SceneId>
        {...props}
        rounds={rounds}
        renderPrompt={(round) => (
          <>
            <p className="visually-hidden">{t("games.spatialAttention.question")}</p>
            {/* The sentence is the task: spoken, and again with the shell's speaker button; written only for screen readers. */}
            <p className="spatial-attention-sentence visually-hidden">{sentence(round.target)}</p>
          </>
        )}
        spokenPrompt={(round) => sentence(round.target)}
        renderOption={(id) => (
          <span className="spatial-attention-scene">
            <SceneSvg scene={parseScene(id)} />
          </span>
        )}
        optionLabel={sentence}
        optionsLabel={t("games.spatialAttention.optionsLabel")}
      />
    </Scene>
  );
}

import { useCallback, useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import { SEASON_PICTURES } from "../art/calendar-pictures";
import { Picture } from "../art/Picture";
import { Scene, type SceneName } from "../art/Scene";
import type { BoardProps } from "../board";
import type { PlayResult } from "../scoring";
import { ChoiceBoard } from "../shell/ChoiceBoard";
import { SortBoard } from "../shell/SortBoard";
import { type NextRound, type OddRound, type Season, type ThingId, type ThingItem, seasonsRounds } from "./logic";
import { THING_PICTURES } from "./pictures";
import "./seasons.css";

/** Each season's own place: snow in winter, the garden in spring, the sea shore in summer, the forest in autumn. */
const SEASON_SCENES: Readonly<Record<Season, SceneName>> = { winter: "snow", spring: "garden", summer: "shore", autumn: "forest" };

/**
 * Where the sorting levels happen (the park, the meadow, the room); the later levels show the
 * season itself as the scene (the season asked about, or the season of most pictures), and the
 * last level puts the pictures on a table, with no season to help.
 */
const SORT_SCENES: ReadonlyArray<SceneName> = ["park", "meadow", "room"];

/** A season thing's picture (its name is the button's accessible name, and said when found). */
function ThingPicture({ thing }: { thing: ThingId }) {
  return (
    <span className="seasons-picture" aria-hidden="true">
      <Picture picture={THING_PICTURES[thing]} />
    </span>
  );
}

/** A season: its picture and its name. */
function SeasonBadge({ season, name }: { season: Season; name: string }) {
  return (
    <span className={`seasons-badge is-${season}`}>
      <span className="seasons-picture" aria-hidden="true">
        <Picture picture={SEASON_PICTURES[season]} />
      </span>
      <span aria-hidden="true" data-spoken-word="">
        {name}
      </span>
    </span>
  );
}

export default function SeasonsBoard(props: BoardProps) {
  const { t } = useTranslation();
  const [play] = useState(() => seasonsRounds(props.level, Math.random));
  const season = (id: Season) => t(`games.seasons.names.${id}`);
  const thing = (id: ThingId) => t(`games.seasons.things.${id}`);
  const { sounds, onFinish, onRounds } = props;
  // The round on screen, so the scene can be its season.
  const [shown, setShown] = useState(0);
  const rounds = useCallback(
    (done: number, total: number) => {
      setShown(Math.min(done, total - 1));
      onRounds(done, total);
    },
    [onRounds],
  );

  function finish(result: PlayResult) {
    sounds.finished();
    onFinish(result);
  }

  if (play.mode === "sort") {
    return (
      <Scene name={SORT_SCENES[props.level - 1] ?? "park"} className="seasons-scene is-sort">
        <SortBoard<Season, ThingItem>
          {...props}
          gameId="seasons"
          rounds={play.rounds}
          prompt={t("games.seasons.sortPrompt")}
          renderItem={(item) => <ThingPicture thing={item.thing} />}
          itemLabel={(item) => thing(item.thing)}
          renderGroup={(group) => <Picture picture={SEASON_PICTURES[group]} className="seasons-group-picture" />}
          groupLabel={season}
          trayLabel={t("games.seasons.trayLabel")}
          groupsLabel={t("games.seasons.seasonsLabel")}
          hintText={(group) => t("games.seasons.sortHint", { season: season(group) })}
          wrongText={t("games.seasons.sortWrong")}
          doneText={t("games.seasons.sortDone")}
        />
      </Scene>
    );
  }

  if (play.mode === "next") {
    const question = (round: NextRound) => t(`games.seasons.after.${round.season}`);
    const asked = play.rounds[shown] ?? play.rounds[0];
    return (
      <Scene name={asked ? SEASON_SCENES[asked.season] : "meadow"} className="seasons-scene seasons-board">
        <ChoiceBoard<Season, NextRound>
          {...props}
          onRounds={rounds}
          onFinish={finish}
          rounds={play.rounds}
          renderPrompt={(round) => (
            <>
              <p className="visually-hidden">{question(round)}</p>
              <p className="seasons-strip" aria-hidden="true">
                <SeasonBadge season={round.season} name={season(round.season)} />
                <span className="seasons-arrow">→</span>
                <span className="seasons-unknown">?</span>
              </p>
            </>
          )}
          spokenPrompt={question}
          sayOnRight={season}
          renderOption={(value) => <SeasonBadge season={value} name={season(value)} />}
          optionLabel={season}
          optionsLabel={t("games.seasons.seasonsLabel")}
        />
      </Scene>
    );
  }

  const odd = play.rounds[shown] ?? play.rounds[0];
  // The scene is the season of the three pictures that go together. With neighbouring seasons (the last level) the pictures lie on a table: the scene gives nothing away.
  const scene: SceneName = props.level >= 6 || !odd ? "table" : SEASON_SCENES[odd.season];
  return (
    <Scene name={scene} className="seasons-scene seasons-board is-odd">
      <ChoiceBoard<ThingId, OddRound>
        {...props}
        onRounds={rounds}
        onFinish={finish}
        rounds={play.rounds}
        renderPrompt={() => <p className="visually-hidden">{t("games.seasons.oddQuestion")}</p>}
        spokenPrompt={() => t("games.seasons.oddQuestion")}
        sayOnRight={thing}
        renderOption={(value) => <ThingPicture thing={value} />}
        optionLabel={thing}
        optionsLabel={t("games.seasons.picturesLabel")}
      />
    </Scene>
  );
}

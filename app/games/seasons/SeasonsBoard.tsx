import { useState } from "react";
import { useTranslation } from "~/lib/i18n/context";
import type { BoardProps } from "../board";
import type { PlayResult } from "../scoring";
import { ChoiceBoard } from "../shell/ChoiceBoard";
import { SortBoard } from "../shell/SortBoard";
import { type NextRound, type OddRound, SEASON_ICONS, type Season, THINGS, type ThingId, type ThingItem, seasonsRounds } from "./logic";
import "./seasons.css";

/** A pomegranate, drawn: there is no emoji for Azerbaijan's autumn fruit. Sized like an emoji (1em). */
function Pomegranate() {
  return (
    <svg className="seasons-drawn" viewBox="0 0 40 40" width="1em" height="1em" aria-hidden="true" focusable="false">
      <polygon points="14,11 15,4 18,8 20,3 22,8 25,4 26,11" fill="#a93226" stroke="#6e1a12" strokeWidth="1.5" strokeLinejoin="round" />
      <circle cx="20" cy="23" r="14" fill="#c0392b" stroke="#6e1a12" strokeWidth="2" />
      <ellipse cx="14" cy="18" rx="4" ry="6" fill="#ffffff" opacity="0.3" transform="rotate(25 14 18)" />
    </svg>
  );
}

/** A season thing's picture: its emoji, or the drawn pomegranate. */
function ThingPicture({ thing }: { thing: ThingId }) {
  return (
    <span className="seasons-picture" aria-hidden="true">
      {THINGS[thing].emoji || <Pomegranate />}
    </span>
  );
}

/** A thing's picture on its card (its name is the button's accessible name, and said when found). */
function ThingCard({ thing }: { thing: ThingId }) {
  return (
    <span className="seasons-card">
      <ThingPicture thing={thing} />
    </span>
  );
}

/** A season: its picture and its name. */
function SeasonBadge({ season, name }: { season: Season; name: string }) {
  return (
    <span className={`seasons-badge is-${season}`}>
      <span className="seasons-picture" aria-hidden="true">
        {SEASON_ICONS[season]}
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
  const { sounds, onFinish } = props;

  function finish(result: PlayResult) {
    sounds.finished();
    onFinish(result);
  }

  if (play.mode === "sort") {
    return (
      <SortBoard<Season, ThingItem>
        {...props}
        gameId="seasons"
        rounds={play.rounds}
        prompt={t("games.seasons.sortPrompt")}
        renderItem={(item) => <ThingCard thing={item.thing} />}
        renderSorted={(item) => <ThingPicture thing={item.thing} />}
        itemLabel={(item) => thing(item.thing)}
        renderGroup={(group) => <span className="seasons-group-icon">{SEASON_ICONS[group]}</span>}
        groupLabel={season}
        trayLabel={t("games.seasons.trayLabel")}
        groupsLabel={t("games.seasons.seasonsLabel")}
        hintText={(group) => t("games.seasons.sortHint", { season: season(group) })}
        wrongText={t("games.seasons.sortWrong")}
        doneText={t("games.seasons.sortDone")}
      />
    );
  }

  if (play.mode === "next") {
    const question = (round: NextRound) => t(`games.seasons.after.${round.season}`);
    return (
      <div className="seasons-board">
        <ChoiceBoard<Season, NextRound>
          {...props}
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
      </div>
    );
  }

  return (
    <div className="seasons-board">
      <ChoiceBoard<ThingId, OddRound>
        {...props}
        onFinish={finish}
        rounds={play.rounds}
        renderPrompt={() => <p className="visually-hidden">{t("games.seasons.oddQuestion")}</p>}
        spokenPrompt={() => t("games.seasons.oddQuestion")}
        sayOnRight={thing}
        renderOption={(value) => <ThingCard thing={value} />}
        optionLabel={thing}
        optionsLabel={t("games.seasons.picturesLabel")}
      />
    </div>
  );
}

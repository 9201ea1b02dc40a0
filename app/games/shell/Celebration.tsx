import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { TranslationKey } from "~/locales/keys";
import { Picture, type PictureData } from "../art/Picture";
import { AgainIcon, NextIcon, StarIcon } from "./play-icons";
import { nextPraise, type GameSounds } from "./sound";

/**
 * The end of a level as a child sees it: every end celebrates what was done (the stars say how
 * well), the praise is spoken, and "again" and "next" are pictures. Scores and saving are the
 * parent's, in the parent panel.
 */
export function Celebration({
  stars,
  sticker,
  sounds,
  onAgain,
  onNext,
}: {
  stars: 0 | 1 | 2 | 3;
  /** The sticker the level gives for Kirpi's album, when it was passed. */
  sticker: PictureData | null;
  sounds: GameSounds;
  onAgain: (() => void) | null;
  onNext: (() => void) | null;
}) {
  const { t } = useTranslation();
  // One at random per end, never the one said last (every one recorded, app/games/spoken.ts).
  const [praise] = useState(() => nextPraise());
  const praiseText = t(`games.play.praise.${praise}` as TranslationKey);
  const said = useRef(false);
  useEffect(() => {
    if (said.current) return;
    said.current = true;
    sounds.finished();
    sounds.say(praiseText);
  }, [sounds, praiseText]);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    first.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section className="play-celebration" aria-labelledby="play-praise">
      <div className="play-confetti" aria-hidden="true">
        {Array.from({ length: 10 }, (_, index) => (
          <span key={index} style={{ "--play-piece": index } as React.CSSProperties} />
        ))}
      </div>
      <h2 id="play-praise" className="visually-hidden">
        {praiseText}
      </h2>
      {sticker ? (
        <p className="play-sticker">
          <span className="visually-hidden">{t("games.play.sticker")}</span>
          <Picture picture={sticker} />
        </p>
      ) : null}
      <p className="play-stars">
        <span className="visually-hidden">{t("games.stars", { count: stars })}</span>
        {[1, 2, 3].map((star) => (
          <span
            key={star}
            aria-hidden="true"
            className={star <= stars ? "play-star is-earned" : "play-star"}
            style={{ "--play-star": star } as React.CSSProperties}
          >
            <StarIcon />
          </span>
        ))}
      </p>
      <p className="play-end-buttons">
        {onAgain ? (
          <button ref={first} type="button" className="play-again" aria-label={t("games.replay")} onClick={onAgain}>
            <AgainIcon />
          </button>
        ) : null}
        {onNext ? (
          <button type="button" className="play-next" aria-label={t("games.nextLevel")} onClick={onNext}>
            <NextIcon />
          </button>
        ) : null}
      </p>
    </section>
  );
}

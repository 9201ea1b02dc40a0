import { Picture, type PictureData } from "~/games/art/Picture";

/**
 * A game's picture (app/games/game-pictures.server.ts), drawn at a child's size: the one way the
 * picker, the game's page and the catalogue show a game as a picture.
 */
export function GamePicture({ picture }: { picture: PictureData }) {
  return (
    <span className="game-picture">
      <Picture picture={picture} />
    </span>
  );
}

/** The mark of a free game for a player without Premium: a picture, no words (a star on a green disc). */
function FreeMark() {
  return (
    <svg className="game-tile-free" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" />
      <path d="M16 6.5l2.7 5.6 6.1.8-4.5 4.2 1.1 6-5.4-2.9-5.4 2.9 1.1-6-4.5-4.2 6.1-.8z" />
    </svg>
  );
}

/**
 * One big tile of the child's game picker: a plain link (a full page load) whose accessible name
 * is the game's title, with nothing to read on it. `describedBy` names the hidden words of its
 * mark (free) for screen readers.
 */
export function GameTile({
  title,
  picture,
  href,
  free,
  describedBy,
}: {
  title: string;
  picture: PictureData;
  href: string;
  free: boolean;
  describedBy?: string;
}) {
  return (
    <a href={href} className="game-tile" aria-describedby={describedBy}>
      <GamePicture picture={picture} />
      {free ? <FreeMark /> : null}
      <span className="visually-hidden">{title}</span>
    </a>
  );
}

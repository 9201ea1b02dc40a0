/**
 * A game's picture: today the registry's icon, drawn at a child's size. The one place the
 * picker (and anything else that shows a game as a picture) gets it from, so drawn art can
 * replace the icon here alone.
 */
export function GamePicture({ icon }: { icon: string }) {
  return (
    <span className="game-picture" aria-hidden="true">
      {icon}
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
export function GameTile({ title, icon, href, free, describedBy }: { title: string; icon: string; href: string; free: boolean; describedBy?: string }) {
  return (
    <a href={href} className="game-tile" aria-describedby={describedBy}>
      <GamePicture icon={icon} />
      {free ? <FreeMark /> : null}
      <span className="visually-hidden">{title}</span>
    </a>
  );
}

/** A picture's drawing: Fluent Emoji Flat's (`import cow from "fluent:cow"`) or one of ours in the same style (docs/art-style.md). */
export interface PictureData {
  /** What the picture shows, in English kebab-case ("cow", "baby-chick"): the page marks it `data-picture`. */
  name: string;
  /** The SVG's inside, drawn in a `width` × `height` box. */
  body: string;
  width: number;
  height: number;
}

/**
 * One picture of the game world, drawn as inline SVG (never a system emoji, which differs per
 * phone and is missing on old Androids). With `label` it is an image with that name; without, it
 * is decoration and hidden from screen readers (a button around it carries the name).
 * `data-picture` says what is drawn, for tests that look at a board as a child does.
 */
export function Picture({ picture, label, className }: { picture: PictureData; label?: string; className?: string }) {
  return (
    <svg
      className={className ? `picture ${className}` : "picture"}
      viewBox={`0 0 ${picture.width} ${picture.height}`}
      data-picture={picture.name}
      role={label ? "img" : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      focusable="false"
      // The body is the picture set's own SVG (or ours), fixed at build time: never user input.
      // oxlint-disable-next-line react/no-danger
      dangerouslySetInnerHTML={{ __html: picture.body }}
    />
  );
}

/** A drawing of our own, in the style of the set (rounded, two tones, no outline), in a 32 × 32 box. */
export const ownPicture = (name: string, body: string): PictureData => ({ name, body, width: 32, height: 32 });

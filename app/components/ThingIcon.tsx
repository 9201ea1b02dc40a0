import { Picture, type PictureData } from "~/games/art/Picture";

/**
 * The small picture before a link to something to do: a game's drawing (ADR 039), or the
 * content's own bullet (an emoji beside words for a parent). Decoration: the link names it.
 */
export function ThingIcon({ icon, picture }: { icon: string; picture?: PictureData | null }) {
  return picture ? (
    <span className="thing-picture">
      <Picture picture={picture} />
    </span>
  ) : (
    <span aria-hidden="true">{icon}</span>
  );
}

import type { WordSet } from "./logic";

/**
 * Simple drawings of the five word sets' target words (cat, dog, moon, bee, bread), in a
 * 100 × 100 box: a child who cannot read, with the sound off, still sees which word came.
 * Sound-alike words (hat, spoon, ...) differ per language and get no picture.
 */
function Drawing({ set }: { set: WordSet }) {
  switch (set) {
    case "cat":
      return (
        <g stroke="#3f3f46" strokeWidth="3" strokeLinejoin="round">
          <path d="M22 40L26 10L44 28H56L74 10L78 40C86 52 84 70 72 80C58 90 42 90 28 80C16 70 14 52 22 40Z" fill="#f59f00" />
          <circle cx="38" cy="50" r="5" fill="#3f3f46" stroke="none" />
          <circle cx="62" cy="50" r="5" fill="#3f3f46" stroke="none" />
          <path d="M46 62H54L50 67Z" fill="#e64980" />
          <path d="M50 67V72M50 72C46 76 42 75 40 72M50 72C54 76 58 75 60 72M20 60H36M20 68H36M64 60H80M64 68H80" fill="none" />
        </g>
      );
    case "dog":
      return (
        <g stroke="#3f3f46" strokeWidth="3" strokeLinejoin="round">
          <ellipse cx="50" cy="54" rx="28" ry="30" fill="#c08457" />
          <path d="M24 30C12 32 8 50 14 64C20 62 24 54 26 44Z" fill="#7c4a21" />
          <path d="M76 30C88 32 92 50 86 64C80 62 76 54 74 44Z" fill="#7c4a21" />
          <circle cx="40" cy="48" r="4.5" fill="#3f3f46" stroke="none" />
          <circle cx="60" cy="48" r="4.5" fill="#3f3f46" stroke="none" />
          <ellipse cx="50" cy="64" rx="8" ry="6" fill="#3f3f46" />
          <path d="M50 70V76M42 78C46 82 54 82 58 78" fill="none" />
        </g>
      );
    case "moon":
      return <path d="M64 10C40 14 24 34 26 56C28 78 48 92 70 90C56 84 46 70 46 52C46 34 54 20 64 10Z" fill="#fcc419" stroke="#b08900" strokeWidth="3" />;
    case "bee":
      return (
        <g stroke="#3f3f46" strokeWidth="3" strokeLinejoin="round">
          <ellipse cx="38" cy="30" rx="14" ry="18" fill="#d0ebff" transform="rotate(-20 38 30)" />
          <ellipse cx="62" cy="30" rx="14" ry="18" fill="#d0ebff" transform="rotate(20 62 30)" />
          <ellipse cx="50" cy="60" rx="34" ry="24" fill="#fcc419" />
          <path d="M40 38V82M56 37V83" strokeWidth="8" stroke="#3f3f46" />
          <circle cx="76" cy="56" r="4" fill="#3f3f46" stroke="none" />
          <path d="M16 60H6" />
        </g>
      );
    case "bread":
      return (
        <g stroke="#7c4a21" strokeWidth="3" strokeLinejoin="round">
          <path d="M14 48C6 30 24 18 50 18C76 18 94 30 86 48V80C86 84 84 86 80 86H20C16 86 14 84 14 80Z" fill="#e8a35c" />
          <path d="M34 34L42 44M50 32L58 42M66 34L74 44" fill="none" />
        </g>
      );
  }
}

export function WordPicture({ set, size }: { set: WordSet; size: number }) {
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} aria-hidden="true" focusable="false">
      <Drawing set={set} />
    </svg>
  );
}

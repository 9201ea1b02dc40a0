/**
 * The pictures of play mode, drawn inline (no emoji, no files): a child who cannot read finds
 * every control by its picture. Each is decorative; the button around it carries the name.
 */
type IconProps = { className?: string };

const svg = { viewBox: "0 0 48 48", "aria-hidden": true, focusable: false } as const;

export function SpeakerIcon({ className }: IconProps) {
  return (
    <svg {...svg} className={className}>
      <path d="M8 18h8l11-9v30l-11-9H8z" fill="currentColor" />
      <path d="M32 17c3 2 4 4.5 4 7s-1 5-4 7M36 11c5 3.5 7 8 7 13s-2 9.5-7 13" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
    </svg>
  );
}

export function PlayIcon({ className }: IconProps) {
  return (
    <svg {...svg} className={className}>
      <path d="M16 9.5v29a2 2 0 0 0 3 1.7l23-14.5a2 2 0 0 0 0-3.4L19 7.8a2 2 0 0 0-3 1.7z" fill="currentColor" />
    </svg>
  );
}

export function AgainIcon({ className }: IconProps) {
  return (
    <svg {...svg} className={className}>
      <path d="M38 24a14 14 0 1 1-4.1-9.9" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
      <path d="M36 5v11H25z" fill="currentColor" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

export function NextIcon({ className }: IconProps) {
  return (
    <svg {...svg} className={className}>
      <path d="M8 24h26M24 12l13 12-13 12" fill="none" stroke="currentColor" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function StarIcon({ className }: IconProps) {
  return (
    <svg {...svg} className={className}>
      <path
        d="M24 4l6 12.6 13.8 1.8-10.1 9.6 2.5 13.7L24 35l-12.2 6.7 2.5-13.7L4.2 18.4 18 16.6z"
        fill="currentColor"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function HeartIcon({ className }: IconProps) {
  return (
    <svg {...svg} className={className}>
      <path d="M24 41S6 30 6 17.5A9.5 9.5 0 0 1 24 13a9.5 9.5 0 0 1 18 4.5C42 30 24 41 24 41z" fill="currentColor" />
    </svg>
  );
}

/** The parent's button: a grown-up's key, quiet so a child is not drawn to it. */
export function ParentIcon({ className }: IconProps) {
  return (
    <svg {...svg} className={className}>
      <circle cx="17" cy="24" r="8" fill="none" stroke="currentColor" strokeWidth="4" />
      <path d="M25 24h16M35 24v7M41 24v5" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

export function CloseIcon({ className }: IconProps) {
  return (
    <svg {...svg} className={className}>
      <path d="M12 12l24 24M36 12L12 36" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}

/** The hand that shows the first move: a pointing finger from above. */
export function HandIcon({ className }: IconProps) {
  return (
    <svg {...svg} className={className}>
      <path
        d="M19 6a4 4 0 0 1 4 4v14l1-.2V20a3.5 3.5 0 0 1 7 0v4.4a3.5 3.5 0 0 1 6 2.6v.6a3.3 3.3 0 0 1 5 2.9V34c0 6-4.5 11-10.5 11h-5A11 11 0 0 1 17.7 40L9.6 29.4a3.3 3.3 0 0 1 5-4.3L15 26V10a4 4 0 0 1 4-4z"
        fill="#fff"
        stroke="#1f2a2e"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

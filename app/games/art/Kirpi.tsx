import "./kirpi.css";

/** What Kirpi, the guide, is doing (docs/art-style.md §4). */
export type KirpiPose = "hello" | "watch" | "yay" | "hmm" | "party" | "sleep";

const SPINES = "#8d6e63";
const SPINES_SHADE = "#6d4c41";
const FACE = "#f6e3c6";
const FACE_SHADE = "#ead0aa";
const EYE = "#3e2723";
const SCARF = "#2f7d6d";
const SCARF_SHADE = "#24655a";
const CHEEK = "#f4a9a0";

/** The spines: a soft scalloped cap over the back and head. */
const SPINE_CAP =
  "M12 74 C6 64 8 52 14 46 C12 38 18 30 25 28 C26 20 34 14 42 16 C46 9 56 9 60 15 C68 12 76 18 77 26 C85 27 91 35 88 44 C95 50 95 62 88 70 C86 78 80 82 74 82 H26 C19 82 14 79 12 74 Z";

function Arms({ pose }: { pose: KirpiPose }) {
  if (pose === "hello")
    return (
      <>
        <ellipse cx="24" cy="80" rx="7" ry="9" fill={FACE_SHADE} />
        <g className="kirpi-wave">
          <ellipse cx="80" cy="56" rx="7" ry="10" fill={FACE_SHADE} transform="rotate(20 80 56)" />
        </g>
      </>
    );
  if (pose === "yay" || pose === "party")
    return (
      <>
        <ellipse cx="18" cy="56" rx="7" ry="10" fill={FACE_SHADE} transform="rotate(-25 18 56)" />
        <ellipse cx="82" cy="56" rx="7" ry="10" fill={FACE_SHADE} transform="rotate(25 82 56)" />
      </>
    );
  if (pose === "hmm")
    return (
      <>
        <ellipse cx="24" cy="80" rx="7" ry="9" fill={FACE_SHADE} />
        <ellipse cx="62" cy="78" rx="6" ry="8" fill={FACE_SHADE} transform="rotate(-30 62 78)" />
      </>
    );
  return (
    <>
      <ellipse cx="24" cy="80" rx="7" ry="9" fill={FACE_SHADE} />
      <ellipse cx="76" cy="80" rx="7" ry="9" fill={FACE_SHADE} />
    </>
  );
}

function Eyes({ pose }: { pose: KirpiPose }) {
  if (pose === "sleep")
    return (
      <g fill="none" stroke={EYE} strokeWidth="2.5" strokeLinecap="round">
        <path d="M37 56 q4 3 8 0" />
        <path d="M55 56 q4 3 8 0" />
      </g>
    );
  if (pose === "yay" || pose === "party")
    return (
      <g fill="none" stroke={EYE} strokeWidth="3" strokeLinecap="round">
        <path d="M36 57 q5 -6 10 0" />
        <path d="M54 57 q5 -6 10 0" />
      </g>
    );
  return (
    <g className="kirpi-eyes">
      <ellipse cx="41" cy="55" rx="4.5" ry="6" fill={EYE} />
      <ellipse cx="59" cy="55" rx="4.5" ry="6" fill={EYE} />
      <circle cx="42.5" cy="52.5" r="1.8" fill="#fff" />
      <circle cx="60.5" cy="52.5" r="1.8" fill="#fff" />
    </g>
  );
}

function Mouth({ pose }: { pose: KirpiPose }) {
  if (pose === "yay" || pose === "party" || pose === "hello") return <path d="M44 70 q6 8 12 0 z" fill="#c0554b" />;
  if (pose === "hmm") return <path d="M46 71 h8" stroke={EYE} strokeWidth="2.5" strokeLinecap="round" />;
  return <path d="M45 70 q5 4 10 0" fill="none" stroke={EYE} strokeWidth="2.5" strokeLinecap="round" />;
}

/**
 * Kirpi the hedgehog, the games' guide (our own drawing, docs/art-style.md §4): one body, six
 * poses, moved by CSS only. Decoration: hidden from screen readers and never a button.
 */
export function Kirpi({ pose, className }: { pose: KirpiPose; className?: string }) {
  return (
    <svg className={className ? `kirpi ${className}` : "kirpi"} data-pose={pose} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      {pose === "party" ? (
        <g className="kirpi-confetti">
          <circle cx="12" cy="18" r="3" fill="#e53935" />
          <rect x="84" y="12" width="6" height="6" rx="1.5" fill="#1e88e5" transform="rotate(20 87 15)" />
          <circle cx="92" cy="36" r="2.5" fill="#fdd835" />
          <rect x="6" y="38" width="5" height="5" rx="1.5" fill="#43a047" transform="rotate(-15 8 40)" />
        </g>
      ) : null}
      <g className="kirpi-body">
        <ellipse cx="38" cy="94" rx="9" ry="5" fill={SPINES_SHADE} />
        <ellipse cx="62" cy="94" rx="9" ry="5" fill={SPINES_SHADE} />
        <path d={SPINE_CAP} fill={SPINES} />
        <path d="M20 40 l-6 -6 M30 26 l-4 -8 M50 20 v-8 M70 26 l4 -8 M80 40 l6 -6" stroke={SPINES_SHADE} strokeWidth="4" strokeLinecap="round" />
        <g className="kirpi-head">
          <ellipse cx="50" cy="64" rx="27" ry="25" fill={FACE} />
          <path d="M23 66 a27 25 0 0 0 54 0 a27 20 0 0 1 -54 0 z" fill={FACE_SHADE} />
          <Eyes pose={pose} />
          <circle cx="33" cy="65" r="4" fill={CHEEK} />
          <circle cx="67" cy="65" r="4" fill={CHEEK} />
          <ellipse cx="50" cy="63" rx="5" ry="4" fill={EYE} />
          <circle cx="48.5" cy="61.8" r="1.2" fill="#fff" />
          <Mouth pose={pose} />
        </g>
        <path d="M26 84 q24 10 48 0 v6 q-24 10 -48 0 z" fill={SCARF} />
        <path d="M64 88 l6 10 l7 -3 l-5 -10 z" fill={SCARF_SHADE} />
        <Arms pose={pose} />
      </g>
    </svg>
  );
}

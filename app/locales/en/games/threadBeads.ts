/** English strings of the thread-beads game (games.threadBeads). */
export default {
  title: "Thread the beads",
  goal: "Spots a pattern and carries it on: the first steps of logical thinking.",
  howTo: "A string shows beads in a repeating pattern and ends with empty places. A voice asks which bead comes next; your child drags it onto the string (or taps it), then the next, until the string is full. Patterns grow from two alternating colours to three, then colour and shape together, and at level 5 patterns that grow or where colour and shape change to different rhythms. Five strings per level; each bead earns 10 points at the first try and 5 at the second; a wrong bead just bounces back.",
  prompt: "Which bead comes next?",
  beadName: "{{color}} {{shape}} bead",
  colors: {
    red: "red",
    blue: "blue",
    yellow: "yellow",
    green: "green",
    purple: "purple",
    orange: "orange",
  },
  shapes: {
    circle: "round",
    square: "square",
    triangle: "triangular",
    diamond: "diamond-shaped",
  },
  stringWithGaps_one: "On the string: {{beads}}; then {{count}} empty place.",
  stringWithGaps_other: "On the string: {{beads}}; then {{count}} empty places.",
  stringFull: "On the string: {{beads}}.",
  optionsLabel: "Beads to choose from",
  stringDone: "The string is full!",
} as const;

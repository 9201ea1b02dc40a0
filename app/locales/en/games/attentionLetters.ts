/** English strings: games.attentionLetters (the letter search). */
export default {
  title: "Letter hunt",
  goal: "Keeps attention on a task and tells look-alike letters apart.",
  howTo: "One or two letters are shown at the top (and spoken); your child taps every matching letter in the grid. A right letter is crossed out with a pop and a sound; another letter wobbles, fades and the letters to find are said again. The level ends when every matching letter is crossed out. The levels grow from a 3 × 4 grid with one plain letter to an 8 × 6 grid of look-alike letters such as b, d, p and q; under 6 there is no clock, from 6 (or when you switch the timer on) each level has its time limit. The score is the share of right marks: crossed-out letters out of all letters to find plus every wrong tap, so guessing does not pay; 60% passes the level.",
  levels: {
    "1": "Practice: 3 × 4, 3 min",
    "2": "Challenge: 6 × 6, 2 min",
    "3": "Advanced: 7 × 6, 90 s",
    "4": "Master: 8 × 6, 75 s",
  },
  findEvery_one: "Find every:",
  findEvery_other: "Find every:",
  boardLabel: "Letters",
  cell: "{{letter}}, row {{row}}, column {{column}}",
  keys: "With a keyboard: the arrow keys move between letters, Space or Enter crosses one out.",
  found: "Found {{found}} of {{total}}.",
  notThis: "Not this one.",
} as const;

/** English strings: games.attentionLetters (the letter search). */
export default {
  title: "Letter hunt",
  goal: "Keeps attention on a task and tells look-alike letters apart.",
  howTo: "One or two letters are shown at the top; your child taps every matching letter in the grid to cross it out (a second tap undoes it) and presses “Done” before the time runs out. The levels grow from a 3 × 4 grid with one letter to find in 3 minutes to an 8 × 6 grid of look-alike letters such as b, d, p and q in 75 seconds. The score is the share of right marks: crossed-out targets out of all targets plus any wrong marks, so guessing does not pay; 60% passes the level.",
  levels: {
    "1": "Practice: 3 × 4, 3 min",
    "2": "Challenge: 6 × 6, 2 min",
    "3": "Advanced: 7 × 6, 90 s",
    "4": "Master: 8 × 6, 75 s",
  },
  findEvery_one: "Find every:",
  findEvery_other: "Find every:",
  hint: "Tap a letter to cross it out, tap it again to undo. Press “Done” when you have finished.",
  boardLabel: "Letters",
  cell: "{{letter}}, row {{row}}, column {{column}}",
  marked: "Crossed out: {{marked}}",
  result: "Right: {{correct}} · Wrong: {{incorrect}} · Missed: {{missed}} · Accuracy: {{accuracy}}%",
  done: "Done",
} as const;

/** English strings of the focus game (games.focus). */
export default {
  title: "Spot the twin",
  goal: "Keeps attention on one picture and tells it apart from others that look alike.",
  howTo: "A picture appears at the top (the instruction is spoken); your child taps the same picture in the row below. A right tap pops, a wrong one wobbles and the instruction is said again, and the round goes on. The row starts with 3 very different things and grows to 4 pictures that differ only in a small detail; at the last level the picture must be remembered: it stays until your child taps the big “go” button, or, with the timer on, for 2 seconds (a shrinking bar). Six rounds per level: 10 points at the first try, 5 at the second, and each look again (the eye button) costs 3 points.",
  findThis: "Find this one",
  rememberIt: "Remember it!",
  whichOne: "Which one was it?",
  lookCarefully: "Look carefully…",
  showAgain: "Show it again",
  showAgainCost_one: "costs {{count}} point",
  showAgainCost_other: "costs {{count}} points",
  optionLabel: "Picture {{number}}: {{symbol}}",
  optionsLabel: "Pictures to choose from",
  ready: "I remember it: hide the picture",
} as const;

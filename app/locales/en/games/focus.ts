/** English strings of the focus game (games.focus). */
export default {
  title: "Spot the twin",
  goal: "Keeps attention on one picture and tells it apart from others that look alike.",
  howTo: "A picture appears at the top; your child taps the same picture in the row below. The row starts with 3 very different things and grows to 4 pictures that differ only in a small detail; at the last level the picture shows for 2 seconds and must be remembered. Six rounds per level: 10 points at the first try, 5 at the second, and each “show it again” costs 3 points.",
  findThis: "Find this one",
  rememberIt: "Remember it!",
  whichOne: "Which one was it?",
  lookCarefully: "Look carefully…",
  showAgain: "Show it again",
  showAgainCost_one: "costs {{count}} point",
  showAgainCost_other: "costs {{count}} points",
  optionLabel: "Picture {{number}}: {{symbol}}",
  optionsLabel: "Pictures to choose from",
} as const;

/** English strings of the number-sequences game (games.numberSequences). */
export default {
  title: "What comes next?",
  goal: "Counts on and back, in ones and in twos, and finds the rule of a row of numbers.",
  howTo: "A row of cards follows a rule and one card shows a question mark; your child taps the number that belongs there. Level 1 counts dots that grow by one; then numerals go up by one to 10, down by one, up in twos to 20, and the last levels hide a number in the middle or anywhere in the row. After a wrong tap the game names the rule. Six rows per level: 10 points at the first try, 5 at the second.",
  promptDots: "How many dots come next?",
  promptNext: "Which number comes next?",
  promptMissing: "Which number is missing?",
  hints: {
    moreDots: "Count the dots: each card has one more.",
    upOne: "Each number is one more than the one before.",
    downOne: "Each number is one less than the one before.",
    upTwo: "The numbers jump up by two.",
    downTwo: "The numbers jump down by two.",
  },
  dots_one: "{{count}} dot",
  dots_other: "{{count}} dots",
  gapLabel: "Question mark: this number is missing",
  rowLabel: "The number row",
  optionsLabel: "Numbers to choose from",
} as const;

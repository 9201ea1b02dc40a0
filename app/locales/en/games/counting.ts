/** English strings of one game (games.counting), loaded with its page (ADR 005). */
export default {
  title: "Let's count",
  goal: "Counts objects one by one and matches the amount to a number.",
  howTo: "Your child counts the pictures and taps the right number. Help them point at each picture while counting aloud. Levels go from 1-3 objects to 10; at level 5 other pictures are mixed in and only one kind is counted.",
  questions: {
    apple: "How many apples?",
    ball: "How many balls?",
    fish: "How many fish?",
    star: "How many stars?",
    duck: "How many ducks?",
    flower: "How many flowers?",
  },
  sceneLabel_one: "{{count}} picture",
  sceneLabel_other: "{{count}} pictures",
  optionsLabel: "Numbers to choose from",
} as const;

/** English strings of one game (games.colorMatching), loaded with its page (ADR 005). */
export default {
  title: "Colour match",
  goal: "Finds and names the basic colours.",
  howTo: "A coloured thing appears at the top (a balloon, a ball, a lollipop, a paint pot, a ball of wool: each level has its own place and things); your child taps the thing of the same colour below. From level 4 the game names the colour and shows it as a paint splash. Five rounds per level; a right answer at the first try earns the most points.",
  findThis: "Find this colour",
  whereIs: "Where is {{color}}?",
  optionsLabel: "Colours to choose from",
  colors: {
    red: "red",
    blue: "blue",
    yellow: "yellow",
    green: "green",
    orange: "orange",
    purple: "purple",
    pink: "pink",
    brown: "brown",
    black: "black",
    grey: "grey",
  },
} as const;

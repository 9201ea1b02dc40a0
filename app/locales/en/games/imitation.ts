/** English strings of the imitation game (games.imitation). */
export default {
  title: "Follow the lights",
  goal: "Remembers a sequence of lights and repeats it in the same order.",
  howTo: "The game lights the pads one after another while your child watches (the other pads are dimmed); when all pads are bright again, your child taps the same pads in the same order (on a keyboard, keys 1-4 work too). A wrong tap wobbles, the right order is shown once more and your child tries the same round again; after three wrong tries the order is shown once more, slowly, and the game goes on to the next round. Each level has 4 rounds whose sequences grow from 2-3 steps at level 1 to 6-7 at level 5, and from level 4 the lights are faster. Every step repeated correctly at the first try earns 10 points; a retry earns nothing more.",
  watch: "Watch…",
  yourTurn: "Your turn",
  review: "Oops! Here is the right order.",
  slow: "Watch once more, slowly.",
  wellDone: "Well done!",
  progress: "({{done}} of {{total}})",
  padsLabel: "Coloured pads",
  pads: {
    red: "Red pad, cat",
    blue: "Blue pad, fish",
    green: "Green pad, frog",
    yellow: "Yellow pad, chick",
  },
  keysHint: "On a keyboard, keys 1-4 press the pads.",
} as const;

/** English strings of the find-different-picture game (games.findDifferentPicture). */
export default {
  title: "Find the different picture",
  goal: "Looks closely and quickly: spots the picture that differs in what it shows, in which way it faces or in a small missing detail.",
  howTo: "A row of pictures appears; one is not like the others, and your child taps it. A wrong tap gets a gentle wobble and a spoken hint, and the row goes on. The timer is off by default for a child under 6; if you switch it on in the parent's panel, each row has 15 seconds, shown as a shrinking bar, and a row that runs out counts as missed: its answer is shown and the next row comes. First the different one is another thing (a dog among cats), then a look-alike (a pear among apples), then the same picture facing the other way, then one with a part missing (an apple without its leaf), then a small detail such as an eye, and at the last level any of these among six pictures. Six rows per level: 10 points at the first try, 5 at the second. Speed earns nothing.",
  prompt: "Find the picture that is different!",
  rowLabel: "Pictures in the row",
  picture: "Picture {{number}}",
  timeUp: "Time's up! The different one has a tick.",
  hints: {
    thing: "Look: which one is another thing?",
    lookAlike: "Look closely: they are alike, but one has another shape.",
    facing: "Look which way each one faces.",
    missingPart: "Look: is something missing on one of them?",
    smallDetail: "Look at the small details: eyes, stripes, little dots.",
  },
} as const;

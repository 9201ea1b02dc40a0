/** English strings of the find-different-figure game (games.findDifferentFigure). */
export default {
  title: "Find the different figure",
  goal: "Looks quickly and carefully: tells figures apart by shape, by how they are turned, by small marks and by mirror images.",
  howTo: "A row of figures appears; one is not like the others, and your child taps it. A wrong tap gets a gentle wobble and a spoken hint, and the row goes on. The timer is off by default for a child under 6; if you switch it on in the parent's panel, each row has 10 seconds, shown as a shrinking bar, and a row that runs out counts as missed: its answer is shown and the next row comes. The difference shrinks level by level: another shape and colour, another shape, a figure turned another way, a small mark inside, a mirror image, and at the last level any of these among six figures. Six rows per level: 10 points at the first try, 5 at the second. Speed earns nothing.",
  prompt: "Find the figure that is different!",
  rowLabel: "Figures in the row",
  figure: "Figure {{number}}",
  timeUp: "Time's up! The different one has a tick.",
  hints: {
    shapeAndColour: "Look at the shapes.",
    shape: "Look at the shapes: which one has another outline?",
    turn: "Look which way each one points.",
    mark: "Look at the small marks inside.",
    mirror: "One of them is a mirror image of the others.",
  },
} as const;

/** English strings of the mark-same-objects game (games.markSameObjects). */
export default {
  title: "Mark the same ones",
  goal: "Compares objects carefully by shape, colour and which way up they are.",
  howTo: "A sample sits at the top; your child marks every object in the field that is just like it (same shape, same colour, same way up), then presses “Done”. Nothing is checked until then; after “Done” each object shows a tick, a cross or “!” for one that was missed. Level 1 mixes in other shapes, later levels other colours and objects turned round, and level 5 only turned objects. Each right mark earns 10 points, each wrong mark costs 5, and a missed one earns nothing.",
  prompt: "Mark every one just like this",
  sampleLabel: "The sample: {{object}}",
  fieldLabel: "Objects to look through",
  objectLabel: "Object {{number}}: {{object}}",
  shapes: {
    arrow: "arrow",
    triangle: "triangle",
    heart: "heart",
    flag: "flag",
    moon: "moon",
  },
  colors: {
    red: "red",
    blue: "blue with stripes",
    green: "green with dots",
    orange: "orange with a grid",
  },
  turns: {
    "0": "upright",
    "1": "turned to the right",
    "2": "upside down",
    "3": "turned to the left",
  },
  results: {
    right: "{{object}}: marked, and it is the same",
    wrong: "{{object}}: marked, but it is not the same",
    missed: "{{object}}: the same, but not marked",
  },
  done: "Done",
  next: "Next field",
  finish: "Finish",
  markedCount: "Marked: {{marked}}",
  checked: "Right: {{right}} · Not the same: {{wrong}} · Missed: {{missed}}",
} as const;

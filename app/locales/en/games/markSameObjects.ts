/** English strings of the mark-same-objects game (games.markSameObjects). */
export default {
  title: "Mark the same ones",
  goal: "Compares objects carefully by shape, colour and which way up they are.",
  howTo: "A sample sits at the top and a voice asks your child to find every object just like it (same shape, same colour, same way up). A tap on a same object marks it with a tick; a tap on a different one wobbles, is marked with a cross and the voice asks again. The field is done when every same object is found. Level 1 mixes in other shapes, later levels other colours and objects turned round, and level 5 only turned objects. Each object found earns 10 points and each different one tapped costs 5; speed does not count.",
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
    wrong: "{{object}}: not the same",
  },
  markedCount: "Marked: {{marked}}",
} as const;

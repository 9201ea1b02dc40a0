/** English strings of the visual attention game (games.visualAttention). */
export default {
  title: "Find them all",
  goal: "Searches a picture carefully and tells it apart from others that look almost the same.",
  howTo: "A sample picture is shown, a voice asks your child to find all its copies in the grid, and your child taps every copy; small copies of the sample at the top, one per copy hidden, light up as they are found. The grid grows from 9 to 24 pictures, and the other pictures grow more alike: first other things, then the same thing with another pattern, at last even in the same colour. Each copy found earns 10 points and each tap on another picture costs 5; a round ends when every copy is found, and a level has 3 rounds.",
  findAll_one: "Find the {{count}} picture like this one",
  findAll_other: "Find all {{count}} pictures like this one",
  sampleLabel: "The picture to find: {{picture}}",
  gridLabel: "Pictures",
  picture: "{{kind}} {{pattern}}, {{color}}",
  foundCount: "Found {{found}} of {{total}}",
  foundOne: "Yes, that's one!",
  notThisOne: "Not this one: look at the pattern and the shape.",
  allFound: "You found them all!",
  kinds: {
    butterfly: "Butterfly",
    fish: "Fish",
    ball: "Ball",
    cup: "Cup",
  },
  patterns: {
    dots: "with dots",
    stripes: "with stripes",
    ring: "with a ring",
    plain: "without a pattern",
  },
  colors: {
    red: "red",
    blue: "blue",
    green: "green",
    orange: "orange",
    purple: "purple",
  },
} as const;

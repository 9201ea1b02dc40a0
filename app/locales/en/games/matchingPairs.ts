/** English strings of the matching-pairs game (games.matchingPairs). */
export default {
  title: "Matching pairs",
  goal: "Sees what goes together: the same thing, a shadow, things used together, an animal and its food.",
  howTo: "All pictures lie face up in two columns. Your child taps a picture on the left, then the picture on the right that goes with it, and a line joins the pair. Levels go from two of the same thing (3 pairs) to shadows, things used together and animals with their food, and level 5 mixes them all (6 pairs). Each pair earns 10 points and each wrong join costs 5, so looking before tapping pays off. A voice says what to do; trying the same wrong two again costs nothing more, and speed does not count.",
  prompts: {
    same: "Find two of the same and join them",
    shadow: "Join each picture with its shadow",
    together: "What goes together? Join the pairs",
    food: "Who eats what? Join each animal with its food",
    mixed: "Join the things that belong together",
  },
  leftColumn: "Pictures",
  rightColumn: "Their partners",
  shadowOf: "Shadow of {{picture}}",
  joinedCard: "{{name}}, joined: pair {{number}}",
  pickPartner: "Now tap its partner in the other column.",
  goTogether: "Yes, they go together!",
  wrongJoin: "Those two don't go together. Try another one.",
  allJoined: "Every pair is joined, well done!",
} as const;

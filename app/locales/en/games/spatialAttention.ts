/** English strings of the "where is it?" game (games.spatialAttention). */
export default {
  title: "Where is it?",
  goal: "Notices where things are and understands on, under, in, left, right, in front of and behind.",
  howTo: "The game says where something is, for example “The ball is under the table”; your child taps the picture that shows it. Level 1 asks only on or under with two pictures; then the pictures also differ in who is there, left, right and in come next, then in front of and behind, and the last level always puts the opposite place next to the right one. Left and right are as your child sees the picture. Six rounds per level: 10 points at the first try, 5 at the second.",
  question: "Which picture shows this?",
  optionsLabel: "Pictures to choose from",
  things: {
    ball: "The ball",
    cat: "The cat",
    puppy: "The puppy",
  },
  sentences: {
    table: {
      on: "{{thing}} is on the table.",
      under: "{{thing}} is under the table.",
      left: "{{thing}} is to the left of the table.",
      right: "{{thing}} is to the right of the table.",
    },
    chair: {
      on: "{{thing}} is on the chair.",
      under: "{{thing}} is under the chair.",
      left: "{{thing}} is to the left of the chair.",
      right: "{{thing}} is to the right of the chair.",
    },
    basket: {
      in: "{{thing}} is in the basket.",
      left: "{{thing}} is to the left of the basket.",
      right: "{{thing}} is to the right of the basket.",
      front: "{{thing}} is in front of the basket.",
    },
    box: {
      on: "{{thing}} is on the box.",
      left: "{{thing}} is to the left of the box.",
      right: "{{thing}} is to the right of the box.",
      front: "{{thing}} is in front of the box.",
      behind: "{{thing}} is behind the box.",
    },
    tree: {
      left: "{{thing}} is to the left of the tree.",
      right: "{{thing}} is to the right of the tree.",
      front: "{{thing}} is in front of the tree.",
      behind: "{{thing}} is behind the tree.",
    },
  },
} as const;

/** English strings of the attention match blocks game (games.attentionBlocks). */
export default {
  title: "Copy the blocks",
  goal: "Compares a pattern with a copy place by place and keeps attention on it under time.",
  howTo: "A sample pattern of blocks is shown next to an empty grid; your child taps the cells of the grid, each tap turning a cell into the next block, until the grid looks like the sample, then the next pattern comes. Levels 1 and 2 are 2 × 2 grids with 2, then 3 kinds of block; level 3 is 3 × 3 and level 4 is 3 × 3 with 4 kinds. Under 6 there is no clock (the level ends when every pattern is copied); from 6, or when you switch the timer on, the level lasts 60 s (90 s at level 4). A pattern copied without turning a right block wrong earns 10 points, one copied after such a slip 5; when a timer runs out, the blocks already right in the unfinished pattern still count.",
  prompt: "Make your grid look like the sample!",
  sampleLabel: "Sample",
  gridLabel: "Your grid",
  cycleHint: "Each tap changes the block:",
  cell: "Row {{row}}, column {{column}}: {{block}}",
  empty: "empty",
  right: "Right! Here comes the next one.",
  keepGoing: "Compare each cell with the sample.",
  blocks: {
    redCircle: "red circle",
    blueSquare: "blue square",
    yellowTriangle: "yellow triangle",
    greenStar: "green star",
  },
} as const;

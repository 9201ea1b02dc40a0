/** English strings of the build-tower game (games.buildTower). */
export default {
  title: "Build a tower",
  goal: "Compares sizes and puts things in order from the biggest to the smallest.",
  howTo: "Blocks of different widths lie scattered. Your child builds a tower by dragging the biggest block onto it (or tapping it), then the biggest of those left, and so on; a wrong block wobbles, the instruction is spoken again and the tower waits. The levels grow from 3 blocks to 7 with ever closer sizes, and at level 5 the colours no longer give a hint. Each block placed at the first try scores 10 points; each wrong block takes 5 off (tapping the same wrong block again costs nothing more).",
  prompt: "Build a tower: start with the biggest block!",
  blockLabel: "Block, width {{width}}",
  pileLabel: "Blocks for the tower",
  towerLabel: "Your tower",
  wrongBlock: "Not that one: find the biggest block that is left.",
  towerReady: "What a tower! Well done!",
} as const;

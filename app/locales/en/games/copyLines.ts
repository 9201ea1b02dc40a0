/** English strings of the copy-lines game (games.copyLines). */
export default {
  title: "Copy the lines",
  goal: "Looks closely at a drawing and copies it line by line: hand-eye coordination and the careful looking that writing needs.",
  howTo:
    "A drawing of straight lines on dots is shown, and the instruction is spoken; your child draws the same lines on the empty dots by tapping one dot and then the dot where the line ends, or by dragging a finger from dot to dot. Every line is answered at once: a line of the drawing stays (with a sound), a line the drawing does not have wobbles away and the instruction is said again; when every line is there the drawing cheers and the next one comes. A drawing copied without a wrong line earns 10 points, with one 6, with more 3. The levels grow from 2 lines on 3 × 3 dots to pictures with slanting lines on 5 × 5 dots.",
  prompt: "Draw the same lines on your dots!",
  modelLabel: "The drawing",
  gridLabel: "Your dots",
  dot: "Dot, row {{row}}, column {{column}}",
  modelLine: "A line from row {{fromRow}}, column {{fromColumn}} to row {{toRow}}, column {{toColumn}}",
  hint: "Tap a dot, then the dot where the line ends.",
  keyboardHint: "Keyboard: the arrow keys move between the dots; Enter or Space picks a dot.",
  picked: "Now tap the dot where the line ends.",
  notStraight: "Lines go straight: across, down or on a slant. Start from this dot instead.",
  right: "Exactly the same! Well done!",
  lineKept: "That line is in the drawing.",
  notInDrawing: "That line is not in the drawing. Look again.",
} as const;

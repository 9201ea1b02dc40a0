/** English strings of one game (games.shapeRecognition), loaded with its page (ADR 005). */
export default {
  title: "Shape finder",
  goal: "Tells shapes apart by their outline and learns their names.",
  howTo: "A shape appears at the top; your child taps the same shape below. From level 3 the shapes have different colours, so only the outline helps; from level 4 the game names the shape and shows it in grey. Five rounds per level.",
  findThis: "Find this shape",
  whereIs: "Where is the {{shape}}?",
  optionsLabel: "Shapes to choose from",
  shapes: {
    circle: "circle",
    square: "square",
    triangle: "triangle",
    star: "star",
    heart: "heart",
    rectangle: "rectangle",
    oval: "oval",
    diamond: "diamond",
    pentagon: "pentagon",
    hexagon: "hexagon",
  },
} as const;

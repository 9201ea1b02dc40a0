/** English strings of the missing-pieces game (games.missingPieces). */
export default {
  title: "Missing piece",
  goal: "Sees a whole picture and its parts: a piece's shape, its colour and which way up it goes.",
  howTo: "A picture has one piece cut out; your child taps the piece that completes it. At first the wrong pieces come from other pictures; then one has the wrong colour, one is upside down and one is another part of the same picture. The last two levels show a carpet pattern that is the same on both sides, like in a mirror, and the missing tile must point the right way. After a wrong tap the game says what is wrong with that piece. Five rounds per level: 10 points at the first try, 5 at the second.",
  promptPicture: "Which piece completes the picture?",
  promptCarpet: "Which piece completes the carpet?",
  pictureLabel: "Picture: {{picture}}, one piece missing",
  carpetLabel: "A carpet pattern with one piece missing",
  pictures: {
    ladybug: "ladybird",
    apple: "apple",
    fish: "fish",
    cat: "cat",
    pomegranate: "pomegranate",
    car: "car",
  },
  piece: "Piece {{number}}",
  optionsLabel: "Pieces to choose from",
  hints: {
    otherPicture: "That piece is from another picture. Look at what is around the gap.",
    recoloured: "Look at the colour: does it match?",
    upsideDown: "That piece is upside down.",
    otherPiece: "That piece is from another part of the picture. Look at the edges of the gap.",
    turned: "Look which way it points: the carpet is the same on both sides, like in a mirror.",
    otherMotif: "Look at the shape: find the piece across from the gap.",
  },
} as const;

/** Russian strings of one game (games.shapeRecognition), loaded with its page (ADR 005). */
export default {
  title: "Ищем фигуры",
  goal: "Различает фигуры по контуру и запоминает их названия.",
  howTo: "Вверху появляется фигура, а ребёнок нажимает на такую же фигуру внизу. С 3-го уровня фигуры разного цвета, и помогает только контур; с 4-го уровня игра называет фигуру и показывает её серой. На каждом уровне пять раундов.",
  findThis: "Найди такую же фигуру",
  whereIs: "Где {{shape}}?",
  optionsLabel: "Фигуры на выбор",
  shapes: {
    circle: "круг",
    square: "квадрат",
    triangle: "треугольник",
    star: "звезда",
    heart: "сердце",
    rectangle: "прямоугольник",
    oval: "овал",
    diamond: "ромб",
    pentagon: "пятиугольник",
    hexagon: "шестиугольник",
  },
} as const;

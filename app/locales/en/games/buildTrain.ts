/** English strings of the build-train game (games.buildTrain). */
export default {
  title: "Build a train",
  goal: "Puts numbers in order: counting up, counting down and counting in twos.",
  howTo: "The engine waits on the left and numbered wagons stand around it. Your child taps the wagons in the right order to couple them behind the engine; each coupled wagon's number is read out, and a wrong wagon shakes while the instruction is spoken again. The levels go from 1-3 to 1-5, then counting down from 5, numbers that jump by two, and at last wagons that show dots instead of numbers. A wagon coupled at the first try scores 10 points; each wrong wagon takes 5 off (tapping the same wrong wagon again costs nothing more).",
  promptUp: "Couple the wagons in order: first {{from}}, last {{to}}.",
  promptDown: "Count down! Couple the wagons: first {{from}}, last {{to}}.",
  promptSkip: "The numbers jump by two. Couple the wagons: first {{from}}, last {{to}}.",
  promptDots: "Couple the wagons in order: first the one with the fewest dots.",
  engine: "Engine",
  wagonNumber: "Wagon {{number}}",
  wagonDots_one: "Wagon with {{count}} dot",
  wagonDots_other: "Wagon with {{count}} dots",
  trainLabel: "Your train",
  yardLabel: "Wagons to couple",
  wrongWagon: "Not this wagon yet: which one comes next?",
  trainReady: "All aboard! The train is ready.",
} as const;

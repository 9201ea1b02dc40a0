/** English strings: the "games" namespace. */
import shapeHunt from "./games/shapeHunt";
import colourMix from "./games/colourMix";
import findDifferentPicture from "./games/findDifferentPicture";
import seasons from "./games/seasons";
import markSameObjects from "./games/markSameObjects";
import findDifferentFigure from "./games/findDifferentFigure";
import animalFamilies from "./games/animalFamilies";
import attentionBlocks from "./games/attentionBlocks";
import stackRings from "./games/stackRings";
import patternPuzzle from "./games/patternPuzzle";
import clock from "./games/clock";
import auditoryAttention from "./games/auditoryAttention";
import completeSequence from "./games/completeSequence";
import missingPieces from "./games/missingPieces";
import shapeMatching from "./games/shapeMatching";
import spotTheDifference from "./games/spotTheDifference";
import spatialAttention from "./games/spatialAttention";
import weekDays from "./games/weekDays";
import numberSequences from "./games/numberSequences";
import jigsaw from "./games/jigsaw";
import letterMatch from "./games/letterMatch";
import months from "./games/months";
import emotions from "./games/emotions";
import visualAttention from "./games/visualAttention";
import oddOneOut from "./games/oddOneOut";
import quickReflex from "./games/quickReflex";
import timesOfDay from "./games/timesOfDay";
import matchingPairs from "./games/matchingPairs";
import copyLines from "./games/copyLines";
import buildTower from "./games/buildTower";
import buildTrain from "./games/buildTrain";
import threadBeads from "./games/threadBeads";
import bubbleSorties from "./games/bubbleSorties";
import imitation from "./games/imitation";
import traceStrokes from "./games/traceStrokes";
import animalSounds from "./games/animalSounds";
import focus from "./games/focus";
import attentionLetters from "./games/attentionLetters";
import nameObject from "./games/nameObject";
export default {
  metaDescription: "{{title}}: an educational game for children aged {{from}}-{{to}}. {{goal}}",
  backToCatalogue: "All games",
  free: "Free",
  premium: "Premium",
  ages: "Ages {{from}}-{{to}}",
  skillLabel: "Trains",
  skills: {
    emotions: "Feelings",
    colors: "Colours",
    shapes: "Shapes",
    numbers: "Numbers and counting",
    memory: "Memory",
    attention: "Attention",
    language: "Words and speech",
    listening: "Listening",
    fineMotor: "Fine motor skills",
    logic: "Order and logic",
    spatial: "Seeing parts and space",
    time: "Time and calendar",
  },
  levelCount_one: "{{count}} level",
  levelCount_other: "{{count}} levels",
  howToTitle: "How to play (for the parent)",
  noscript: "This game needs JavaScript, which is turned off in this browser. Turn it on in the browser's settings to play. Everything else on the site, such as the free assessment, works without it.",
  saveData: "This game needs JavaScript, which the site does not send while your browser asks to save data. To play, turn off data saving (Data Saver or Lite mode) in the browser. Everything else on the site works without it.",
  noscriptHomework: "Try the activities at home instead, they need no screen.",
  chooseLevel: "Choose a level",
  level: "Level {{level}}",
  levelLocked: "{{level}}, locked: pass “{{previous}}” first",
  levelPassed: "{{level}}, passed",
  loading: "Loading the game…",
  loadFailed: "The game could not be loaded. Check the connection and try again.",
  retryLoad: "Try again",
  score: "Score",
  lives: "Lives",
  timeLeft: "Time left",
  practiceMode: "Practice, no timer",
  practiceLabel: "Practise without the timer (practice plays are not saved)",
  practiceNotCounted: "This was a practice play without the timer, so it is not saved. Play with the timer to pass the level.",
  playTimed: "Play with the timer",
  pause: "Pause",
  resume: "Resume",
  paused: "Paused",
  sound: "Sound",
  quit: "Back to levels",
  completeTitle: "Well done!",
  tryAgainTitle: "Nearly there!",
  resultScore: "{{score}} of {{max}} points ({{percent}}%)",
  stars_one: "{{count}} star of 3",
  stars_other: "{{count}} stars of 3",
  passedText: "{{level}}: passed.",
  retryText: "{{percent}}% is needed to pass: let's try this level once more.",
  allLevelsDone: "Every level is done. Play any level again whenever you like.",
  nextLevel: "Next level",
  replay: "Play again",
  backToLevels: "Choose another level",
  saving: "Saving…",
  saved: "Progress saved for {{name}}.",
  savedForParent: "Progress saved to your account.",
  saveFailed: "The progress could not be saved. It is kept for this play only; check the connection.",
  savedOnDevice: "Progress is kept on this device. Create a free account to keep it for good.",
  progressLabel: "Progress",
  progressPercent: "{{percent}}% done",
  correct: "Right!",
  tryAgain: "Try again",
  colorMatching: {
    title: "Colour match",
    goal: "Finds and names the basic colours.",
    howTo: "A colour appears at the top; your child taps the same colour below. From level 4 the colour is only named, so read or let the game say the word. Five rounds per level; a right answer at the first try earns the most points.",
    findThis: "Find this colour",
    whereIs: "Where is {{color}}?",
    optionsLabel: "Colours to choose from",
    colors: {
      red: "red",
      blue: "blue",
      yellow: "yellow",
      green: "green",
      orange: "orange",
      purple: "purple",
      pink: "pink",
      brown: "brown",
      black: "black",
      grey: "grey",
    },
  },
  shapeRecognition: {
    title: "Shape finder",
    goal: "Tells shapes apart by their outline and learns their names.",
    howTo: "A shape appears at the top; your child taps the same shape below. From level 3 the shapes have different colours, so only the outline helps; from level 4 the shape is only named. Five rounds per level.",
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
  },
  counting: {
    title: "Let's count",
    goal: "Counts objects one by one and matches the amount to a number.",
    howTo: "Your child counts the pictures and taps the right number. Help them point at each picture while counting aloud. Levels go from 1-3 objects to 10; at level 5 other pictures are mixed in and only one kind is counted.",
    questions: {
      apple: "How many apples?",
      ball: "How many balls?",
      fish: "How many fish?",
      star: "How many stars?",
      duck: "How many ducks?",
      flower: "How many flowers?",
    },
    sceneLabel_one: "{{count}} picture",
    sceneLabel_other: "{{count}} pictures",
    optionsLabel: "Numbers to choose from",
  },
  memory: {
    title: "Memory",
    goal: "Remembers where things are and finds the pairs.",
    howTo: "All cards lie face down. Your child turns two cards; when the pictures match, the pair stays open, otherwise both turn back. Easy has 4 pairs, medium 6 and hard 8. Every pair scores; many wrong guesses cost a little.",
    levels: {
      "1": "Easy: 4 pairs",
      "2": "Medium: 6 pairs",
      "3": "Hard: 8 pairs",
    },
    pairsFound: "Pairs found: {{found}} of {{total}}",
    cardHidden: "Card {{number}}, face down",
    cardShown: "Card {{number}}: {{symbol}}",
    boardLabel: "Memory cards",
  },
  nameObject,
  attentionLetters,
  focus,
  animalSounds,
  traceStrokes,
  bubbleSorties,
  imitation,
  buildTower,
  buildTrain,
  threadBeads,
  copyLines,
  matchingPairs,
  timesOfDay,
  quickReflex,
  oddOneOut,
  visualAttention,
  emotions,
  months,
  letterMatch,
  jigsaw,
  numberSequences,
  weekDays,
  spatialAttention,
  spotTheDifference,
  shapeMatching,
  missingPieces,
  completeSequence,
  auditoryAttention,
  clock,
  patternPuzzle,
  stackRings,
  attentionBlocks,
  animalFamilies,
  findDifferentFigure,
  markSameObjects,
  seasons,
  findDifferentPicture,
  colourMix,
  shapeHunt,
} as const;

import common from "./az/common.json" with { type: "json" };
import home from "./az/home.json" with { type: "json" };
import about from "./az/about.json" with { type: "json" };
import contact from "./az/contact.json" with { type: "json" };
import auth from "./az/auth.json" with { type: "json" };
import legal from "./az/legal.json" with { type: "json" };
import profile from "./az/profile.json" with { type: "json" };
import children from "./az/children.json" with { type: "json" };
import privacy from "./az/privacy.json" with { type: "json" };
import assessment from "./az/assessment.json" with { type: "json" };
import subscription from "./az/subscription.json" with { type: "json" };
import locked from "./az/locked.json" with { type: "json" };
import mail from "./az/mail.json" with { type: "json" };
import epointSimulator from "./az/epointSimulator.json" with { type: "json" };
import devMail from "./az/devMail.json" with { type: "json" };
import games from "./az/games.json" with { type: "json" };
import courses from "./az/courses.json" with { type: "json" };
import homework from "./az/homework.json" with { type: "json" };
import autism from "./az/autism.json" with { type: "json" };
import billing from "./az/billing.json" with { type: "json" };
import dashboard from "./az/dashboard.json" with { type: "json" };
import parents from "./az/parents.json" with { type: "json" };
import expert from "./az/expert.json" with { type: "json" };
import picker from "./az/picker.json" with { type: "json" };
import offline from "./az/offline.json" with { type: "json" };
import colorMatching from "./az/games/colorMatching.json" with { type: "json" };
import shapeRecognition from "./az/games/shapeRecognition.json" with { type: "json" };
import counting from "./az/games/counting.json" with { type: "json" };
import memory from "./az/games/memory.json" with { type: "json" };
import shapeHunt from "./az/games/shapeHunt.json" with { type: "json" };
import colourMix from "./az/games/colourMix.json" with { type: "json" };
import findDifferentPicture from "./az/games/findDifferentPicture.json" with { type: "json" };
import seasons from "./az/games/seasons.json" with { type: "json" };
import markSameObjects from "./az/games/markSameObjects.json" with { type: "json" };
import findDifferentFigure from "./az/games/findDifferentFigure.json" with { type: "json" };
import animalFamilies from "./az/games/animalFamilies.json" with { type: "json" };
import attentionBlocks from "./az/games/attentionBlocks.json" with { type: "json" };
import stackRings from "./az/games/stackRings.json" with { type: "json" };
import patternPuzzle from "./az/games/patternPuzzle.json" with { type: "json" };
import clock from "./az/games/clock.json" with { type: "json" };
import auditoryAttention from "./az/games/auditoryAttention.json" with { type: "json" };
import completeSequence from "./az/games/completeSequence.json" with { type: "json" };
import missingPieces from "./az/games/missingPieces.json" with { type: "json" };
import shapeMatching from "./az/games/shapeMatching.json" with { type: "json" };
import spotTheDifference from "./az/games/spotTheDifference.json" with { type: "json" };
import spatialAttention from "./az/games/spatialAttention.json" with { type: "json" };
import weekDays from "./az/games/weekDays.json" with { type: "json" };
import numberSequences from "./az/games/numberSequences.json" with { type: "json" };
import jigsaw from "./az/games/jigsaw.json" with { type: "json" };
import letterMatch from "./az/games/letterMatch.json" with { type: "json" };
import months from "./az/games/months.json" with { type: "json" };
import emotions from "./az/games/emotions.json" with { type: "json" };
import visualAttention from "./az/games/visualAttention.json" with { type: "json" };
import oddOneOut from "./az/games/oddOneOut.json" with { type: "json" };
import quickReflex from "./az/games/quickReflex.json" with { type: "json" };
import timesOfDay from "./az/games/timesOfDay.json" with { type: "json" };
import matchingPairs from "./az/games/matchingPairs.json" with { type: "json" };
import copyLines from "./az/games/copyLines.json" with { type: "json" };
import buildTower from "./az/games/buildTower.json" with { type: "json" };
import buildTrain from "./az/games/buildTrain.json" with { type: "json" };
import threadBeads from "./az/games/threadBeads.json" with { type: "json" };
import bubbleSorties from "./az/games/bubbleSorties.json" with { type: "json" };
import imitation from "./az/games/imitation.json" with { type: "json" };
import traceStrokes from "./az/games/traceStrokes.json" with { type: "json" };
import animalSounds from "./az/games/animalSounds.json" with { type: "json" };
import focus from "./az/games/focus.json" with { type: "json" };
import attentionLetters from "./az/games/attentionLetters.json" with { type: "json" };
import nameObject from "./az/games/nameObject.json" with { type: "json" };

/**
 * Every Azerbaijani interface string, as one tree: common's sections at the top, each other
 * namespace under its name, each game's section under "games" (app/locales/README.md).
 */
const az = {
  ...common,
  home,
  about,
  contact,
  auth,
  legal,
  profile,
  children,
  privacy,
  assessment,
  subscription,
  locked,
  mail,
  epointSimulator,
  devMail,
  games: {
    ...games,
    colorMatching,
    shapeRecognition,
    counting,
    memory,
    shapeHunt,
    colourMix,
    findDifferentPicture,
    seasons,
    markSameObjects,
    findDifferentFigure,
    animalFamilies,
    attentionBlocks,
    stackRings,
    patternPuzzle,
    clock,
    auditoryAttention,
    completeSequence,
    missingPieces,
    shapeMatching,
    spotTheDifference,
    spatialAttention,
    weekDays,
    numberSequences,
    jigsaw,
    letterMatch,
    months,
    emotions,
    visualAttention,
    oddOneOut,
    quickReflex,
    timesOfDay,
    matchingPairs,
    copyLines,
    buildTower,
    buildTrain,
    threadBeads,
    bubbleSorties,
    imitation,
    traceStrokes,
    animalSounds,
    focus,
    attentionLetters,
    nameObject,
  },
  courses,
  homework,
  autism,
  billing,
  dashboard,
  parents,
  expert,
  picker,
  offline,
};

export default az;

import common from "./en/common.json" with { type: "json" };
import home from "./en/home.json" with { type: "json" };
import about from "./en/about.json" with { type: "json" };
import contact from "./en/contact.json" with { type: "json" };
import auth from "./en/auth.json" with { type: "json" };
import legal from "./en/legal.json" with { type: "json" };
import profile from "./en/profile.json" with { type: "json" };
import children from "./en/children.json" with { type: "json" };
import privacy from "./en/privacy.json" with { type: "json" };
import assessment from "./en/assessment.json" with { type: "json" };
import subscription from "./en/subscription.json" with { type: "json" };
import locked from "./en/locked.json" with { type: "json" };
import mail from "./en/mail.json" with { type: "json" };
import epointSimulator from "./en/epointSimulator.json" with { type: "json" };
import devMail from "./en/devMail.json" with { type: "json" };
import games from "./en/games.json" with { type: "json" };
import courses from "./en/courses.json" with { type: "json" };
import homework from "./en/homework.json" with { type: "json" };
import autism from "./en/autism.json" with { type: "json" };
import billing from "./en/billing.json" with { type: "json" };
import dashboard from "./en/dashboard.json" with { type: "json" };
import parents from "./en/parents.json" with { type: "json" };
import expert from "./en/expert.json" with { type: "json" };
import picker from "./en/picker.json" with { type: "json" };
import offline from "./en/offline.json" with { type: "json" };
import colorMatching from "./en/games/colorMatching.json" with { type: "json" };
import shapeRecognition from "./en/games/shapeRecognition.json" with { type: "json" };
import counting from "./en/games/counting.json" with { type: "json" };
import memory from "./en/games/memory.json" with { type: "json" };
import shapeHunt from "./en/games/shapeHunt.json" with { type: "json" };
import colourMix from "./en/games/colourMix.json" with { type: "json" };
import findDifferentPicture from "./en/games/findDifferentPicture.json" with { type: "json" };
import seasons from "./en/games/seasons.json" with { type: "json" };
import markSameObjects from "./en/games/markSameObjects.json" with { type: "json" };
import findDifferentFigure from "./en/games/findDifferentFigure.json" with { type: "json" };
import animalFamilies from "./en/games/animalFamilies.json" with { type: "json" };
import attentionBlocks from "./en/games/attentionBlocks.json" with { type: "json" };
import stackRings from "./en/games/stackRings.json" with { type: "json" };
import patternPuzzle from "./en/games/patternPuzzle.json" with { type: "json" };
import clock from "./en/games/clock.json" with { type: "json" };
import auditoryAttention from "./en/games/auditoryAttention.json" with { type: "json" };
import completeSequence from "./en/games/completeSequence.json" with { type: "json" };
import missingPieces from "./en/games/missingPieces.json" with { type: "json" };
import shapeMatching from "./en/games/shapeMatching.json" with { type: "json" };
import spotTheDifference from "./en/games/spotTheDifference.json" with { type: "json" };
import spatialAttention from "./en/games/spatialAttention.json" with { type: "json" };
import weekDays from "./en/games/weekDays.json" with { type: "json" };
import numberSequences from "./en/games/numberSequences.json" with { type: "json" };
import jigsaw from "./en/games/jigsaw.json" with { type: "json" };
import letterMatch from "./en/games/letterMatch.json" with { type: "json" };
import months from "./en/games/months.json" with { type: "json" };
import emotions from "./en/games/emotions.json" with { type: "json" };
import visualAttention from "./en/games/visualAttention.json" with { type: "json" };
import oddOneOut from "./en/games/oddOneOut.json" with { type: "json" };
import quickReflex from "./en/games/quickReflex.json" with { type: "json" };
import timesOfDay from "./en/games/timesOfDay.json" with { type: "json" };
import matchingPairs from "./en/games/matchingPairs.json" with { type: "json" };
import copyLines from "./en/games/copyLines.json" with { type: "json" };
import buildTower from "./en/games/buildTower.json" with { type: "json" };
import buildTrain from "./en/games/buildTrain.json" with { type: "json" };
import threadBeads from "./en/games/threadBeads.json" with { type: "json" };
import bubbleSorties from "./en/games/bubbleSorties.json" with { type: "json" };
import imitation from "./en/games/imitation.json" with { type: "json" };
import traceStrokes from "./en/games/traceStrokes.json" with { type: "json" };
import animalSounds from "./en/games/animalSounds.json" with { type: "json" };
import focus from "./en/games/focus.json" with { type: "json" };
import attentionLetters from "./en/games/attentionLetters.json" with { type: "json" };
import nameObject from "./en/games/nameObject.json" with { type: "json" };

/**
 * Every English interface string, as one tree: common's sections at the top, each other
 * namespace under its name, each game's section under "games" (app/locales/README.md).
 */
const en = {
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

export default en;

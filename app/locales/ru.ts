import common from "./ru/common.json" with { type: "json" };
import home from "./ru/home.json" with { type: "json" };
import about from "./ru/about.json" with { type: "json" };
import contact from "./ru/contact.json" with { type: "json" };
import auth from "./ru/auth.json" with { type: "json" };
import legal from "./ru/legal.json" with { type: "json" };
import profile from "./ru/profile.json" with { type: "json" };
import children from "./ru/children.json" with { type: "json" };
import privacy from "./ru/privacy.json" with { type: "json" };
import assessment from "./ru/assessment.json" with { type: "json" };
import subscription from "./ru/subscription.json" with { type: "json" };
import locked from "./ru/locked.json" with { type: "json" };
import mail from "./ru/mail.json" with { type: "json" };
import epointSimulator from "./ru/epointSimulator.json" with { type: "json" };
import devMail from "./ru/devMail.json" with { type: "json" };
import games from "./ru/games.json" with { type: "json" };
import courses from "./ru/courses.json" with { type: "json" };
import homework from "./ru/homework.json" with { type: "json" };
import autism from "./ru/autism.json" with { type: "json" };
import billing from "./ru/billing.json" with { type: "json" };
import dashboard from "./ru/dashboard.json" with { type: "json" };
import parents from "./ru/parents.json" with { type: "json" };
import expert from "./ru/expert.json" with { type: "json" };
import picker from "./ru/picker.json" with { type: "json" };
import offline from "./ru/offline.json" with { type: "json" };
import colorMatching from "./ru/games/colorMatching.json" with { type: "json" };
import shapeRecognition from "./ru/games/shapeRecognition.json" with { type: "json" };
import counting from "./ru/games/counting.json" with { type: "json" };
import memory from "./ru/games/memory.json" with { type: "json" };
import shapeHunt from "./ru/games/shapeHunt.json" with { type: "json" };
import colourMix from "./ru/games/colourMix.json" with { type: "json" };
import findDifferentPicture from "./ru/games/findDifferentPicture.json" with { type: "json" };
import seasons from "./ru/games/seasons.json" with { type: "json" };
import markSameObjects from "./ru/games/markSameObjects.json" with { type: "json" };
import findDifferentFigure from "./ru/games/findDifferentFigure.json" with { type: "json" };
import animalFamilies from "./ru/games/animalFamilies.json" with { type: "json" };
import attentionBlocks from "./ru/games/attentionBlocks.json" with { type: "json" };
import stackRings from "./ru/games/stackRings.json" with { type: "json" };
import patternPuzzle from "./ru/games/patternPuzzle.json" with { type: "json" };
import clock from "./ru/games/clock.json" with { type: "json" };
import auditoryAttention from "./ru/games/auditoryAttention.json" with { type: "json" };
import completeSequence from "./ru/games/completeSequence.json" with { type: "json" };
import missingPieces from "./ru/games/missingPieces.json" with { type: "json" };
import shapeMatching from "./ru/games/shapeMatching.json" with { type: "json" };
import spotTheDifference from "./ru/games/spotTheDifference.json" with { type: "json" };
import spatialAttention from "./ru/games/spatialAttention.json" with { type: "json" };
import weekDays from "./ru/games/weekDays.json" with { type: "json" };
import numberSequences from "./ru/games/numberSequences.json" with { type: "json" };
import jigsaw from "./ru/games/jigsaw.json" with { type: "json" };
import letterMatch from "./ru/games/letterMatch.json" with { type: "json" };
import months from "./ru/games/months.json" with { type: "json" };
import emotions from "./ru/games/emotions.json" with { type: "json" };
import visualAttention from "./ru/games/visualAttention.json" with { type: "json" };
import oddOneOut from "./ru/games/oddOneOut.json" with { type: "json" };
import quickReflex from "./ru/games/quickReflex.json" with { type: "json" };
import timesOfDay from "./ru/games/timesOfDay.json" with { type: "json" };
import matchingPairs from "./ru/games/matchingPairs.json" with { type: "json" };
import copyLines from "./ru/games/copyLines.json" with { type: "json" };
import buildTower from "./ru/games/buildTower.json" with { type: "json" };
import buildTrain from "./ru/games/buildTrain.json" with { type: "json" };
import threadBeads from "./ru/games/threadBeads.json" with { type: "json" };
import bubbleSorties from "./ru/games/bubbleSorties.json" with { type: "json" };
import imitation from "./ru/games/imitation.json" with { type: "json" };
import traceStrokes from "./ru/games/traceStrokes.json" with { type: "json" };
import animalSounds from "./ru/games/animalSounds.json" with { type: "json" };
import focus from "./ru/games/focus.json" with { type: "json" };
import attentionLetters from "./ru/games/attentionLetters.json" with { type: "json" };
import nameObject from "./ru/games/nameObject.json" with { type: "json" };

/**
 * Every Russian interface string, as one tree: common's sections at the top, each other
 * namespace under its name, each game's section under "games" (app/locales/README.md).
 */
const ru = {
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

export default ru;

/**
 * English: every game's own texts, by section (app/games/texts.ts). The server and the tests
 * see them under "games"; the browser loads one game's file with its page (ADR 005).
 */
import colorMatching from "./colorMatching";
import shapeRecognition from "./shapeRecognition";
import counting from "./counting";
import memory from "./memory";
import shapeHunt from "./shapeHunt";
import colourMix from "./colourMix";
import findDifferentPicture from "./findDifferentPicture";
import seasons from "./seasons";
import markSameObjects from "./markSameObjects";
import findDifferentFigure from "./findDifferentFigure";
import animalFamilies from "./animalFamilies";
import attentionBlocks from "./attentionBlocks";
import stackRings from "./stackRings";
import patternPuzzle from "./patternPuzzle";
import clock from "./clock";
import auditoryAttention from "./auditoryAttention";
import completeSequence from "./completeSequence";
import missingPieces from "./missingPieces";
import shapeMatching from "./shapeMatching";
import spotTheDifference from "./spotTheDifference";
import spatialAttention from "./spatialAttention";
import weekDays from "./weekDays";
import numberSequences from "./numberSequences";
import jigsaw from "./jigsaw";
import letterMatch from "./letterMatch";
import months from "./months";
import emotions from "./emotions";
import visualAttention from "./visualAttention";
import oddOneOut from "./oddOneOut";
import quickReflex from "./quickReflex";
import timesOfDay from "./timesOfDay";
import matchingPairs from "./matchingPairs";
import copyLines from "./copyLines";
import buildTower from "./buildTower";
import buildTrain from "./buildTrain";
import threadBeads from "./threadBeads";
import bubbleSorties from "./bubbleSorties";
import imitation from "./imitation";
import traceStrokes from "./traceStrokes";
import animalSounds from "./animalSounds";
import focus from "./focus";
import attentionLetters from "./attentionLetters";
import nameObject from "./nameObject";

export default { colorMatching, shapeRecognition, counting, memory, shapeHunt, colourMix, findDifferentPicture, seasons, markSameObjects, findDifferentFigure, animalFamilies, attentionBlocks, stackRings, patternPuzzle, clock, auditoryAttention, completeSequence, missingPieces, shapeMatching, spotTheDifference, spatialAttention, weekDays, numberSequences, jigsaw, letterMatch, months, emotions, visualAttention, oddOneOut, quickReflex, timesOfDay, matchingPairs, copyLines, buildTower, buildTrain, threadBeads, bubbleSorties, imitation, traceStrokes, animalSounds, focus, attentionLetters, nameObject } as const;

/** Russian strings: the "games" namespace (same keys as en). */
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
  metaDescription: "{{title}}: развивающая игра для детей {{from}}–{{to}} лет. {{goal}}",
  backToCatalogue: "Все игры",
  free: "Бесплатно",
  premium: "Премиум",
  ages: "{{from}}–{{to}} лет",
  skillLabel: "Развивает",
  skills: {
    emotions: "Эмоции и чувства",
    colors: "Цвета",
    shapes: "Фигуры",
    numbers: "Числа и счёт",
    memory: "Память",
    attention: "Внимание",
    language: "Слова и речь",
    listening: "Слух",
    fineMotor: "Мелкая моторика",
    logic: "Порядок и логика",
    spatial: "Части и пространство",
    time: "Время и календарь",
  },
  levelCount_one: "{{count}} уровень",
  levelCount_few: "{{count}} уровня",
  levelCount_many: "{{count}} уровней",
  levelCount_other: "{{count}} уровня",
  howToTitle: "Как играть (для родителей)",
  noscript: "Для этой игры нужен JavaScript, а в этом браузере он отключён. Чтобы играть, включите его в настройках браузера. Всё остальное на сайте, например бесплатная оценка развития, работает и без него.",
  saveData: "Для этой игры нужен JavaScript, а ваш браузер просит экономить трафик, поэтому сайт его не отправляет. Чтобы играть, отключите экономию трафика в браузере. Всё остальное на сайте работает и без него.",
  noscriptHomework: "Попробуйте вместо этого занятия дома: для них не нужен экран.",
  chooseLevel: "Выберите уровень",
  level: "Уровень {{level}}",
  levelLocked: "{{level}} — закрыт: сначала пройдите «{{previous}}»",
  levelPassed: "{{level}} — пройден",
  loading: "Загружаем игру…",
  loadFailed: "Не удалось загрузить игру. Проверьте подключение к интернету и попробуйте ещё раз.",
  retryLoad: "Попробовать ещё раз",
  score: "Очки",
  lives: "Жизни",
  timeLeft: "Осталось времени",
  practiceMode: "Тренировка, без таймера",
  practiceLabel: "Тренироваться без таймера (тренировочные игры не сохраняются)",
  practiceNotCounted: "Это была тренировка без таймера, поэтому она не сохранена. Чтобы пройти уровень, играйте с таймером.",
  playTimed: "Играть с таймером",
  pause: "Пауза",
  resume: "Продолжить",
  paused: "Игра на паузе",
  sound: "Звук",
  quit: "Назад к уровням",
  completeTitle: "Молодец!",
  tryAgainTitle: "Почти получилось!",
  resultScore: "Очки: {{score}} из {{max}} ({{percent}}%)",
  stars_one: "{{count}} звезда из 3",
  stars_few: "{{count}} звезды из 3",
  stars_many: "{{count}} звёзд из 3",
  stars_other: "{{count}} звезды из 3",
  passedText: "{{level}} — пройден.",
  retryText: "Чтобы пройти уровень, нужно набрать {{percent}}%: давайте попробуем ещё раз.",
  allLevelsDone: "Все уровни пройдены. Любой из них можно сыграть снова, когда захотите.",
  nextLevel: "Следующий уровень",
  replay: "Сыграть ещё раз",
  backToLevels: "Выбрать другой уровень",
  saving: "Сохраняем…",
  saved: "Прогресс сохранён в профиле ребёнка: {{name}}.",
  savedForParent: "Прогресс сохранён в вашем аккаунте.",
  saveFailed: "Не удалось сохранить прогресс. Он сохранится только до конца этой игры — проверьте подключение к интернету.",
  savedOnDevice: "Прогресс хранится на этом устройстве. Чтобы сохранить его навсегда, создайте бесплатный аккаунт.",
  progressLabel: "Прогресс",
  progressPercent: "Пройдено {{percent}}%",
  correct: "Правильно!",
  tryAgain: "Попробуй ещё раз",
  colorMatching: {
    title: "Подбери цвет",
    goal: "Находит и называет основные цвета.",
    howTo: "Вверху появляется цвет, а ребёнок нажимает на такой же цвет внизу. С 4-го уровня цвет только называется, поэтому прочитайте слово вслух или дайте игре произнести его. На каждом уровне пять раундов; больше всего очков приносит правильный ответ с первой попытки.",
    findThis: "Найди такой же цвет",
    whereIs: "Где {{color}}?",
    optionsLabel: "Цвета на выбор",
    colors: {
      red: "красный",
      blue: "синий",
      yellow: "жёлтый",
      green: "зелёный",
      orange: "оранжевый",
      purple: "фиолетовый",
      pink: "розовый",
      brown: "коричневый",
      black: "чёрный",
      grey: "серый",
    },
  },
  shapeRecognition: {
    title: "Ищем фигуры",
    goal: "Различает фигуры по контуру и запоминает их названия.",
    howTo: "Вверху появляется фигура, а ребёнок нажимает на такую же фигуру внизу. С 3-го уровня фигуры разного цвета, и помогает только контур; с 4-го уровня фигура только называется. На каждом уровне пять раундов.",
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
  },
  counting: {
    title: "Давай посчитаем",
    goal: "Считает предметы по одному и соотносит их количество с числом.",
    howTo: "Ребёнок считает картинки и нажимает на правильное число. Помогите ему показывать пальцем на каждую картинку и считать вслух. Уровни усложняются от 1–3 предметов до 10; на 5-м уровне добавляются другие картинки, и считать нужно только предметы одного вида.",
    questions: {
      apple: "Сколько яблок?",
      ball: "Сколько мячиков?",
      fish: "Сколько рыбок?",
      star: "Сколько звёздочек?",
      duck: "Сколько уточек?",
      flower: "Сколько цветочков?",
    },
    sceneLabel_one: "{{count}} картинка",
    sceneLabel_few: "{{count}} картинки",
    sceneLabel_many: "{{count}} картинок",
    sceneLabel_other: "{{count}} картинки",
    optionsLabel: "Числа на выбор",
  },
  memory: {
    title: "Найди пару",
    goal: "Запоминает, где что лежит, и находит пары.",
    howTo: "Все карточки лежат рубашкой вверх. Ребёнок переворачивает две карточки: если картинки совпали, пара остаётся открытой, если нет — обе карточки переворачиваются обратно. На лёгком уровне 4 пары, на среднем — 6, на сложном — 8. За каждую найденную пару начисляются очки, а за много ошибок снимается немного очков.",
    levels: {
      "1": "Легко: 4 пары",
      "2": "Средне: 6 пар",
      "3": "Сложно: 8 пар",
    },
    pairsFound: "Найдено пар: {{found}} из {{total}}",
    cardHidden: "Карточка {{number}}, закрыта",
    cardShown: "Карточка {{number}}: {{symbol}}",
    boardLabel: "Карточки для игры на память",
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

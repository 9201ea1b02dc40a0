/** Azerbaijani strings: the "games" namespace (same keys as en). */
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
  metaDescription: "{{title}}: {{from}}-{{to}} yaş arası uşaqlar üçün öyrədici oyun. {{goal}}",
  backToCatalogue: "Bütün oyunlar",
  free: "Pulsuz",
  premium: "Premium",
  ages: "{{from}}-{{to}} yaş",
  skillLabel: "İnkişaf etdirir",
  skills: {
    emotions: "Duyğular və hisslər",
    colors: "Rənglər",
    shapes: "Fiqurlar",
    numbers: "Rəqəmlər və saymaq",
    memory: "Yaddaş",
    attention: "Diqqət",
    language: "Söz və nitq",
    listening: "Dinləmə",
    fineMotor: "İncə motorika",
    logic: "Sıra və məntiq",
    spatial: "Hissələr və məkan",
    time: "Vaxt və təqvim",
  },
  levelCount_one: "{{count}} səviyyə",
  levelCount_other: "{{count}} səviyyə",
  howToTitle: "Necə oynanılır (valideyn üçün)",
  noscript: "Bu oyun üçün JavaScript lazımdır, bu brauzerdə isə o söndürülüb. Oynamaq üçün onu brauzerin parametrlərində qoşun. Saytdakı qalan hər şey, məsələn, pulsuz qiymətləndirmə, JavaScript olmadan da işləyir.",
  saveData: "Bu oyun üçün JavaScript lazımdır, brauzeriniz isə trafikə qənaət rejimindədir, ona görə sayt JavaScript göndərmir. Oynamaq üçün brauzerdə trafikə qənaəti söndürün. Saytdakı qalan hər şey JavaScript olmadan da işləyir.",
  noscriptHomework: "Bunun əvəzinə evdə məşğələləri sınayın: onlar üçün ekran lazım deyil.",
  chooseLevel: "Səviyyəni seçin",
  level: "Səviyyə {{level}}",
  levelLocked: "{{level}} — bağlıdır: əvvəlcə «{{previous}}» keçilməlidir",
  levelPassed: "{{level}} — keçilib",
  loading: "Oyun yüklənir…",
  loadFailed: "Oyunu yükləmək mümkün olmadı. İnternet bağlantısını yoxlayıb yenidən cəhd edin.",
  retryLoad: "Yenidən cəhd edin",
  score: "Xal",
  lives: "Can",
  timeLeft: "Qalan vaxt",
  practiceMode: "Məşq, vaxtsız",
  practiceLabel: "Vaxt məhdudiyyəti olmadan məşq edin (məşq oyunları yadda saxlanılmır)",
  practiceNotCounted: "Bu, vaxt məhdudiyyəti olmayan məşq oyunu idi, ona görə yadda saxlanılmadı. Səviyyəni keçmək üçün vaxtla oynayın.",
  playTimed: "Vaxtla oynayın",
  pause: "Fasilə",
  resume: "Davam edin",
  paused: "Oyun dayandırılıb",
  sound: "Səs",
  quit: "Səviyyələrə qayıdın",
  completeTitle: "Afərin!",
  tryAgainTitle: "Az qaldı!",
  resultScore: "{{max}} xaldan {{score}} xal ({{percent}}%)",
  stars_one: "3 ulduzdan {{count}} ulduz",
  stars_other: "3 ulduzdan {{count}} ulduz",
  passedText: "{{level}} — keçildi.",
  retryText: "Səviyyəni keçmək üçün {{percent}}% lazımdır: gəlin onu bir daha oynayaq.",
  allLevelsDone: "Bütün səviyyələr keçilib. İstədiyiniz vaxt istənilən səviyyəni yenidən oynaya bilərsiniz.",
  nextLevel: "Növbəti səviyyə",
  replay: "Yenidən oynayın",
  backToLevels: "Başqa səviyyə seçin",
  saving: "Yadda saxlanılır…",
  saved: "{{name}} üçün irəliləyiş yadda saxlanıldı.",
  savedForParent: "İrəliləyiş hesabınızda yadda saxlanıldı.",
  saveFailed: "İrəliləyişi yadda saxlamaq mümkün olmadı. O, yalnız bu oyun müddətində qalacaq; internet bağlantısını yoxlayın.",
  savedOnDevice: "İrəliləyiş bu cihazda saxlanılır. Onu həmişəlik saxlamaq üçün pulsuz hesab yaradın.",
  progressLabel: "İrəliləyiş",
  progressPercent: "{{percent}}% tamamlanıb",
  correct: "Düzdür!",
  tryAgain: "Bir də yoxla",
  colorMatching: {
    title: "Rəngləri tap",
    goal: "Əsas rəngləri tapır və adlandırır.",
    howTo: "Yuxarıda bir rəng görünür, uşağınız isə aşağıda eyni rəngə toxunur. 4-cü səviyyədən başlayaraq rəngin yalnız adı deyilir, ona görə sözü özünüz oxuyun və ya oyun onu səsləndirsin. Hər səviyyədə beş raund var; ilk cəhddə verilən düzgün cavab ən çox xal qazandırır.",
    findThis: "Bu rəngi tap",
    whereIs: "Hanı {{color}} rəng?",
    optionsLabel: "Seçmək üçün rənglər",
    colors: {
      red: "qırmızı",
      blue: "göy",
      yellow: "sarı",
      green: "yaşıl",
      orange: "narıncı",
      purple: "bənövşəyi",
      pink: "çəhrayı",
      brown: "qəhvəyi",
      black: "qara",
      grey: "boz",
    },
  },
  shapeRecognition: {
    title: "Fiqurları tap",
    goal: "Fiqurları konturuna görə ayırd edir və adlarını öyrənir.",
    howTo: "Yuxarıda bir fiqur görünür, uşağınız isə aşağıda eyni fiqura toxunur. 3-cü səviyyədən fiqurlar müxtəlif rənglərdə olur, ona görə yalnız kontur kömək edir; 4-cü səviyyədən isə fiqurun yalnız adı deyilir. Hər səviyyədə beş raund var.",
    findThis: "Bu fiquru tap",
    whereIs: "Hanı {{shape}}?",
    optionsLabel: "Seçmək üçün fiqurlar",
    shapes: {
      circle: "dairə",
      square: "kvadrat",
      triangle: "üçbucaq",
      star: "ulduz",
      heart: "ürək",
      rectangle: "düzbucaqlı",
      oval: "oval",
      diamond: "romb",
      pentagon: "beşbucaqlı",
      hexagon: "altıbucaqlı",
    },
  },
  counting: {
    title: "Gəl sayaq",
    goal: "Əşyaları bir-bir sayır və sayını rəqəmlə uyğunlaşdırır.",
    howTo: "Uşağınız şəkilləri sayır və düzgün rəqəmə toxunur. Ucadan sayarkən hər şəkli barmağı ilə göstərməsinə kömək edin. Səviyyələr 1-3 əşyadan 10 əşyayadək çətinləşir; 5-ci səviyyədə başqa şəkillər də qarışdırılır və yalnız bir növ sayılır.",
    questions: {
      apple: "Neçə alma var?",
      ball: "Neçə top var?",
      fish: "Neçə balıq var?",
      star: "Neçə ulduz var?",
      duck: "Neçə ördək var?",
      flower: "Neçə çiçək var?",
    },
    sceneLabel_one: "{{count}} şəkil",
    sceneLabel_other: "{{count}} şəkil",
    optionsLabel: "Seçmək üçün rəqəmlər",
  },
  memory: {
    title: "Cütləri tap",
    goal: "Əşyaların harada olduğunu yadda saxlayır və cütləri tapır.",
    howTo: "Bütün kartlar üzüaşağı düzülüb. Uşağınız iki kartı çevirir; şəkillər eyni olanda cüt açıq qalır, əks halda hər iki kart geri çevrilir. Asan səviyyədə 4, orta səviyyədə 6, çətin səviyyədə isə 8 cüt var. Hər tapılan cüt xal qazandırır; çoxlu səhv cəhd bir az xal aparır.",
    levels: {
      "1": "Asan: 4 cüt",
      "2": "Orta: 6 cüt",
      "3": "Çətin: 8 cüt",
    },
    pairsFound: "Tapılan cütlər: {{total}} cütdən {{found}}",
    cardHidden: "Kart {{number}}, üzüaşağı",
    cardShown: "Kart {{number}}: {{symbol}}",
    boardLabel: "Yaddaş kartları",
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

/** Azerbaijani strings of the thread-beads game (games.threadBeads). */
export default {
  title: "Muncuq düz",
  goal: "Qaydanı görüb onu davam etdirməyi öyrədir: məntiqi düşüncənin ilk addımları.",
  howTo: "Sapdakı muncuqlar müəyyən qaydada təkrarlanır, sonda isə boş yerlər qalır. Uşaq növbəti muncuğu seçir, sonra daha birini, ta ki sap dolana qədər. Qaydalar iki rəngin növbələşməsindən üç rəngə, sonra rəng və formanın birgə dəyişməsinə keçir, 5-ci səviyyədə isə böyüyən qaydalar və ya rəngi və forması ayrı ritmlə dəyişən muncuqlar gəlir. Hər səviyyədə beş sap var; hər muncuq ilk cəhddə 10, ikinci cəhddə 5 xal qazandırır.",
  prompt: "Növbəti hansı muncuqdur?",
  beadName: "{{color}} {{shape}} muncuq",
  colors: {
    red: "qırmızı",
    blue: "göy",
    yellow: "sarı",
    green: "yaşıl",
    purple: "bənövşəyi",
    orange: "narıncı",
  },
  shapes: {
    circle: "dairəvi",
    square: "kvadrat",
    triangle: "üçbucaqlı",
    diamond: "romb formalı",
  },
  stringWithGaps_one: "Sapda: {{beads}}; sonra {{count}} boş yer.",
  stringWithGaps_other: "Sapda: {{beads}}; sonra {{count}} boş yer.",
  stringFull: "Sapda: {{beads}}.",
  optionsLabel: "Seçmək üçün muncuqlar",
  stringDone: "Sap doldu, afərin!",
} as const;

/** Azerbaijani strings of the thread-beads game (games.threadBeads). */
export default {
  title: "Muncuq düz",
  goal: "Qaydanı görüb onu davam etdirməyi öyrədir: məntiqi düşüncənin ilk addımları.",
  howTo: "İpdə muncuqlar təkrarlanan naxışla düzülüb, sonunda boş yerlər var. Səs növbəti muncuğun hansı olduğunu soruşur; uşaq onu barmağı ilə ipin üstünə sürükləyir (və ya ona toxunur), sonra növbətini, ta ki ip dolana qədər. Naxışlar iki növbələşən rəngdən üç rəngə, sonra rəng və formanın birlikdə dəyişməsinə qədər böyüyür, 5-ci səviyyədə isə böyüyən naxışlar və rəngi ilə forması fərqli ritmlə dəyişən naxışlar gəlir. Hər səviyyədə beş ip var; hər muncuq ilk cəhddə 10, ikinci cəhddə 5 xal qazandırır; səhv muncuq sadəcə geri qayıdır.",
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

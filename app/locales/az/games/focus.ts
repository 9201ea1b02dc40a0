/** Azerbaijani strings of the focus game (games.focus). */
export default {
  title: "Əkizini tap",
  goal: "Diqqəti bir şəkildə saxlamağı və onu oxşar şəkillərdən ayırmağı öyrədir.",
  howTo: "Yuxarıda şəkil görünür (tapşırıq səsləndirilir); uşağınız aşağıdakı sırada eyni şəklə toxunur. Düzgün toxunuş sıçrayır, səhv toxunuş yırğalanır və tapşırıq yenidən deyilir, raund isə davam edir. Sıra 3 tam fərqli əşya ilə başlayır və yalnız kiçik detalı ilə fərqlənən 4 şəklə qədər böyüyür; son səviyyədə şəkli yadda saxlamaq lazımdır: o, uşağınız böyük «başla» düyməsinə toxunana qədər, taymer açıq olanda isə 2 saniyə (kiçilən zolaq) qalır. Hər səviyyədə altı raund var: ilk cəhddə 10 xal, ikincidə 5 xal, hər təkrar baxış (göz düyməsi) isə 3 xal aparır.",
  findThis: "Bunu tap",
  rememberIt: "Yadda saxla!",
  whichOne: "Hansı idi?",
  lookCarefully: "Diqqətlə bax…",
  showAgain: "Yenə göstər",
  showAgainCost_one: "{{count}} xal aparır",
  showAgainCost_other: "{{count}} xal aparır",
  optionLabel: "Şəkil {{number}}: {{symbol}}",
  optionsLabel: "Seçmək üçün şəkillər",
  ready: "Yadda saxladım: şəkli gizlət",
} as const;

/** Azerbaijani strings of the focus game (games.focus). */
export default {
  title: "Əkizini tap",
  goal: "Diqqəti bir şəkildə saxlamağı və onu oxşar şəkillərdən ayırmağı öyrədir.",
  howTo: "Yuxarıda bir şəkil görünür; uşağınız aşağıdakı cərgədə eyni şəkli tapıb toxunur. Cərgə əvvəlcə bir-birinə heç oxşamayan 3 əşyadan ibarət olur, sonra yalnız kiçik bir detalla fərqlənən 4 şəklə çevrilir; son səviyyədə şəkil 2 saniyəlik görünür və onu yadda saxlamaq lazımdır. Hər səviyyədə altı raund var: ilk cəhddə 10 xal, ikincidə 5 xal, hər «Yenə göstər» isə 3 xal aparır.",
  findThis: "Bunu tap",
  rememberIt: "Yadda saxla!",
  whichOne: "Hansı idi?",
  lookCarefully: "Diqqətlə bax…",
  showAgain: "Yenə göstər",
  showAgainCost_one: "{{count}} xal aparır",
  showAgainCost_other: "{{count}} xal aparır",
  optionLabel: "Şəkil {{number}}: {{symbol}}",
  optionsLabel: "Seçmək üçün şəkillər",
} as const;

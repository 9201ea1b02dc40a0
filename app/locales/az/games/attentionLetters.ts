/** Azerbaijani strings: games.attentionLetters (the letter search), same keys as en. */
export default {
  title: "Hərf ovu",
  goal: "Diqqəti tapşırıqda saxlayır və bir-birinə oxşayan hərfləri fərqləndirir.",
  howTo: "Yuxarıda bir və ya iki hərf göstərilir (və səslənir); uşağınız cədvəldə eyni hərflərin hamısına toxunur. Düzgün hərf səs və kiçik hərəkətlə üstündən xətt çəkilir; başqa hərf yırğalanır, solğunlaşır və axtarılan hərflər yenidən deyilir. Eyni hərflərin hamısının üstündən xətt çəkiləndə səviyyə bitir. Səviyyələr bir sadə hərfli 3 × 4 cədvəldən b, d, p və q kimi oxşar hərflərdən ibarət 8 × 6 cədvələ qədər böyüyür; 6 yaşa qədər saat yoxdur, 6 yaşdan (ya da taymeri siz açanda) hər səviyyənin vaxt həddi var. Xal düzgün işarələrin payıdır: üstündən xətt çəkilən hərflər bütün axtarılan hərflərə və hər səhv toxunuşa bölünür, ona görə təxmin etmək fayda vermir; 60% səviyyəni keçmək üçün kifayətdir.",
  levels: {
    "1": "Məşq: 3 × 4, 3 dəq.",
    "2": "Sınaq: 6 × 6, 2 dəq.",
    "3": "Qabaqcıl: 7 × 6, 90 san.",
    "4": "Usta: 8 × 6, 75 san.",
  },
  findEvery_one: "Bu hərfin hamısını tap:",
  findEvery_other: "Bu hərflərin hamısını tap:",
  boardLabel: "Hərflər",
  cell: "{{letter}}, sıra {{row}}, sütun {{column}}",
  keys: "Klaviatura ilə: ox düymələri hərflər arasında keçir, Boşluq və ya Enter hərfin üstündən xətt çəkir.",
  found: "{{total}} hərfdən {{found}} tapıldı.",
  notThis: "Bu deyil.",
} as const;

/** Azerbaijani strings: games.attentionLetters (the letter search), same keys as en. */
export default {
  title: "Hərf ovu",
  goal: "Diqqəti tapşırıqda saxlayır və bir-birinə oxşayan hərfləri fərqləndirir.",
  howTo: "Yuxarıda bir və ya iki hərf göstərilir; uşağınız cədvəldə onlara uyğun bütün hərflərə toxunub onların üstündən xətt çəkir (ikinci toxunuş xətti silir) və vaxt bitməmiş «Bitirdim» düyməsini basır. Səviyyələr 3 dəqiqəlik, bir hərf axtarılan 3 × 4 cədvəldən başlayır və 75 saniyəlik, b, d, p, q kimi oxşar hərflərdən ibarət 8 × 6 cədvələ qədər çətinləşir. Xal düzgün işarələrin payıdır: üstündən xətt çəkilmiş axtarılan hərflər bütün axtarılan hərflərin və səhv işarələrin cəminə bölünür, ona görə təsadüfi toxunmaq xeyir vermir; səviyyəni keçmək üçün 60% lazımdır.",
  levels: {
    "1": "Məşq: 3 × 4, 3 dəq.",
    "2": "Sınaq: 6 × 6, 2 dəq.",
    "3": "Qabaqcıl: 7 × 6, 90 san.",
    "4": "Usta: 8 × 6, 75 san.",
  },
  findEvery_one: "Bu hərfin hamısını tap:",
  findEvery_other: "Bu hərflərin hamısını tap:",
  hint: "Hərfin üstündən xətt çəkmək üçün ona toxun, silmək üçün yenə toxun. Qurtaranda «Bitirdim» düyməsini bas.",
  boardLabel: "Hərflər",
  cell: "{{letter}}, sıra {{row}}, sütun {{column}}",
  marked: "Xətt çəkilib: {{marked}}",
  result: "Düzgün: {{correct}} · Səhv: {{incorrect}} · Buraxılıb: {{missed}} · Dəqiqlik: {{accuracy}}%",
  done: "Bitirdim",
} as const;

/** Azerbaijani strings of the find-different-figure game (games.findDifferentFigure). */
export default {
  title: "Fərqli fiquru tap",
  goal: "Tez və diqqətlə baxmağı öyrədir: fiqurları formasına, hansı tərəfə çevrildiyinə, kiçik işarələrinə və güzgü əksinə görə ayırmağı.",
  howTo: "Ekranda bir cərgə fiqur görünür; onlardan biri digərlərinə bənzəmir və uşağınız ona toxunur. Səhv toxunuşda fiqur yüngülcə yellənir, ipucu səslənir və cərgə davam edir. 6 yaşdan kiçik uşaq üçün taymer standart olaraq sönülüdür; valideyn panelində onu yandırsanız, hər cərgəyə 10 saniyə verilir (kiçilən zolaq kimi görünür) və vaxtı bitən cərgə buraxılmış sayılır: düzgün cavab göstərilir və növbəti cərgə gəlir. Fərq səviyyədən səviyyəyə kiçilir: başqa forma və rəng, başqa forma, başqa tərəfə çevrilmiş fiqur, içindəki kiçik işarə, güzgü əksi, son səviyyədə isə altı fiqur arasında bunlardan hər hansı biri. Hər səviyyədə altı cərgə var: ilk cəhddə 10 xal, ikincidə 5 xal. Sürət xala təsir etmir.",
  prompt: "Fərqli fiquru tap!",
  rowLabel: "Cərgədəki fiqurlar",
  figure: "Fiqur {{number}}",
  timeUp: "Vaxt bitdi! Fərqli fiqurun üstündə işarə var.",
  hints: {
    shapeAndColour: "Formalara bax.",
    shape: "Formalara bax: hansının kənarları başqadır?",
    turn: "Hər birinin hansı tərəfə baxdığına fikir ver.",
    mark: "İçindəki kiçik işarələrə bax.",
    mirror: "Onlardan biri digərlərinin güzgüdəki əksidir.",
  },
} as const;

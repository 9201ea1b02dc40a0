/** Azerbaijani strings of the find-different-picture game (games.findDifferentPicture). */
export default {
  title: "Fərqli şəkli tap",
  goal: "Diqqətlə və tez baxmağı öyrədir: nəyi göstərdiyinə, hansı tərəfə baxdığına və ya hansı kiçik detalın çatışmadığına görə fərqlənən şəkli tapmağı.",
  howTo: "Ekranda bir cərgə şəkil görünür; onlardan biri digərlərinə bənzəmir və uşağınız ona toxunur. Səhv toxunuşda şəkil yüngülcə yellənir, ipucu səslənir və cərgə davam edir. 6 yaşdan kiçik uşaq üçün taymer standart olaraq sönülüdür; valideyn panelində onu yandırsanız, hər cərgəyə 15 saniyə verilir (kiçilən zolaq kimi görünür) və vaxtı bitən cərgə buraxılmış sayılır: düzgün cavab göstərilir və növbəti cərgə gəlir. Əvvəlcə fərqli şəkil tamam başqa bir şey olur (pişiklərin arasında it), sonra oxşar bir şey (almaların arasında armud), sonra əks tərəfə baxan eyni şəkil, sonra bir hissəsi çatışmayan şəkil (yarpağı olmayan alma), sonra göz kimi kiçik bir detal, son səviyyədə isə altı şəkil arasında bunlardan hər hansı biri. Hər səviyyədə altı cərgə var: ilk cəhddə 10 xal, ikincidə 5 xal. Sürət xala təsir etmir.",
  prompt: "Fərqli şəkli tap!",
  rowLabel: "Cərgədəki şəkillər",
  picture: "Şəkil {{number}}",
  timeUp: "Vaxt bitdi! Fərqli şəklin üstündə işarə var.",
  hints: {
    thing: "Bax: hansı başqa bir şeydir?",
    lookAlike: "Diqqətlə bax: oxşardırlar, amma birinin forması başqadır.",
    facing: "Hər birinin hansı tərəfə baxdığına fikir ver.",
    missingPart: "Bax: onlardan birində nəsə çatışmır?",
    smallDetail: "Kiçik detallara bax: gözlərə, zolaqlara, xırda dairələrə.",
  },
} as const;

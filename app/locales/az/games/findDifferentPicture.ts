/** Azerbaijani strings of the find-different-picture game (games.findDifferentPicture). */
export default {
  title: "Fərqli şəkli tap",
  goal: "Diqqətlə və tez baxmağı öyrədir: nəyi göstərdiyinə, hansı tərəfə baxdığına və ya hansı kiçik detalın çatışmadığına görə fərqlənən şəkli tapmağı.",
  howTo: "Ekranda bir cərgə şəkil görünür; onlardan biri digərlərinə bənzəmir və uşağınız 15 saniyə ərzində ona toxunur. Vaxtı bitən cərgə buraxılmış sayılır: düzgün cavab göstərilir və növbəti cərgə gəlir. Əvvəlcə fərqli şəkil tamam başqa bir şey olur (pişiklərin arasında it), sonra oxşar bir şey (almaların arasında armud), sonra əks tərəfə baxan eyni şəkil, sonra bir hissəsi çatışmayan şəkil (yarpağı olmayan alma), sonra göz kimi kiçik bir detal, son səviyyədə isə altı şəkil arasında bunlardan hər hansı biri. Hər səviyyədə altı cərgə var: ilk cəhddə 10 xal, ikincidə 5 xal. Vaxt az görünürsə, əvvəlcə taymersiz məşq edin.",
  prompt: "Fərqli şəkli tap!",
  rowLabel: "Cərgədəki şəkillər",
  picture: "Şəkil {{number}}",
  secondsLeft_one: "{{count}} saniyə",
  secondsLeft_other: "{{count}} saniyə",
  timeUp: "Vaxt bitdi! Fərqli şəklin üstündə işarə var.",
  hints: {
    thing: "Bax: hansı başqa bir şeydir?",
    lookAlike: "Diqqətlə bax: oxşardırlar, amma birinin forması başqadır.",
    facing: "Hər birinin hansı tərəfə baxdığına fikir ver.",
    missingPart: "Bax: onlardan birində nəsə çatışmır?",
    smallDetail: "Kiçik detallara bax: gözlərə, zolaqlara, xırda dairələrə.",
  },
} as const;

/** Azerbaijani strings of the copy-lines game (games.copyLines). */
export default {
  title: "Xətləri köçür",
  goal: "Şəklə diqqətlə baxıb onu xətt-xətt köçürməyi öyrənir: əl ilə gözün birgə işi və yazı üçün lazım olan diqqətli baxış.",
  howTo:
    "Nöqtələr üzərində düz xətlərdən ibarət şəkil göstərilir, tapşırıq isə səsləndirilir; uşağınız boş nöqtələrdə eyni xətləri çəkir: bir nöqtəyə, sonra xəttin bitdiyi nöqtəyə toxunur, ya da barmağını nöqtədən nöqtəyə sürüşdürür. Hər xəttə dərhal cavab verilir: şəkildə olan xətt səslə qalır, şəkildə olmayan xətt yırğalanıb yox olur və tapşırıq yenidən deyilir; bütün xətlər çəkiləndə şəkil sevinir və növbəti gəlir. Səhv xətsiz köçürülən şəkil 10 xal, bir səhvlə 6 xal, daha çox səhvlə 3 xal gətirir. Səviyyələr 3 × 3 nöqtədə 2 xətdən 5 × 5 nöqtədə maili xətli şəkillərə qədər böyüyür.",
  prompt: "Öz nöqtələrində eyni xətləri çək!",
  modelLabel: "Şəkil",
  gridLabel: "Sənin nöqtələrin",
  dot: "Nöqtə, sıra {{row}}, sütun {{column}}",
  modelLine: "Sıra {{fromRow}}, sütun {{fromColumn}} nöqtəsindən sıra {{toRow}}, sütun {{toColumn}} nöqtəsinə xətt",
  hint: "Bir nöqtəyə, sonra xəttin bitdiyi nöqtəyə toxun.",
  keyboardHint: "Klaviatura: ox düymələri nöqtələr arasında gəzdirir, Enter və ya Space nöqtəni seçir.",
  picked: "İndi xəttin bitdiyi nöqtəyə toxun.",
  notStraight: "Xətlər düz gedir: yana, aşağı və ya çəp. Onda bu nöqtədən başla.",
  right: "Tam eynidir! Əhsən!",
  lineKept: "Bu xətt şəkildə var.",
  notInDrawing: "Bu xətt şəkildə yoxdur. Yenə bax.",
} as const;

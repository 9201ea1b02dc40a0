/** Azerbaijani strings of the build-train game (games.buildTrain). */
export default {
  title: "Qatar qur",
  goal: "Ədədləri sıraya düzməyi öyrədir: artan, azalan sıra və ikibəiki saymaq.",
  howTo: "Parovoz solda dayanıb, ətrafında isə nömrəli vaqonlar var. Uşaq vaqonlara düzgün ardıcıllıqla toxunub onları parovoza qoşur; qoşulan vaqonun rəqəmi səsləndirilir, səhv vaqon isə silkələnir və tapşırıq yenidən səslənir. Səviyyələr 1-3 və 1-5 ədədlərindən başlayır, sonra 5-dən geriyə sayma, ikibəiki artan ədədlər, sonda isə rəqəm əvəzinə nöqtələr çəkilmiş vaqonlar gəlir. İlk cəhddə qoşulan hər vaqon 10 xal qazandırır, hər səhv vaqon 5 xal aparır (eyni səhv vaqona təkrar toxunmaq əlavə xal aparmır).",
  promptUp: "Vaqonları sırayla qoş: əvvəl {{from}}, sonda {{to}}.",
  promptDown: "Geriyə say! Vaqonları qoş: əvvəl {{from}}, sonda {{to}}.",
  promptSkip: "Ədədlər ikibəiki artır. Vaqonları qoş: əvvəl {{from}}, sonda {{to}}.",
  promptDots: "Vaqonları sırayla qoş: əvvəl ən az nöqtəsi olanı.",
  engine: "Parovoz",
  wagonNumber: "Vaqon {{number}}",
  wagonDots_one: "{{count}} nöqtəli vaqon",
  wagonDots_other: "{{count}} nöqtəli vaqon",
  trainLabel: "Sənin qatarın",
  yardLabel: "Qoşulacaq vaqonlar",
  wrongWagon: "Hələ bu vaqon deyil: növbəti hansıdır?",
  trainReady: "Qatar hazırdır, yola düşürük!",
} as const;

/** Azerbaijani strings of one game (games.counting), loaded with its page (ADR 005). */
export default {
  title: "Gəl sayaq",
  goal: "Əşyaları bir-bir sayır və sayını rəqəmlə uyğunlaşdırır.",
  howTo: "Uşağınız şəkilləri sayır və düzgün rəqəmə toxunur. Ucadan sayarkən hər şəkli barmağı ilə göstərməsinə kömək edin. Səviyyələr 1-3 əşyadan 10 əşyayadək çətinləşir; 5-ci səviyyədə başqa şəkillər də qarışdırılır və yalnız bir növ sayılır.",
  questions: {
    apple: "Neçə alma var?",
    ball: "Neçə top var?",
    fish: "Neçə balıq var?",
    star: "Neçə ulduz var?",
    duck: "Neçə ördək var?",
    flower: "Neçə çiçək var?",
  },
  sceneLabel_one: "{{count}} şəkil",
  sceneLabel_other: "{{count}} şəkil",
  optionsLabel: "Seçmək üçün rəqəmlər",
} as const;

/** Azerbaijani strings of one game (games.memory), loaded with its page (ADR 005). */
export default {
  title: "Cütləri tap",
  goal: "Əşyaların harada olduğunu yadda saxlayır və cütləri tapır.",
  howTo: "Bütün kartlar üzüaşağı düzülüb. Uşağınız iki kartı çevirir; şəkillər eyni olanda cüt açıq qalır, əks halda hər iki kart geri çevrilir. Asan səviyyədə 4, orta səviyyədə 6, çətin səviyyədə isə 8 cüt var. Hər tapılan cüt xal qazandırır; çoxlu səhv cəhd bir az xal aparır. Nə etmək lazım olduğunu uşağa səs deyir; vaxt məhdudiyyəti yoxdur.",
  levels: {
    "1": "Asan: 4 cüt",
    "2": "Orta: 6 cüt",
    "3": "Çətin: 8 cüt",
  },
  prompt: "İki kart çevir və eyni şəkilləri tap!",
  pairsFound: "Tapılan cütlər: {{total}} cütdən {{found}}",
  cardHidden: "Kart {{number}}, üzüaşağı",
  cardShown: "Kart {{number}}: {{symbol}}",
  boardLabel: "Yaddaş kartları",
} as const;

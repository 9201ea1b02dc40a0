/** Azerbaijani strings of the imitation game (games.imitation). */
export default {
  title: "İşıqların ardınca",
  goal: "İşıqların ardıcıllığını yadda saxlayır və eyni qaydada təkrarlayır.",
  howTo: "Uşağınız baxarkən oyun rəngli düymələri bir-birinin ardınca yandırır; sonra uşaq eyni düymələrə eyni ardıcıllıqla toxunur (klaviaturada 1-4 rəqəmləri də işləyir). Hər səviyyədə 4 raund var: ardıcıllıq 1-ci səviyyədəki 2-3 addımdan 5-ci səviyyədə 6-7 addıma qədər uzanır, 4-cü səviyyədən isə işıqlar daha tez yanıb-sönür. Düzgün təkrarlanan hər addım 10 xal qazandırır; səhv toxunuş raundu bitirir, düzgün ardıcıllıq bir daha göstərilir və növbəti raund başlayır.",
  watch: "Bax…",
  yourTurn: "İndi sənin növbəndir",
  review: "Vay! Düzgün ardıcıllıq belədir.",
  wellDone: "Afərin!",
  round: "Raund {{round}} / {{total}}",
  progress: "({{done}} / {{total}})",
  padsLabel: "Rəngli düymələr",
  pads: {
    red: "Qırmızı düymə, pişik",
    blue: "Göy düymə, balıq",
    green: "Yaşıl düymə, qurbağa",
    yellow: "Sarı düymə, cücə",
  },
  keysHint: "Klaviaturada 1-4 rəqəmləri də düymələri basır.",
} as const;

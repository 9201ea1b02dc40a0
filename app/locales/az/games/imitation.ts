/** Azerbaijani strings of the imitation game (games.imitation). */
export default {
  title: "İşıqların ardınca",
  goal: "İşıqların ardıcıllığını yadda saxlayır və eyni qaydada təkrarlayır.",
  howTo: "Oyun düymələri bir-bir yandırır, uşağınız isə baxır (qalan düymələr solğun olur); bütün düymələr yenidən parlaq olanda uşağınız eyni düymələrə eyni ardıcıllıqla toxunur (klaviaturada 1-4 düymələri də işləyir). Səhv toxunuş yırğalanır, düzgün ardıcıllıq bir daha göstərilir və uşağınız həmin raundu yenidən oynayır; üç səhv cəhddən sonra ardıcıllıq bir daha, yavaş-yavaş göstərilir və oyun növbəti raunda keçir. Hər səviyyədə 4 raund var; ardıcıllıqlar 1-ci səviyyədə 2-3 addımdan 5-ci səviyyədə 6-7 addıma qədər uzanır, 4-cü səviyyədən işıqlar daha tez yanır. İlk cəhddə düzgün təkrarlanan hər addım 10 xal gətirir; təkrar cəhd əlavə xal vermir.",
  watch: "Bax…",
  yourTurn: "İndi sənin növbəndir",
  review: "Vay! Düzgün ardıcıllıq belədir.",
  slow: "Bir də bax, yavaş-yavaş.",
  wellDone: "Afərin!",
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

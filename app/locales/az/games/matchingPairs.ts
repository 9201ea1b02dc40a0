/** Azerbaijani strings of the matching-pairs game (games.matchingPairs). */
export default {
  title: "Cütlükləri birləşdir",
  goal: "Nəyin nə ilə uyğun gəldiyini görməyi öyrədir: eyni əşya, kölgə, birlikdə işlənən əşyalar, heyvan və onun yemi.",
  howTo: "Bütün şəkillər iki sütunda açıq durur. Uşaq soldakı şəklə, sonra sağda ona uyğun gələn şəklə toxunur və cütlük xətlə birləşir. Səviyyələr iki eyni əşyadan (3 cütlük) başlayır, sonra kölgələr, birlikdə işlənən əşyalar, heyvanlar və onların yemi gəlir, 5-ci səviyyədə isə hamısı qarışıq olur (6 cütlük). Hər cütlük 10 xal qazandırır, hər səhv birləşmə 5 xal aparır, ona görə də toxunmazdan əvvəl diqqətlə baxmaq faydalıdır. Nə etmək lazım olduğunu səs deyir; eyni səhv cütlüyü yenidən sınamaq əlavə xal aparmır, sürət isə nəzərə alınmır.",
  prompts: {
    same: "Eyni şəkilləri tap və birləşdir",
    shadow: "Hər şəkli öz kölgəsi ilə birləşdir",
    together: "Nə nə ilə birlikdədir? Cütlükləri birləşdir",
    food: "Kim nə yeyir? Hər heyvanı öz yemi ilə birləşdir",
    mixed: "Bir-birinə uyğun gələnləri birləşdir",
  },
  leftColumn: "Şəkillər",
  rightColumn: "Onların cütləri",
  shadowOf: "Kölgə: {{picture}}",
  joinedCard: "{{name}}, birləşdirilib: {{number}} nömrəli cütlük",
  pickPartner: "İndi o biri sütunda onun cütünə toxun.",
  goTogether: "Bəli, bunlar bir-birinə uyğundur!",
  wrongJoin: "Bu ikisi uyğun gəlmir. Başqasını yoxla.",
  allJoined: "Bütün cütlüklər birləşdi, afərin!",
} as const;

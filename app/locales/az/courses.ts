/** Azerbaijani strings: the "courses" namespace (same keys as en). */
export default {
  metaTitle: "Kurslar və oyunlar — {{brand}}",
  metaDescription: "Uşaqlar üçün yaşa görə qruplaşdırılmış öyrədici oyunlar: rənglər, fiqurlar, saymaq, yaddaş və daha çoxu. {{count}} oyun pulsuzdur.",
  title: "Kurslar və oyunlar",
  intro: "Hər biri bir bacarığı inkişaf etdirən qısa oyunlar. Həftədə 3-4 dəfə, 15-20 dəqiqə tamamilə kifayətdir. Birlikdə oynayın və gördükləriniz haqqında danışın.",
  gamesTitle: "Oyunlar",
  ageGroups: {
    toddlers: "2 yaşdan",
    preschool: "3 yaşdan",
    school: "5 yaşdan",
  },
  showMore_one: "Daha {{count}} oyun göstərin",
  showMore_other: "Daha {{count}} oyun göstərin",
  showLess: "Daha az göstərin",
  play: "Oynayın",
  open: "Açın",
  premiumBannerTitle: "Premium ilə bütün oyunlar",
  premiumBannerText: "{{count}} oyun pulsuzdur. Premium bütün oyunları açır və hər uşağın irəliləyişini ayrıca saxlayır.",
  premiumBannerButton: "Planlara baxın",
  playingFor: "{{name}} üçün irəliləyiş göstərilir.",
  playingForParent: "Hesabınızın irəliləyişi göstərilir. Hər uşağın irəliləyişini ayrıca saxlamaq üçün profilinizdə uşağı seçin.",
} as const;

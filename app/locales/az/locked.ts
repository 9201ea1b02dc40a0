/** Azerbaijani strings: the "locked" namespace (same keys as en). */
export default {
  loginTitle: "Daxil olmaq lazımdır",
  loginText: "Davam etmək üçün hesabınıza daxil olun. Qeydiyyat pulsuzdur.",
  loginButton: "Daxil olun",
  signUpButton: "Pulsuz hesab yaradın",
  premiumTitle: "Abunəlik lazımdır",
  premiumText: "Bu, Premium-un bir hissəsidir. Abunəliklə bunlar açılır:",
  benefitGames: "Bütün oyunlar",
  benefitHomework: "Uşağınıza uyğun ev məşğələləri",
  benefitInsights: "İnkişaf üzrə müşahidələr",
  premiumButton: "Abunə olun və oynayın",
  note: "İstənilən vaxt ləğv edə bilərsiniz. Gizli ödəniş yoxdur.",
} as const;

/** Azerbaijani strings: the "contact" namespace (same keys as en). */
export default {
  title: "Bizimlə əlaqə",
  intro: "Sualınız, təklifiniz və ya probleminiz var? Bizə yazın, e-poçtla cavab verəcəyik.",
  nameLabel: "Adınız",
  emailLabel: "E-poçt",
  emailHint: "Ondan yalnız sizə cavab vermək üçün istifadə edəcəyik.",
  messageLabel: "Mesaj",
  messageHint_one: "Ən çoxu {{count}} simvol.",
  messageHint_other: "Ən çoxu {{count}} simvol.",
  submit: "Mesajı göndərin",
  sending: "Göndərilir…",
} as const;

/** Azerbaijani strings: the "epointSimulator" namespace (same keys as en). */
export default {
  title: "Test ödəniş səhifəsi (Epoint simulyatoru)",
  notice: "Sayt real ödəniş məlumatları (API açarları) olmadan işlədiyi üçün bu səhifə Epoint-in kart səhifəsini əvəz edir. Heç bir pul köçürülmür və kartdan vəsait tutulmur.",
  amount: "Məbləğ",
  cardOnly: "Kartın yadda saxlanması: indi heç nə tutulmur",
  cardNumber: "Kart nömrəsi",
  expiry: "Bitmə tarixi",
  pay: "Ödəyin",
  cancel: "Ləğv edib geri qayıdın",
  testCards: "Test kartları",
  cardSuccess: "təsdiqlənir",
  cardDeclined: "bank tərəfindən rədd edilir (kod 05)",
  cardInsufficient: "vəsait kifayət deyil (kod 51)",
  cardSlow: "təsdiqlənir, amma bank bir neçə saniyə sonra cavab verir",
} as const;

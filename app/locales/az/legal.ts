/** Azerbaijani strings: the "legal" namespace (same keys as en). */
export default {
  reviewTitle: "Başlamazdan əvvəl",
  reviewIntro: "Bu üç sənədi oxuyub qəbul edin. Onlarda sizin və uşaqlarınız haqqında hansı məlumatları, nə üçün saxladığımız və bu məlumatlara necə nəzarət edə biləcəyiniz izah olunur.",
  reviewUpdated: "Bəzi sənədlərimizi yenilədik. Davam etmək üçün onları oxuyub qəbul edin.",
  acceptLabel: "Mən {{document}} ilə tanış oldum və qəbul edirəm",
  acceptSubmit: "Qəbul edib davam edin",
  mustAcceptAll: "Davam etmək üçün hər üç sənədi qəbul edin.",
  read: "Sənədi oxuyun: {{document}}",
  version: "Versiya {{version}}, {{date}} tarixindən qüvvədədir",
  fallbackNotice: "Bu sənəd hələ sizin dilinizdə mövcud deyil, ona görə də başqa dildə göstərilir: {{language}}.",
  names: {
    privacy: "məxfilik siyasəti",
    terms: "istifadə şərtləri",
    "parental-consent": "valideyn razılığı haqqında bildiriş",
  },
  accepted: "Təşəkkür edirik. Artıq hesabınızdan istifadə edə bilərsiniz.",
  documentNotFound: "Sənəd tapılmadı",
} as const;

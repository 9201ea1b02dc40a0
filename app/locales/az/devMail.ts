/** Azerbaijani strings: the "devMail" namespace (same keys as en). */
export default {
  title: "Çıxan məktublar (inkişaf mühiti)",
  intro: "SMTP serveri qurulmadığı üçün məktublar burada saxlanılır. Bu səhifə ictimai saytda heç vaxt əlçatan olmur.",
  empty: "Hələ məktub yoxdur.",
  to: "Kimə",
  sent: "Yaradılıb",
} as const;

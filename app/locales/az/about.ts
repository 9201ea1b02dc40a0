/** Azerbaijani strings: the "about" namespace (same keys as en). */
export default {
  title: "{{brand}} haqqında",
  intro: "{{brand}} kiçik yaşlı uşaqların valideynlərinə övladlarının necə inkişaf etdiyini anlamağa kömək edir və növbəti addımı dəstəkləmək üçün oyun formasında sadə yollar təklif edir — Azərbaycan, ingilis və rus dillərində.",
  whatTitle: "Burada nə tapacaqsınız",
  courseBands_one: "{{count}} yaş qrupu",
  courseBands_other: "{{count}} yaş qrupu",
  exerciseCount_one: "{{count}} məşq",
  exerciseCount_other: "{{count}} məşq",
  what: {
    assessment_one: "İlk aylardan altı yaşadək {{count}} yaş qrupu üçün pulsuz inkişaf qiymətləndirməsi.",
    assessment_other: "İlk aylardan altı yaşadək {{count}} yaş qrupu üçün pulsuz inkişaf qiymətləndirməsi.",
    screening: "Mütəxəssislə söhbətə hazırlaşmaq üçün ödənişli autizm skrininq sorğusu.",
    games_one: "{{count}} öyrədici oyun.",
    games_other: "Yaddaş, diqqət, formalar, rənglər, sayma, zaman, əl bacarıqları və daha çoxu üçün {{count}} öyrədici oyun.",
    homework: "Evdə artıq olan əşyalarla keçirilən, beş aydın addımdan ibarət ev məşğələləri.",
    courses: "{{bands}} üçün kurslar: cəmi {{exercises}}.",
    dashboard: "Hər övladınızın irəliləyişini göstərən valideyn paneli.",
  },
  creatorTitle: "Məzmunu kim hazırlayır",
  creator: {
    process: "{{brand}} platformasındakı suallar, oyunlar və məşğələlər bu xidmət üçün azərbaycan, ingilis və rus dillərində, kiçik yaşlı uşaqların inkişafı haqqında açıq tövsiyələr (məsələn, müəyyən yaşa qədər uşaqların çoxunun bacardıqları) əsasında yazılıb; kommersiya testlərindən heç nə köçürülməyib. Sonra hər mətn yaşa uyğunluğu, təhlükəsizliyi və dili baxımından sənədləşdirilmiş yoxlamadan keçir və yoxlama problem tapan yerdə düzəldilir. Burada heç bir mütəxəssisin adı göstərilmir, ona görə də nəticələrə uşağınızın həkimi ilə söhbət üçün başlanğıc nöqtəsi kimi baxın.",
    named: "{{brand}} platformasındakı suallar, oyunlar və məşğələlər kiçik yaşlı uşaqların inkişafı haqqında açıq tövsiyələr əsasında yazılıb və yoxlanılıb; kommersiya testlərindən heç nə köçürülməyib. Məzmuna cavabdeh şəxs: {{name}}.",
  },
  principlesTitle: "Nəyə söz veririk",
  principles: {
    noDiagnosis: "Biz heç vaxt diaqnoz qoymuruq. Nəyəsə diqqət yetirmək lazım olduqda, bunu açıq deyirik və uşağınızın həkimi ilə danışmağı tövsiyə edirik.",
    privacy: "Yalnız xidmətin işləməsi üçün lazım olan məlumatları saxlayırıq, reklam göstərmirik və üçüncü tərəf izləmə vasitələrindən istifadə etmirik.",
    control: "Ailənizin məlumatlarını istənilən vaxt ixrac edə və ya silə bilərsiniz.",
    languages: "Hər səhifə Azərbaycan, ingilis və rus dillərindədir və hər dildə eyni diqqətlə yazılıb.",
  },
  parentsLink: "Valideynlər üçün: {{brand}} xidmətindən gündəlik necə istifadə etməli, kiçik uşaqlar və ekranlar, həkimlə nə vaxt danışmalı",
  contactCta: "Bizə yazın",
} as const;

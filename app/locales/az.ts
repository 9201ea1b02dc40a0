/** Azerbaijani interface strings; same keys as en.ts. */
const az = {
  meta: {
    defaultDescription:
      "Körpəlikdən altı yaşadək uşaqlar üçün pulsuz inkişaf qiymətləndirməsi, öyrədici oyunlar və valideynlə birlikdə keçirilən məşğələlər — Azərbaycan, ingilis və rus dillərində.",
    homeTitle: "{{brand}} — uşağınızın oyunla böyüməsinə kömək edin",
    aboutTitle: "{{brand}} haqqında",
    aboutDescription:
      "{{brand}} layihəsini kim və nə üçün yaradır, hər sualı və hər məşğələni necə hazırlayırıq.",
    contactTitle: "Bizimlə əlaqə — {{brand}}",
    contactDescription: "Sualınız, təklifiniz və ya probleminiz var? {{brand}} komandasına yazın.",
    notFoundTitle: "Səhifə tapılmadı — {{brand}}",
    errorTitle: "Xəta baş verdi — {{brand}}",
  },
  nav: {
    skipToContent: "Əsas məzmuna keçin",
    homeLink: "{{brand}}, ana səhifə",
    mainNavigation: "Əsas naviqasiya",
    courses: "Kurslar",
    startAssessment: "Qiymətləndirməyə başlayın",
    login: "Daxil olun",
    openMenu: "Menyu",
    closeMenu: "Menyunu bağlayın",
    menuTitle: "Menyu",
  },
  language: {
    label: "Dil",
    names: {
      az: "Azərbaycanca",
      en: "English",
      ru: "Русский",
    },
  },
  theme: {
    label: "Tema",
    light: "İşıqlı",
    dark: "Tünd",
    system: "Sistem",
  },
  footer: {
    tagline: "Kiçik yaşlı uşaqların valideynlərinə oyun yolu ilə, elmi araşdırmalara əsaslanan dəstək.",
    linksLabel: "Məlumat",
    contact: "Əlaqə",
    about: "Haqqımızda",
    privacy: "Məxfilik siyasəti",
    terms: "İstifadə şərtləri",
    coppa: "Uşaqların məxfiliyi",
    safety: "Uşaq təhlükəsizliyi",
    copyright: "© {{year}} {{brand}}. Bütün hüquqlar qorunur.",
    notMedical: "{{brand}} valideynlərə dəstək olur, lakin uşağınızın həkiminin məsləhətini əvəz etmir.",
  },
  toast: {
    regionLabel: "Bildirişlər",
    contactSent: "Təşəkkür edirik! Mesajınız göndərildi. Sizə e-poçtla cavab verəcəyik.",
    languageFailed: "Dili dəyişmək mümkün olmadı",
    themeFailed: "Temanı dəyişmək mümkün olmadı. Yenidən cəhd edin.",
  },
  validation: {
    required: "Bu sahə mütləq doldurulmalıdır",
    email: "Düzgün e-poçt ünvanı daxil edin",
    tooShort_one: "Ən azı {{count}} simvol yazın",
    tooShort_other: "Ən azı {{count}} simvol yazın",
    tooLong_one: "{{count}} simvoldan artıq yazmayın",
    tooLong_other: "{{count}} simvoldan artıq yazmayın",
  },
  errors: {
    rateLimited_one: "Həddindən çox cəhd edildi. {{count}} dəqiqədən sonra yenidən yoxlayın.",
    rateLimited_other: "Həddindən çox cəhd edildi. {{count}} dəqiqədən sonra yenidən yoxlayın.",
    notFoundTitle: "Səhifə tapılmadı",
    notFoundText:
      "Axtardığınız səhifəni tapa bilmədik. Ola bilsin, o başqa ünvana köçürülüb və ya ünvanda hərf səhvi var.",
    notFoundHome: "Ana səhifəyə keçin",
    serverErrorTitle: "Xəta baş verdi",
    serverErrorText: "Bizim tərəfimizdə gözlənilməz xəta baş verdi. Bir az sonra yenidən cəhd edin.",
    errorStatus: "Xəta {{status}}",
  },
  home: {
    heroEyebrow: "Körpəlikdən altı yaşadək uşaqların valideynləri üçün",
    heroTitle: "Uşağınızın inkişafına oyunla, addım-addım kömək edin",
    heroText:
      "Pulsuz sorğu ilə uşağınızın necə inkişaf etdiyini yoxlayın, sonra növbəti addımları öyrədici oyunlar, evdə sadə məşğələlər və yaşa uyğun kurslarla birlikdə məşq edin.",
    heroPrimary: "Pulsuz qiymətləndirməyə başlayın",
    heroSecondary: "Kurslara baxın",
    heroNote: "Başlamaq pulsuzdur · qeydiyyat tələb olunmur · 5-15 dəqiqə",
    compareTitle: "Pulsuz, yoxsa Premium? Pulsuz başlayın, hazır olanda Premium planına keçin",
    compareIntro:
      "Başlamaq üçün lazım olan hər şey pulsuzdur. Premium isə bütün ailə üçün materialların tam kitabxanasını açır.",
    compareFeature: "İmkan",
    freeName: "Pulsuz",
    freePrice: "0 ₼, həmişəlik",
    premiumName: "Premium",
    premiumFrom: "ayda {{price}} qiymətdən başlayaraq",
    trial_one: "{{count}} günlük pulsuz sınaq",
    trial_other: "{{count}} günlük pulsuz sınaq",
    included: "Daxildir",
    notIncluded: "Daxil deyil",
    features: {
      assessment: "İnkişafın qiymətləndirilməsi",
      games: "Öyrədici oyunlar",
      progress: "İrəliləyişin izlənməsi",
      analytics: "Ətraflı analitika",
      recommendations: "Fərdi tövsiyələr",
      reports: "İrəliləyiş hesabatları",
      support: "Mütəxəssis dəstəyi",
    },
    freeValues: {
      assessment: "Əsas",
      games: "3 sadə oyun",
      progress: "Əsas",
    },
    premiumValues: {
      assessment: "Genişləndirilmiş",
      games: "Bütün 30+ oyun",
      progress: "Tam tarixçə",
    },
    compareCta: "Planlara və qiymətlərə baxın",
    guarantee: "İstənilən vaxt ləğv etmək olar · 30 gün ərzində pulun geri qaytarılması zəmanəti",
    stepsTitle: "Necə işləyir",
    steps: {
      oneTitle: "Bizə uşağınız haqqında danışın",
      oneText:
        "Uşağınızın doğum tarixini daxil edin və onun hər gün nələr etdiyi barədə qısa suallara cavab verin.",
      twoTitle: "Uşağınızın artıq nələri bacardığını görün",
      twoText:
        "Nəticələr uşağınızın güclü tərəflərindən başlayır, sonra isə hər sahə üzrə növbəti addımda nəyi məşq etməyi göstərir.",
      threeTitle: "Birlikdə oynayın və məşq edin",
      threeText:
        "Uşağınızın yaşına uyğun oyunlar, ev məşğələləri və kurslar. Həftədə 3-4 dəfə, 15-20 dəqiqə tamamilə kifayətdir.",
    },
    creatorTitle: "Uşaq psixoloqu tərəfindən hazırlanıb",
    creatorText:
      "{{brand}} platformasındakı hər sual, oyun və məşğələ kiçik yaşlı uşaqların ailələri ilə işləyən uşaq psixoloqu tərəfindən hazırlanıb. İdeya sadədir: uşağınızın artıq nələri bacardığını görün, buna birlikdə sevinin və növbəti addımı oyunla məşq edin.",
    creatorPrinciples: {
      play: "Əvvəlcə oyun: test kimi yox, oyun kimi keçən qısa məşğələlər.",
      parents:
        "Uşağınızı ən yaxşı siz tanıyırsınız: siz müşahidə edirsiniz, biz isə gördüklərinizi anlamağa kömək edirik.",
      honest:
        "Dürüst yanaşma: nəticələr uşağınızın həkimi ilə söhbət üçün başlanğıc nöqtəsidir, heç vaxt diaqnoz deyil.",
    },
    creatorMore: "Haqqımızda ətraflı",
    faqTitle: "Tez-tez verilən suallar",
    autismTitle: "Uşağınızın necə ünsiyyət qurduğu və oynadığı ilə bağlı suallarınız var?",
    autismText:
      "42 sualdan ibarət autizm skrininq sorğumuz evdə müşahidə etdiklərinizi sistemləşdirməyə və mütəxəssislə söhbətə hazırlaşmağa kömək edir. Bu, diaqnoz deyil, skrininq vasitəsidir.",
    autismCta: "Skrininq haqqında ətraflı",
  },
  about: {
    title: "{{brand}} haqqında",
    intro:
      "{{brand}} kiçik yaşlı uşaqların valideynlərinə övladlarının necə inkişaf etdiyini anlamağa kömək edir və növbəti addımı dəstəkləmək üçün oyun formasında sadə yollar təklif edir — Azərbaycan, ingilis və rus dillərində.",
    whatTitle: "Burada nə tapacaqsınız",
    what: {
      assessment: "İlk aylardan altı yaşadək 13 yaş qrupu üçün pulsuz inkişaf qiymətləndirməsi.",
      screening: "Mütəxəssislə söhbətə hazırlaşmaq üçün ödənişli autizm skrininq sorğusu.",
      games: "Yaddaş, diqqət, formalar, rənglər, sayma və digər bacarıqlar üçün öyrədici oyunlar.",
      homework: "Evdə artıq olan əşyalarla keçirilən, beş aydın addımdan ibarət ev məşğələləri.",
      courses: "Doqquz yaş qrupu üçün 200-dən çox məşqdən ibarət kurslar.",
      dashboard: "Hər övladınızın irəliləyişini göstərən valideyn paneli.",
    },
    creatorTitle: "Məzmunu kim hazırlayır",
    creatorText:
      "Məzmunu kiçik yaşlı uşaqların ailələri ilə işləyən uşaq psixoloqu hazırlayır. Suallar gündəlik davranışı sadə sözlərlə təsvir edir, hər nəticə isə sizinlə mehriban və dürüst danışır.",
    principlesTitle: "Nəyə söz veririk",
    principles: {
      noDiagnosis:
        "Biz heç vaxt diaqnoz qoymuruq. Nəyəsə diqqət yetirmək lazım olduqda, bunu açıq deyirik və uşağınızın həkimi ilə danışmağı tövsiyə edirik.",
      privacy:
        "Yalnız xidmətin işləməsi üçün lazım olan məlumatları saxlayırıq, reklam göstərmirik və üçüncü tərəf izləmə vasitələrindən istifadə etmirik.",
      control: "Ailənizin məlumatlarını istənilən vaxt ixrac edə və ya silə bilərsiniz.",
      languages:
        "Hər səhifə Azərbaycan, ingilis və rus dillərindədir və hər dildə eyni diqqətlə yazılıb.",
    },
    contactCta: "Bizə yazın",
  },
  contact: {
    title: "Bizimlə əlaqə",
    intro: "Sualınız, təklifiniz və ya probleminiz var? Bizə yazın, e-poçtla cavab verəcəyik.",
    nameLabel: "Adınız",
    emailLabel: "E-poçt",
    emailHint: "Ondan yalnız sizə cavab vermək üçün istifadə edəcəyik.",
    messageLabel: "Mesaj",
    messageHint: "Ən çoxu {{max}} simvol.",
    submit: "Mesajı göndərin",
    sending: "Göndərilir…",
  },
  forms: {
    honeypotLabel: "Bu sahəni boş saxlayın",
  },
} as const;

export default az;

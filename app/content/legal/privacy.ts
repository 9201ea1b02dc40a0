import type { LegalDocument } from "./types";

/** Privacy policy. Bump `version` on any change parents must accept again. */
export const PRIVACY_POLICY: LegalDocument = {
  id: "privacy",
  version: "1.3",
  effectiveDate: "2026-11-24",
  texts: {
    az: {
      title: "Məxfilik siyasəti",
      summary:
        "Bu siyasət sizin və uşaqlarınız haqqında hansı məlumatları, nə üçün və nə qədər müddətə saxladığımızı, həmçinin bu məlumatlara necə nəzarət edə biləcəyinizi izah edir. Biz yalnız xidmətin işləməsi üçün lazım olanları saxlayırıq, reklam göstərmirik, izləmə vasitələrindən istifadə etmirik və məlumatları heç vaxt satmır, icarəyə vermirik.",
      sections: [
        {
          heading: "Biz kimik və bizimlə necə əlaqə saxlamaq olar",
          paragraphs: [
            "Balaca 0–6 yaşlı uşaqların valideynləri üçün vebsaytdır; bəzi oyunlar 12 yaşadək uşaqlara da uyğundur. Saytda pulsuz inkişaf qiymətləndirməsi, ödənişli autizm skrininqi sorğusu, təhsil oyunları, valideynin rəhbərliyi ilə evdə görülən məşğələlər, yaşa uyğun kurslar, valideyn paneli və ödənişli abunəliklər var.",
            "Bu siyasətdə «Balaca» və «biz» sözləri bu səhifənin yuxarısındakı «Xidməti kim idarə edir» bölməsində adı göstərilən operatoru — burada saxlanılan fərdi məlumatların informasiya sisteminin mülkiyyətçisi və operatorunu bildirir. «Siz» fərdi məlumatların subyekti olan hesab sahibini, yəni valideyni və ya qanuni nümayəndəni bildirir. Biz «Fərdi məlumatlar haqqında» Azərbaycan Respublikasının Qanununa əməl edirik.",
            "Məlumatlarınızla bağlı sualınız və ya tələbiniz varsa, səhifənin yuxarısında göstərilən operatorun e-poçt ünvanına və ya əlaqə səhifəsi (/contact) vasitəsilə yazın. Bir ay ərzində e-poçtla cavab veririk.",
          ],
        },
        {
          heading: "Sizin haqqınızda nələri saxlayırıq",
          paragraphs: [
            "Hesab yaradıb ondan istifadə etdiyiniz zaman aşağıdakıları saxlayırıq:",
            "• adınız, soyadınız və e-poçt ünvanınız;",
            "• parolunuz — yalnız «duzlu» scrypt heşi şəklində, yəni parolun özünə geri çevrilə bilməyən formada; parolunuzu heç kim oxuya bilməz;",
            "• interfeys üçün seçdiyiniz dil və məxfilik ayarlarınız;",
            "• hüquqi sənədlərin hər birinin hansı versiyasını və nə vaxt qəbul etdiyiniz;",
            "• giriş sessiyalarınız: təsadüfi sessiya identifikatoru, sessiyanın yaranma və bitmə vaxtı;",
            "• Google ilə daxil olursunuzsa: Google hesabınızın identifikatoru və həmin hesabın e-poçt ünvanı.",
          ],
        },
        {
          heading: "Uşaqlarınız haqqında nələri saxlayırıq",
          paragraphs: [
            "Uşaqlar hesab yaratmır və sistemə daxil olmur. Hər uşağın profilini siz əlavə edirsiniz və biz hər uşaq haqqında bunları saxlayırıq:",
            "• adı, soyadı və doğum tarixi;",
            "• qiymətləndirmə və skrininq sorğularına verilən cavablar və onların nəticələri;",
            "• saxlanılmış hər inkişaf qiymətləndirməsi üzrə: sualları seçmək üçün nəzərə alınan uşağın aylarla yaşı, yaş qrupu, cavablar, hər sahə üzrə və ümumi ballar, təxmini inkişaf yaşı aralığı, qiymətləndirmənin dəqiqələrlə müddəti, cihazın növü (telefon, planşet və ya kompüter) və tamamlanma tarixi;",
            "• oyunlardakı irəliləyiş və oyun seansları: hər oyun üzrə irəliləyiş (çatılan ən yüksək səviyyə və keçilmiş səviyyələrin payı, ən yaxşı xal, oyunun neçə dəfə oynanıldığı və neçə dəfə keçildiyi), hər oyun seansı üzrə isə onun başlama və bitmə vaxtı, xal, səviyyə, neçə cavab verildiyi və ya gediş edildiyi və onlardan neçəsinin düzgün olduğu, cihazın növü (yalnız telefon, planşet və ya kompüter olduğu, brauzerin təfərrüatları yox) və interfeys dili. İrəliləyiş profilinizdə seçilmiş uşaq üçün, heç bir uşaq seçilmədikdə isə sizin öz hesabınız üçün saxlanılır;",
            "• ev məşğələlərindəki irəliləyiş: məşğələnin yerinə yetirilib-yetirilmədiyi, tarixi, istəyə bağlı çətinlik qiyməti, sərf olunan vaxt və sizin yazdığınız qeydlər;",
            "• mütəxəssisimizə verdiyiniz suallar (yalnız bu quraşdırma Premium ilə mütəxəssis dəstəyi təklif edirsə): sual, soruşduğunuz vaxt uşağın aylarla yaşı, əlavə etməyi seçdiyiniz halda son nəticələr, sualın tarixi və mütəxəssisin cavabı. Mütəxəssis sualı, yaşı və həmin nəticələri e-poçtla alır, sizin adınızı, uşağın adını və əlaqə məlumatlarınızı almır. Suallar «Məlumatlarımı yükləyin» faylına daxildir və uşaqla və ya hesabınızla birlikdə silinir.",
            "Saxlanılmış qiymətləndirmə nəticələri uşağınızın profilinin bir hissəsidir: onlar «Məlumatlarımı yükləyin» faylına daxildir və uşaqla və ya hesabınızla birlikdə silinir.",
          ],
        },
        {
          heading: "Sağlamlıqla bağlı məlumatlar və sizin açıq razılığınız",
          paragraphs: [
            "İnkişaf qiymətləndirməsinin və autizm skrininqinin cavabları və nəticələri uşağınızın inkişafını təsvir edir və sağlamlıqla bağlı məlumatlardır, yəni xüsusi kateqoriyalı fərdi məlumatlardır. Onları yalnız sizin açıq razılığınızla saxlayırıq. Bu razılıq bu siyasəti qəbul etməkdən ayrıdır: onu qiymətləndirmə nəticəsini uşağınızın profilində saxladığınız (və ya profilinizdəki uşaq üçün qiymətləndirməyə başladığınız) və skrininq aldığınız anda xüsusi qutunu işarələməklə verirsiniz. Razılığın vaxtı nəticə ilə birlikdə qeyd olunur.",
            "Skrininqin səviyyəsi (aşağı, orta və ya yüksək) cavablarınızdan əvvəlcədən müəyyən edilmiş, sənədləşdirilmiş hədlər əsasında avtomatik hesablanır. Bu, yalnız skrininq vasitəsidir: onun əsasında sizin və ya uşağınız haqqında heç bir qərar qəbul edilmir və onun heç bir hüquqi nəticəsi yoxdur.",
            "Bu razılığı uşağı və ya hesabınızı silməklə geri götürürsünüz; məlumatlar işlək verilənlər bazasından dərhal silinir.",
          ],
        },
        {
          heading: "Hesab olmadan qiymətləndirmə",
          paragraphs: [
            "Pulsuz inkişaf qiymətləndirməsindən hesab yaratmadan da istifadə edə bilərsiniz. Bu bölmədə «siz» sözü qiymətləndirmədən bu şəkildə istifadə edən hər kəsi də bildirir. Başlamaq üçün bunları daxil edirsiniz:",
            "• e-poçt ünvanınız;",
            "• uşağınızın doğum tarixi;",
            "• istəyə bağlı olaraq, 2 yaşınadək uşaq üçün onun vaxtından neçə həftə əvvəl doğulduğu.",
            "Bunları cavablarınız, qiymətləndirməyə başladığınız və onu bitirdiyiniz vaxt, həmçinin cihazınızın növü ilə birlikdə saxlayırıq. Cihazın növü dedikdə yalnız onun telefon, planşet və ya kompüter olduğu nəzərdə tutulur; brauzerinizin tam məlumatları saxlanılmır.",
            "Bu məlumatlar bizə nəticəni sizə göstərmək, qiymətləndirməni sonra davam etdirməyinizə imkan vermək və sizə bir e-poçt göndərmək üçün lazımdır. Həmin məktubda qiymətləndirməni davam etdirmək və ya nəticəni görmək üçün şəxsi keçid olur. E-poçt ünvanınızdan başqa heç bir məqsədlə istifadə etmirik: ona bülleten və ya marketinq məktubları göndərmirik.",
            "Cavablarınıza şəxsi keçid və brauzerinizdəki qiymətləndirmə kukisi («Kukilər, uşaq rejimi və xəta hesabatları» bölməsinə baxın) vasitəsilə daxil olmaq mümkündür. Keçidi olan hər kəs cavabları görə bilər, ona görə də keçidi heç kimlə paylaşmayın.",
            "Nəticəni hesabınızda saxlamasanız, bütün bu məlumatlar qiymətləndirməyə başladığınız andan 30 gün sonra avtomatik silinir. Saxlasanız, cavablar və nəticə uşağınızın profilinin bir hissəsinə çevrilir, e-poçt ünvanınızla olan qeyd isə silinir («Məlumatlar harada və nə qədər saxlanılır» bölməsinə baxın).",
          ],
        },
        {
          heading: "Ödənişlər və bizə göndərdiyiniz mesajlar",
          paragraphs: [
            "Kartla ödənişləri Azərbaycanın kart ödəniş şlüzü olan Epoint həyata keçirir. Kart nömrənizi Epoint ödəniş səhifəsində daxil edirsiniz və o, bizim serverlərimizə heç vaxt çatmır. Biz yalnız bunları saxlayırıq:",
            "• Epoint-in kartınız üçün verdiyi istinad (identifikator), kartın maskalanmış nömrəsi (məsələn, 4169 73** **** 1234), kartın ödəniş sistemi, kartın əsas kart olub-olmadığı və sonuncu dəfə nə vaxt istifadə edildiyi;",
            "• hər ödənişin qeydi: məbləğ, valyuta, status, tarix, sifariş nömrəsi və istifadə olunmuş kupon (əgər olubsa).",
            "Əlaqə forması vasitəsilə bizə yazdığınız zaman adınızı, e-poçt ünvanınızı, mesajınızı və seçdiyiniz dili saxlayırıq.",
          ],
        },
        {
          heading: "Məlumatlardan nə üçün istifadə edirik",
          paragraphs: [
            "Sizin və uşaqlarınızın məlumatlarından yalnız aşağıdakı məqsədlərlə istifadə edirik:",
            "• istədiyiniz xidməti göstərmək: nəticələri və uşağınızın yaşına uyğun məşğələləri göstərmək, irəliləyişi izləmək və hesabınızı saxlamaq;",
            "• yalnız bu e-poçtları göndərmək: hesabla bağlı e-poçtlar — e-poçt ünvanınızı təsdiqləmək, parolu bərpa etmək və ya e-poçt ünvanını dəyişmək üçün, həmçinin inkişaf qiymətləndirməsinə başladığınız zaman onu davam etdirmək və ya nəticəni görmək üçün şəxsi keçidi olan bir e-poçt. Bülleten göndərmirik: hazırda bülletenimiz yoxdur, gələcəkdə olsa belə, onu yalnız özünüz istəsəniz alacaqsınız;",
            "• ödənişləri qəbul etmək;",
            "• mesajlarınıza cavab vermək;",
            "• xidmətin təhlükəsizliyini qorumaq, məsələn, təkrarlanan giriş cəhdlərini məhdudlaşdırmaq.",
            "Məlumatların emalı sizin razılığınıza və sizinlə bağladığımız müqaviləyə, yəni xidmətin göstərilməsinə əsaslanır. Biz Azərbaycan Respublikasının «Fərdi məlumatlar haqqında» Qanununa əməl edirik, uşaqların məlumatlarına isə ABŞ-ın Uşaqların Onlayn Məxfiliyinin Qorunması Aktının (COPPA) və Avropa İttifaqının Məlumatların Qorunması üzrə Ümumi Reqlamentinin (GDPR) ruhuna uyğun qoruma tədbirləri tətbiq edirik.",
          ],
        },
        {
          heading: "Kukilər, uşaq rejimi və xəta hesabatları",
          paragraphs: [
            "Kukilər (cookie) saytın brauzerinizdə saxladığı kiçik fayllardır. Biz yalnız xidmətin işləməsi üçün zəruri olan kukilərdən istifadə edirik:",
            "• giriş sessiyası kukisi — hər dəfə yenidən daxil olmamağınız üçün;",
            "• qiymətləndirmə kukisi — yalnız qiymətləndirməyə hesab olmadan başladığınız zaman qoyulur, bu brauzerdə cavablarınızı yenidən açmağa imkan verən təsadüfi açarı saxlayır və 30 gün qüvvədə qalır;",
            "• seçdiyiniz dil;",
            "• seçdiyiniz tema (açıq, tünd və ya cihazınızın ayarına uyğun);",
            "• ekranda bir dəfə göstərilən bildirişi (məsələn, «Mesajınız göndərildi») ötürən qısamüddətli kuki;",
            "• sizdən daxil olmağınızı xahiş etdiyimiz zaman hansı səhifəyə keçdiyinizi bir saat ərzində yadda saxlayan kuki — daxil olduqdan sonra həmin səhifədən davam edə bilməyiniz üçün;",
            "• sizi abunəlik planlarına hansı səhifənin yönləndirdiyini bir saat ərzində yadda saxlayan kuki — abunəliyiniz aktivləşəndən sonra həmin səhifəyə qayıtmağınız üçün.",
            "Oyunlar həmçinin brauzerinizin öz yaddaşında iki şey saxlayır. Bunlar kuki deyil və heç vaxt öz-özünə bizə göndərilmir: oyun səslərinin açıq və ya söndürülmüş olması, həmçinin — yalnız sistemə daxil olmamış ziyarətçilər üçün — bu cihazda oyunlarda əldə edilmiş irəliləyiş. Daxil olduğunuz zaman həmin irəliləyiş bir dəfə hesabınıza köçürülür (yalnız hesabınızda hələ irəliləyiş olmayan oyunlar üçün) və brauzerdən silinir. Hər ikisini istənilən vaxt brauzerinizin ayarlarından silə bilərsiniz.",
            "Reklam, analitika və ya izləmə kukilərindən, habelə üçüncü tərəf izləmə vasitələrindən istifadə etmirik. Balaca heç bir formada reklam göstərmir.",
            "«Uşaq rejimi» standart olaraq aktivdir. O aktiv olduqda izləmə və analitika söndürülür, xidmətin işləməsi üçün lazım olandan artıq istifadə məlumatı toplanmır. Xəta hesabatlarının göndərilməsi (şəxsi məzmun olmadan texniki xəta məlumatları) də standart olaraq aktivdir; onu profilinizdə söndürə bilərsiniz.",
          ],
        },
        {
          heading: "Məlumatları kimlərlə paylaşırıq",
          paragraphs: [
            "Məlumatları heç vaxt satmır, icarəyə vermir və reklam məqsədilə heç kimə ötürmürük. Xidmətin işləməsinə yalnız bu təminatçılar kömək edir; bu quraşdırmada konkret olaraq kimlərin məlumat aldığı səhifənin yuxarısında göstərilir:",
            "• Epoint — kartla ödənişləri emal edir;",
            "• Balaca saytının və onun verilənlər bazasının işlədiyi serverin hostinq təminatçısı;",
            "• hesabla bağlı e-poçtları və qiymətləndirmə keçidini sizə çatdıran e-poçt göndərmə xidməti;",
            "• Google (ABŞ) — yalnız «Google ilə davam edin» seçimindən istifadə etsəniz; bu halda Google hesabınızın identifikatoru və e-poçt ünvanı Google ilə bizim aramızda ötürülür.",
          ],
        },
        {
          heading: "Məlumatlar harada və nə qədər saxlanılır",
          paragraphs: [
            "Bütün məlumatlar bu quraşdırmanın serverindəki bir verilənlər bazasında saxlanılır; serverin harada yerləşdiyi səhifənin yuxarısında göstərilir. Bazanın ehtiyat nüsxələri ən çoxu 30 gün saxlanılır.",
            "Server jurnalları sorğu olunan səhifənin ünvanını, cavabın statusunu, vaxtı və IP ünvanını qeyd edir; formaların məzmunu və sorğu parametrləri (query string) qeyd olunmur. Jurnallardan təhlükəsizlik və nasazlıqların aradan qaldırılması üçün istifadə edirik və onları ən çoxu 30 gün saxlayırıq.",
            "Sizin və uşaqlarınızın məlumatları hesabınız mövcud olduğu müddətdə saxlanılır:",
            "• Profilinizdə uşağı sildikdə həmin uşaq bütün irəliləyişi və nəticələri ilə birlikdə dərhal silinir.",
            "• Hesabınızı sildikdə (bunun üçün parolunuzu yenidən daxil edirsiniz) sizin məlumatlarınız, bütün uşaqlarınız və onların bütün məlumatları işlək verilənlər bazasından dərhal silinir, bütün sessiyalar bağlanır. Bu məlumatları hələ də saxlayan ehtiyat nüsxələrin müddəti 30 gün ərzində bitir.",
            "• Qanunun mühasibat uçotu üçün saxlanmasını tələb etdiyi ödəniş qeydləri qanunla müəyyən edilmiş müddət ərzində, uşaqlarınıza aid heç bir məlumat olmadan saxlanılır.",
            "• Əlaqə forması ilə göndərilən mesajlar 12 ayadək saxlanılır.",
            "İnkişaf qiymətləndirməsi üçün ayrıca qaydalar var:",
            "• Hesab olmadan başladılan və hesabda saxlanılmayan qiymətləndirmə başladıldığı andan 30 gün sonra e-poçt ünvanı, uşağın doğum tarixi və cavablarla birlikdə avtomatik silinir.",
            "• Nəticəni hesabınızda saxladıqda cavablar və nəticə uşağınızın profilinin bir hissəsinə çevrilir və siz uşağı və ya hesabınızı silənədək saxlanılır. Qiymətləndirmə üçün verilmiş e-poçt ünvanı olan qeyd həmin anda silinir.",
            "• Hesabınıza daxil olmuş halda başladığınız qiymətləndirmə siz onu bitirib saxlayanadək hesabınızla birlikdə saxlanılır; onu heç vaxt bitirməsəniz, başladığınız andan 30 gün sonra silinir.",
          ],
        },
        {
          heading: "Hüquqlarınız və onlardan necə istifadə etmək olar",
          paragraphs: [
            "Ailənizin məlumatları sizin nəzarətinizdədir. Siz:",
            "• öz məlumatlarınıza və uşaqlarınızın məlumatlarına profilinizdə baxa və onları düzəldə bilərsiniz;",
            "• profilinizdəki «Məlumatlarımı yükləyin» vasitəsilə sizin və uşaqlarınız haqqında saxladığımız bütün məlumatları JSON faylı şəklində yükləyə bilərsiniz;",
            "• uşağı və ya bütün hesabınızı silə bilərsiniz;",
            "• razılığınızı istənilən vaxt geri götürə bilərsiniz — bunun üçün uşağı və ya hesabınızı silmək kifayətdir;",
            "• məlumatlarınızın hər hansı istifadəsinə etiraz edə və ya onun məhdudlaşdırılmasını tələb edə bilərsiniz: operatora yazın; bir ay ərzində cavab veririk və tələbin hesabınızın e-poçt ünvanından göndərildiyini təsdiqləməyinizi xahiş edə bilərik;",
            "• istənilən sualı əlaqə səhifəsi (/contact) vasitəsilə bizə verə bilərsiniz.",
            "Bundan əlavə, ölkənizin fərdi məlumatların qorunması üzrə səlahiyyətli orqanına şikayət etmək hüququnuz var.",
          ],
        },
        {
          heading: "Məlumatları necə qoruyuruq",
          paragraphs: [
            "Məlumatları bu tədbirlərlə qoruyuruq:",
            "• Balaca ilə əlaqə şifrələnmiş kanal (HTTPS) üzərindən qurulur.",
            "• Parollar yalnız «duzlu» heş şəklində saxlanılır.",
            "• Giriş sessiyaları 30 gündən sonra bitir və daha tez də ləğv edilə bilər; parolu dəyişdikdə digər bütün cihazlarda hesabdan çıxış edilir.",
            "• Təkrarlanan giriş cəhdlərinin sayı məhdudlaşdırılır ki, parolu təxmin yolu ilə tapmaq mümkün olmasın.",
            "• İcazə yoxlamaları hər valideynin yalnız öz uşaqlarının məlumatlarını görməsini təmin edir.",
          ],
        },
        {
          heading: "Uşaqların məxfiliyi",
          paragraphs: [
            "Balaca valideynlər üçün yaradılıb. Hesablar yalnız 18 yaşına çatmış böyüklərə məxsusdur; uşaqlar hesab yaratmır və sistemə daxil olmur. Uşağın profilini siz əlavə edir və xidmətdən uşaqla birlikdə və ya onun üçün istifadə edirsiniz.",
            "Uşağın valideyni və ya qanuni nümayəndəsi kimi sizdən Valideyn razılığı haqqında bildirişi qəbul etməyinizi xahiş edirik. Orada uşağınız haqqında nələri və nə üçün saxladığımız izah olunur.",
            "Uşağınıza reklam göstərilmir. Uşaqların məlumatlarını heç vaxt satmır, icarəyə vermir və reklam üçün istifadə etmirik.",
          ],
        },
        {
          heading: "Bu siyasətdə dəyişikliklər",
          paragraphs: [
            "Siyasəti dəyişdikdə yeni mətni yeni versiya nömrəsi və qüvvəyə minmə tarixi ilə dərc edirik. Dəyişiklik məlumatlarınızla necə davrandığımıza təsir edirsə, növbəti dəfə daxil olduğunuzda sizdən yeni versiyanı qəbul etməyinizi xahiş edəcəyik.",
            "Sualınız varsa, əlaqə səhifəsi (/contact) vasitəsilə bizə yazın.",
          ],
        },
      ],
    },
    en: {
      title: "Privacy policy",
      summary:
        "This policy explains what we store about you and your children, why, for how long, and how you stay in control. We keep only what the service needs, show no advertising, use no trackers and never sell or rent data.",
      sections: [
        {
          heading: "Who we are and how to contact us",
          paragraphs: [
            "Balaca is a website for parents of children aged 0 to 6; some games also suit children up to 12. It offers a free developmental assessment, a paid autism screening questionnaire, educational games, home activities that you guide, age-based courses, a parent dashboard and paid subscriptions.",
            "In this policy, “Balaca”, “we” and “us” mean the operator named in the box “Who runs this service” at the top of this page: the owner and operator of the personal data kept here (the controller). “You” means the parent or legal guardian who holds the account.",
            "If you have a question or a request about your data, write to the operator's contact email shown at the top of this page, or through the contact page (/contact). We reply by email within one month.",
          ],
        },
        {
          heading: "What we keep about you",
          paragraphs: [
            "When you create and use an account, we keep:",
            "• your first and last name and your email address;",
            "• your password, only as a salted scrypt hash: a scrambled form that cannot be turned back into the password, so nobody can read it;",
            "• the interface language you prefer and your privacy settings;",
            "• which version of each legal document you accepted, and when;",
            "• your sign-in sessions: a random session identifier and when each session was created and when it expires;",
            "• if you sign in with Google: your Google account identifier and the email address of that Google account.",
          ],
        },
        {
          heading: "What we keep about your children",
          paragraphs: [
            "Children never create accounts or sign in. You add a profile for each child, and for each child we keep:",
            "• first name, last name and date of birth;",
            "• the answers and results of assessments and screenings;",
            "• for each saved developmental assessment: your child's age in months that was used to choose the questions, the age band, the answers, the scores for each area and in total, an estimated developmental age range, how many minutes it took, the type of device (phone, tablet or computer) and the date it was completed;",
            "• game progress and play sessions: for each game, the progress (the highest level reached and the share of levels passed, the best score, and how many times the game was played and passed), and for each play, when it started and ended, the score, the level, how many answers or moves were made and how many of them were right, the type of device (only whether it is a phone, tablet or computer, not your browser's details) and the interface language. Progress is kept for the child selected in your profile or, when no child is selected, for your own account;",
            "• progress in home activities: whether an activity is done, the date, an optional difficulty rating, the time spent and any notes you write;",
            "• questions you put to our expert (only where this installation offers expert support with Premium): the question, your child's age in months when you asked, the latest results if you chose to attach them, when you asked, and the expert's answer. The expert receives the question, the age and those results by email, not your name, your child's name or your contact details. The questions are in “Download my data” and are deleted together with the child or your account.",
            "Saved assessment results are part of your child's profile: they appear in “Download my data” and are deleted together with the child or your account.",
          ],
        },
        {
          heading: "Health-related data and your explicit consent",
          paragraphs: [
            "The answers and results of the developmental assessment and of the autism screening describe your child's development and are data concerning health, a special category of personal data. We keep them only with your explicit consent, which is separate from accepting this policy: you give it by ticking a box at the moment you save an assessment result to your child's profile (or start an assessment for a child in your profile) and when you buy a screening. We record the time of your consent with the result.",
            "The screening's level (low, moderate or high) is worked out automatically from your answers by fixed, documented thresholds. It is a screening aid only: no decision about you or your child is made from it, and it has no legal effect.",
            "You withdraw this consent by deleting the child or your account; the data is then removed from the live database at once.",
          ],
        },
        {
          heading: "The assessment without an account",
          paragraphs: [
            "You can take the free developmental assessment without an account. In this section, “you” also means anyone who takes it this way. To start, you give us:",
            "• your email address;",
            "• your child's date of birth;",
            "• for a child under 2 years old, how many weeks early your child was born, if you wish to tell us.",
            "We keep these together with your answers, the time you started and finished the assessment, and the type of device you used: only whether it is a phone, a tablet or a computer, not the full details of your browser.",
            "We need these data to show you the result, to let you continue later and to send you one email with a private link to continue the assessment or see the result. We use your email address for nothing else: no newsletters and no marketing.",
            "The private link and the assessment cookie in your browser (see “Cookies, child mode and error reports”) give access to your answers. Anyone who has the link can see them, so please keep it private.",
            "If you do not save the result to an account, all of this is deleted automatically 30 days after you started the assessment. If you save it, the answers and the result become part of your child's profile, and the record with your email address is deleted (see “Where the data is kept and for how long”).",
          ],
        },
        {
          heading: "Payments and messages you send us",
          paragraphs: [
            "Card payments are handled by Epoint, an Azerbaijani card payment gateway. You type your card number on Epoint's payment page, and it never reaches our servers. We keep only:",
            "• Epoint's reference for your card, the masked card number (for example 4169 73** **** 1234), the card brand, whether it is your default card and when it was last used;",
            "• a record of each payment: amount, currency, status, date, order number and the coupon used, if any.",
            "When you write to us through the contact form, we keep your name, email address, message and chosen language.",
          ],
        },
        {
          heading: "Why we use the data",
          paragraphs: [
            "We use your data and your children's data only to:",
            "• provide the service you asked for: show results and activities that suit your child's age, track progress and keep your account;",
            "• send only these emails: account emails, to confirm your email address, to reset your password or to change your email address, and one email when you start the developmental assessment, with a private link to continue it or see the result. We send no newsletters: there is none today, and if one ever starts, you will get it only if you ask for it;",
            "• take payments;",
            "• answer your messages;",
            "• keep the service secure, for example by limiting repeated sign-in attempts.",
            "We process data on the basis of your consent and of our contract with you, which is to provide the service. We follow the Law of the Republic of Azerbaijan “On Personal Data”, and for children's data we apply protections in the spirit of the US Children's Online Privacy Protection Act (COPPA) and the EU General Data Protection Regulation (GDPR).",
          ],
        },
        {
          heading: "Cookies, child mode and error reports",
          paragraphs: [
            "Cookies are small files a website stores in your browser. We use only the cookies the service needs to work:",
            "• the sign-in session cookie, which keeps you signed in;",
            "• the assessment cookie, set only when you start the assessment without an account: it holds a random key that lets this browser reopen your answers, and it lasts 30 days;",
            "• your language choice;",
            "• your theme choice (light, dark or the same as your device);",
            "• a short-lived cookie that carries a one-time message shown on screen, such as “Your message has been sent”;",
            "• a cookie that remembers, for one hour, which page you were heading to when we asked you to sign in, so you can carry on there afterwards;",
            "• a cookie that remembers, for one hour, which page sent you to the subscription plans, so you return to it once your subscription is active.",
            "The games also keep two things in your browser's own storage. These are not cookies and are never sent to us on their own: whether game sounds are on or off and, only for visitors who are not signed in, the game progress made on this device. When you sign in, that progress is copied to your account once (only for games where your account has no progress yet) and then removed from the browser. You can clear both at any time in your browser's settings.",
            "We use no advertising, analytics or tracking cookies and no third-party trackers. Balaca shows no advertising of any kind.",
            "“Child mode” is on by default. While it is on, tracking and analytics are off and we collect no usage data beyond what the service needs. Crash reporting (technical error reports with no personal content) is also on by default; you can turn it off in your profile.",
          ],
        },
        {
          heading: "Who we share data with",
          paragraphs: [
            "We never sell or rent data and never pass it on for advertising. Only these providers help us run the service; the box at the top of this page names the ones this installation uses:",
            "• Epoint, which processes card payments;",
            "• the hosting provider of the server where the Balaca website and its database run;",
            "• an email delivery service, which delivers account emails and the assessment link to you;",
            "• Google (USA), only if you choose “Continue with Google”: your Google account identifier and email address then pass between Google and us.",
          ],
        },
        {
          heading: "Where the data is kept and for how long",
          paragraphs: [
            "All data is kept in one database on the server of this installation; the box at the top of this page says where that server is. Backup copies of the database are kept for at most 30 days.",
            "Server logs record the requested page address, the response status, the time and the IP address; they do not record form contents or query strings. We use them for security and troubleshooting and keep them for at most 30 days.",
            "We keep your data and your children's data while your account exists:",
            "• When you delete a child in your profile, that child and all of their progress and results are removed at once.",
            "• When you delete your account (you enter your password again to confirm), your data, all your children and all of their data are removed from the live database at once, and every session ends. Backups that still contain the data expire within 30 days.",
            "• Payment records that the law requires us to keep for accounting are kept for the period the law sets, without any data about your children.",
            "• Messages sent through the contact form are kept for up to 12 months.",
            "The developmental assessment has its own rules:",
            "• An assessment started without an account and not saved to one is deleted automatically 30 days after it was started, together with the email address, the child's date of birth and the answers.",
            "• If you save the result to an account, the answers and the result become part of your child's profile and are kept until you delete the child or your account. The record with the email address given for the assessment is deleted at that moment.",
            "• An assessment you start while signed in is kept with your account until you finish and save it; if you never finish it, it is deleted 30 days after you started it.",
          ],
        },
        {
          heading: "Your rights and how to use them",
          paragraphs: [
            "Your family's data is in your hands. You can:",
            "• see and correct your data and your children's data in your profile;",
            "• download everything we store about you and your children as a JSON file, with “Download my data” in your profile;",
            "• delete a child, or delete your whole account;",
            "• withdraw your consent at any time by deleting the child or your account;",
            "• object to a use of your data or ask us to restrict it: write to the operator; we answer within one month and may ask you to confirm the request from your account's email address;",
            "• ask us any question through the contact page (/contact).",
            "You may also complain to the data protection authority of your country.",
          ],
        },
        {
          heading: "How we protect the data",
          paragraphs: [
            "We protect the data with these measures:",
            "• The connection to Balaca is encrypted (HTTPS).",
            "• Passwords are stored only as salted hashes.",
            "• Sign-in sessions end after 30 days and can be ended (revoked) earlier; changing your password signs you out on all other devices.",
            "• Repeated sign-in attempts are limited, so that passwords cannot be found by guessing.",
            "• Access checks make sure that each parent can see only their own children.",
          ],
        },
        {
          heading: "Children's privacy",
          paragraphs: [
            "Balaca is made for parents. Accounts belong only to adults aged 18 or over; children never create accounts or sign in. You add your child's profile and use the service with or for your child.",
            "As your child's parent or legal guardian, you are asked to accept our Parental consent notice. It explains what we keep about your child and why.",
            "Your child sees no advertising. We never sell or rent children's data and never use it for advertising.",
          ],
        },
        {
          heading: "Changes to this policy",
          paragraphs: [
            "When we change this policy, we publish the new text with a new version number and the date from which it applies. If the change affects how we handle your data, we will ask you to accept the new version the next time you sign in.",
            "Questions? Write to us through the contact page (/contact).",
          ],
        },
      ],
    },
    ru: {
      title: "Политика конфиденциальности",
      summary:
        "Эта политика объясняет, какие данные о вас и ваших детях мы храним, зачем и как долго, а также как вы можете ими управлять. Мы храним только то, что нужно для работы сервиса, не показываем рекламу, не используем трекеры и никогда не продаём и не сдаём данные в аренду.",
      sections: [
        {
          heading: "Кто мы и как с нами связаться",
          paragraphs: [
            "Balaca — сайт для родителей детей от 0 до 6 лет; некоторые игры подойдут и детям до 12 лет. На сайте есть бесплатная оценка развития, платная анкета для скрининга аутизма, развивающие игры, домашние занятия, которые вы проводите с ребёнком, курсы по возрасту, панель родителя и платные подписки.",
            "В этой политике «Balaca» и «мы» — это оператор, указанный в блоке «Кто управляет сервисом» в начале этой страницы: владелец и оператор хранящихся здесь персональных данных. «Вы» — владелец аккаунта: родитель или законный представитель ребёнка.",
            "Если у вас есть вопрос или запрос о ваших данных, напишите на адрес электронной почты оператора, указанный в начале этой страницы, или через страницу контактов (/contact). Мы ответим по электронной почте в течение месяца.",
          ],
        },
        {
          heading: "Какие данные о вас мы храним",
          paragraphs: [
            "Когда вы создаёте аккаунт и пользуетесь им, мы храним:",
            "• ваши имя, фамилию и адрес электронной почты;",
            "• ваш пароль — только в виде хеша scrypt с «солью», то есть в преобразованном виде, из которого пароль восстановить нельзя; прочитать его не может никто;",
            "• выбранный язык интерфейса и ваши настройки конфиденциальности;",
            "• какую версию каждого юридического документа вы приняли и когда;",
            "• ваши сессии входа: случайный идентификатор сессии, время её создания и окончания;",
            "• если вы входите через Google — идентификатор вашего аккаунта Google и адрес электронной почты этого аккаунта.",
          ],
        },
        {
          heading: "Какие данные о ваших детях мы храним",
          paragraphs: [
            "Дети не создают аккаунтов и не входят в систему. Профиль каждого ребёнка добавляете вы, и о каждом ребёнке мы храним:",
            "• имя, фамилию и дату рождения;",
            "• ответы на анкеты оценки развития и скрининга и их результаты;",
            "• по каждой сохранённой оценке развития: возраст ребёнка в месяцах, по которому подбирались вопросы, возрастную группу, ответы, баллы по каждой области и общий балл, примерный диапазон возраста развития, продолжительность в минутах, тип устройства (телефон, планшет или компьютер) и дату завершения;",
            "• прогресс в играх и игровые сессии: по каждой игре — прогресс (наивысший достигнутый уровень и доля пройденных уровней, лучший результат в очках, сколько раз игра была сыграна и сколько раз пройдена), а по каждой игровой сессии — время начала и окончания, очки, уровень, сколько было ответов или ходов и сколько из них верных, тип устройства (только телефон, планшет или компьютер, без подробностей о браузере) и язык интерфейса. Прогресс сохраняется для ребёнка, выбранного в профиле, а если ребёнок не выбран — для вашего собственного аккаунта;",
            "• прогресс в домашних занятиях: выполнено занятие или нет, дату, оценку сложности (если вы её поставили), затраченное время и ваши заметки;",
            "• вопросы нашему специалисту (только если эта установка предлагает поддержку специалиста с Premium): вопрос, возраст ребёнка в месяцах на момент вопроса, последние результаты, если вы решили их приложить, дату вопроса и ответ специалиста. Специалист получает вопрос, возраст и эти результаты по электронной почте, но не ваше имя, имя ребёнка и не ваши контактные данные. Вопросы входят в «Скачать мои данные» и удаляются вместе с ребёнком или вашим аккаунтом.",
            "Сохранённые результаты оценки входят в профиль ребёнка: они попадают в файл «Скачать мои данные» и удаляются вместе с ребёнком или вашим аккаунтом.",
          ],
        },
        {
          heading: "Данные о здоровье и ваше явное согласие",
          paragraphs: [
            "Ответы и результаты оценки развития и скрининга аутизма описывают развитие вашего ребёнка и относятся к данным о здоровье — особой категории персональных данных. Мы храним их только с вашего явного согласия, отдельного от принятия этой политики: вы даёте его, отмечая специальный флажок в момент, когда сохраняете результат оценки в профиле ребёнка (или начинаете оценку для ребёнка из своего профиля) и когда покупаете скрининг. Время согласия записывается вместе с результатом.",
            "Уровень по итогам скрининга (низкий, умеренный или высокий) рассчитывается автоматически по вашим ответам на основе заранее заданных и описанных порогов. Это лишь вспомогательный инструмент скрининга: на его основании не принимается никаких решений о вас или вашем ребёнке, и он не влечёт юридических последствий.",
            "Вы отзываете это согласие, удалив ребёнка или аккаунт; данные сразу удаляются из рабочей базы данных.",
          ],
        },
        {
          heading: "Оценка развития без аккаунта",
          paragraphs: [
            "Бесплатную оценку развития можно пройти и без аккаунта. В этом разделе «вы» — это также любой, кто проходит оценку таким образом. Чтобы начать, вы указываете:",
            "• свой адрес электронной почты;",
            "• дату рождения ребёнка;",
            "• если ребёнку меньше 2 лет и он родился раньше срока — по желанию, на сколько недель раньше.",
            "Мы храним эти данные вместе с вашими ответами, временем начала и окончания оценки и типом устройства: только то, телефон это, планшет или компьютер, без полных сведений о вашем браузере.",
            "Эти данные нужны, чтобы показать вам результат, дать возможность продолжить позже и отправить вам одно письмо с личной ссылкой, по которой можно продолжить оценку или посмотреть результат. Для других целей ваш адрес электронной почты не используется: никаких рассылок и маркетинговых писем.",
            "Доступ к вашим ответам дают личная ссылка и cookie оценки в вашем браузере (см. раздел «Файлы cookie, детский режим и отчёты о сбоях»). Любой, у кого есть ссылка, может увидеть ответы, поэтому не передавайте её другим.",
            "Если вы не сохраните результат в аккаунте, все эти данные автоматически удаляются через 30 дней после начала оценки. Если сохраните, ответы и результат станут частью профиля ребёнка, а запись с вашим адресом электронной почты будет удалена (см. раздел «Где и как долго хранятся данные»).",
          ],
        },
        {
          heading: "Платежи и ваши сообщения",
          paragraphs: [
            "Оплату картой обрабатывает Epoint — азербайджанский платёжный шлюз. Номер карты вы вводите на платёжной странице Epoint, и на наши серверы он никогда не попадает. Мы храним только:",
            "• идентификатор карты, который выдаёт Epoint, маскированный номер карты (например, 4169 73** **** 1234), платёжную систему карты, отметку о том, основная ли это карта, и дату её последнего использования;",
            "• запись о каждом платеже: сумму, валюту, статус, дату, номер заказа и применённый купон, если он был.",
            "Когда вы пишете нам через форму обратной связи, мы храним ваше имя, адрес электронной почты, текст сообщения и выбранный язык.",
          ],
        },
        {
          heading: "Зачем мы используем данные",
          paragraphs: [
            "Мы используем ваши данные и данные ваших детей только для того, чтобы:",
            "• предоставлять сервис, о котором вы просили: показывать результаты и занятия по возрасту ребёнка, отслеживать прогресс и вести ваш аккаунт;",
            "• отправлять только такие письма: письма по аккаунту — для подтверждения адреса электронной почты, сброса пароля или смены адреса, — а также одно письмо, когда вы начинаете оценку развития, с личной ссылкой, чтобы продолжить её или посмотреть результат. Рассылок мы не отправляем: сейчас их нет, а если они появятся, вы будете получать их, только если сами об этом попросите;",
            "• принимать оплату;",
            "• отвечать на ваши сообщения;",
            "• защищать сервис, например ограничивать повторные попытки входа.",
            "Правовое основание обработки — ваше согласие и договор с вами, то есть предоставление сервиса. Мы соблюдаем Закон Азербайджанской Республики «О персональных данных», а к данным детей применяем меры защиты в духе американского Закона о защите конфиденциальности детей в интернете (COPPA) и Общего регламента ЕС по защите данных (GDPR).",
          ],
        },
        {
          heading: "Файлы cookie, детский режим и отчёты о сбоях",
          paragraphs: [
            "Cookie — это небольшие файлы, которые сайт сохраняет в вашем браузере. Мы используем только те, без которых сервис не работает:",
            "• cookie сессии входа, чтобы вам не приходилось входить заново;",
            "• cookie оценки — устанавливается, только когда вы начинаете оценку без аккаунта; в нём хранится случайный ключ, по которому этот браузер может снова открыть ваши ответы; срок действия — 30 дней;",
            "• выбранный язык;",
            "• выбранную тему (светлая, тёмная или как на устройстве);",
            "• кратковременный cookie, который передаёт одноразовое сообщение на экране, например «Ваше сообщение отправлено»;",
            "• cookie, который в течение часа помнит, на какую страницу вы переходили, когда мы попросили вас войти, чтобы после входа вы могли продолжить с неё;",
            "• cookie, который в течение часа помнит, с какой страницы вы перешли к тарифам подписки, чтобы вы вернулись на неё, как только подписка станет активной.",
            "Кроме того, игры хранят две вещи в собственном хранилище вашего браузера. Это не cookie, и сами по себе они никогда нам не отправляются: включён ли звук в играх и — только у посетителей, которые не вошли в аккаунт, — прогресс в играх, достигнутый на этом устройстве. Когда вы входите, этот прогресс один раз копируется в ваш аккаунт (только для игр, по которым в аккаунте ещё нет прогресса) и удаляется из браузера. И то и другое можно в любой момент удалить в настройках браузера.",
            "Мы не используем рекламные, аналитические и отслеживающие cookie, а также сторонние трекеры. Balaca не показывает никакой рекламы.",
            "«Детский режим» включён по умолчанию. Пока он включён, отслеживание и аналитика отключены и мы не собираем данных об использовании сверх того, что нужно для работы сервиса. Отправка отчётов о сбоях (технические сведения об ошибках без личного содержания) тоже включена по умолчанию; её можно отключить в профиле.",
          ],
        },
        {
          heading: "С кем мы делимся данными",
          paragraphs: [
            "Мы никогда не продаём и не сдаём данные в аренду и не передаём их для рекламы. Работать сервису помогают только эти поставщики; какие из них использует эта установка, указано в начале этой страницы:",
            "• Epoint — обрабатывает оплату картой;",
            "• хостинг-провайдер сервера, на котором работают сайт Balaca и его база данных;",
            "• служба доставки электронной почты, через которую вы получаете письма по аккаунту и ссылку на оценку;",
            "• Google (США) — только если вы выберете «Войти через Google»: тогда идентификатор вашего аккаунта Google и адрес электронной почты передаются между Google и нами.",
          ],
        },
        {
          heading: "Где и как долго хранятся данные",
          paragraphs: [
            "Все данные хранятся в одной базе данных на сервере этой установки; где находится сервер, указано в начале этой страницы. Резервные копии базы хранятся не дольше 30 дней.",
            "В серверных журналах записываются адрес запрошенной страницы, код ответа, время и IP-адрес — без содержимого форм и без параметров запроса (query string). Журналы нужны для безопасности и поиска неполадок и хранятся не дольше 30 дней.",
            "Ваши данные и данные ваших детей хранятся, пока существует ваш аккаунт:",
            "• Если вы удалите ребёнка в своём профиле, сразу удаляются все его данные, включая прогресс и результаты.",
            "• Если вы удалите аккаунт (для этого нужно ещё раз ввести пароль), ваши данные, все ваши дети и все их данные сразу удаляются из рабочей базы данных, а все сессии завершаются. Резервные копии, в которых эти данные ещё остаются, удаляются не позднее чем через 30 дней.",
            "• Платёжные записи, которые закон требует хранить для бухгалтерского учёта, хранятся в течение установленного законом срока и без каких-либо данных о ваших детях.",
            "• Сообщения из формы обратной связи хранятся до 12 месяцев.",
            "Для оценки развития действуют отдельные правила:",
            "• Оценка, начатая без аккаунта и не сохранённая в аккаунте, автоматически удаляется через 30 дней после начала — вместе с адресом электронной почты, датой рождения ребёнка и ответами.",
            "• Если вы сохраните результат в аккаунте, ответы и результат станут частью профиля ребёнка и будут храниться, пока вы не удалите ребёнка или аккаунт. Запись с адресом электронной почты, указанным для оценки, удаляется в тот же момент.",
            "• Оценка, начатая, когда вы вошли в аккаунт, хранится в аккаунте, пока вы не завершите и не сохраните её; если вы её так и не завершите, она удаляется через 30 дней после начала.",
          ],
        },
        {
          heading: "Ваши права и как ими воспользоваться",
          paragraphs: [
            "Данные вашей семьи — под вашим контролем. Вы можете:",
            "• просматривать и исправлять свои данные и данные детей в профиле;",
            "• скачать всё, что мы храним о вас и ваших детях, в виде файла JSON с помощью функции «Скачать мои данные» в профиле;",
            "• удалить ребёнка или весь аккаунт;",
            "• в любой момент отозвать согласие — для этого достаточно удалить ребёнка или аккаунт;",
            "• возразить против какого-либо использования ваших данных или потребовать его ограничить: напишите оператору; мы ответим в течение месяца и можем попросить подтвердить запрос с адреса электронной почты вашего аккаунта;",
            "• задать любой вопрос через страницу контактов (/contact).",
            "Вы также вправе подать жалобу в орган по защите персональных данных вашей страны.",
          ],
        },
        {
          heading: "Как мы защищаем данные",
          paragraphs: [
            "Мы защищаем данные так:",
            "• Соединение с Balaca зашифровано (HTTPS).",
            "• Пароли хранятся только в виде хешей с «солью».",
            "• Сессии входа заканчиваются через 30 дней, и их можно завершить раньше; при смене пароля выполняется выход на всех остальных устройствах.",
            "• Количество повторных попыток входа ограничено, чтобы пароль нельзя было подобрать.",
            "• Проверки доступа гарантируют, что каждый родитель видит только своих детей.",
          ],
        },
        {
          heading: "Конфиденциальность детей",
          paragraphs: [
            "Balaca — сервис для родителей. Аккаунты есть только у взрослых от 18 лет; дети не создают аккаунтов и не входят в систему. Профиль ребёнка добавляете вы и пользуетесь сервисом вместе с ребёнком или для него.",
            "Как родителя или законного представителя ребёнка мы просим вас принять Уведомление о согласии родителя. В нём объясняется, какие данные о ребёнке мы храним и зачем.",
            "Вашему ребёнку не показывается реклама. Мы никогда не продаём и не сдаём в аренду данные детей и не используем их для рекламы.",
          ],
        },
        {
          heading: "Изменения этой политики",
          paragraphs: [
            "Когда мы меняем политику, мы публикуем новый текст с новым номером версии и датой, с которой он действует. Если изменение касается того, как мы обращаемся с вашими данными, при следующем входе мы попросим вас принять новую версию.",
            "Есть вопросы? Напишите нам через страницу контактов (/contact).",
          ],
        },
      ],
    },
  },
};

import type { LegalDocument } from "./types";

/** Terms of use. Bump `version` on any change parents must accept again. */
export const TERMS_OF_USE: LegalDocument = {
  id: "terms",
  version: "1.1",
  effectiveDate: "2026-11-24",
  texts: {
    az: {
      title: "İstifadə şərtləri",
      summary:
        "Bu şərtlər saytdan istifadə zamanı sizinlə Balaca arasındakı razılaşmadır. Burada xidmətin nə etdiyi və nə etmədiyi, ödənişlərin və abunəliklərin necə işlədiyi, həmçinin bir-birimizdən nə gözlədiyimiz izah olunur.",
      sections: [
        {
          heading: "Bu şərtlər haqqında",
          paragraphs: [
            "Bu şərtlər 0–6 yaşlı uşaqların valideynləri üçün nəzərdə tutulmuş Balaca vebsaytından istifadəyə aiddir. Şərtlərdə «Balaca» və «biz» sözləri bu səhifənin yuxarısında adı, ünvanı və əlaqə e-poçtu göstərilən operatoru — xidməti təqdim edən şəxsi, «siz» isə xidmətdən istifadə edən valideyni və ya qanuni nümayəndəni bildirir.",
            "Hesab yaradıb bu şərtləri qəbul etməklə onlarla razılaşırsınız. Sizin və uşaqlarınızın məlumatları ilə necə davrandığımız Məxfilik siyasətində və Valideyn razılığı haqqında bildirişdə izah olunur.",
          ],
        },
        {
          heading: "Balaca nə təklif edir",
          paragraphs: [
            "Balaca pulsuz inkişaf qiymətləndirməsi sorğusu, ödənişli autizm skrininqi sorğusu, təhsil oyunları, sizin rəhbərliyinizlə evdə görülən məşğələlər, yaşa uyğun kurslar və valideyn paneli təklif edir. Bəzi imkanlar ödənişli abunəlik və ya birdəfəlik ödəniş tələb edir.",
            "Sorğular və kurslar 0–6 yaşlı uşaqlar üçün nəzərdə tutulub; bəzi oyunlar 12 yaşadək uşaqlara da uyğundur.",
          ],
        },
        {
          heading: "Balaca diaqnoz qoymur və müalicə etmir",
          paragraphs: [
            "Balaca heç bir vəziyyətə diaqnoz qoymur, müalicə etmir və uşağınızın həkimini əvəz etmir.",
            "Qiymətləndirmənin və autizm skrininqinin nəticələri məlumat xarakteri daşıyır. Autizm skrininqi diaqnoz deyil, yalnız köməkçi vasitədir. Nəticələr uşağınızın həkimi ilə söhbətə hazırlaşmağa kömək edə bilər.",
            "Uşağınızın sağlamlığı və ya inkişafı sizi narahat edirsə, onun həkimi ilə danışın.",
          ],
        },
        {
          heading: "Hesabınız",
          paragraphs: [
            "Hesablar 18 yaşına çatmış valideynlər və qanuni nümayəndələr üçündür. Uşaqlar hesab yaratmır və sistemə daxil olmur: uşaq profillərini siz əlavə edir və xidmətdən uşaqla birlikdə və ya onun üçün istifadə edirsiniz.",
            "Düzgün məlumat verin və parolunuzu heç kimlə bölüşməyin. Hesabınızdan başqasının istifadə etdiyini düşünürsünüzsə, parolu dəyişin: bu zaman digər bütün cihazlarda hesabdan çıxış edilir.",
            "Hesabınızı istənilən vaxt profilinizdə silə bilərsiniz.",
          ],
        },
        {
          heading: "Uşağa nəzarət",
          paragraphs: [
            "Uşağınız oyunlar və məşğələlər də daxil olmaqla xidmətdən istifadə edərkən ona nəzarət etmək sizin məsuliyyətinizdir.",
            "Ev məşğələləri sizinlə birlikdə görülmək üçündür. Məşğələ keçirilən yerin və istifadə olunan əşyaların uşağınızın yaşı üçün təhlükəsiz olduğuna əmin olun.",
          ],
        },
        {
          heading: "Qiymətlər və ödəniş",
          paragraphs: [
            "Qiymətlər Azərbaycan manatı (AZN) ilə göstərilir və ödəniş zamanı göstərildiyi kimi tətbiq olunan vergiləri əhatə edir.",
            "Ödənişlər Azərbaycanın kart ödəniş şlüzü olan Epoint vasitəsilə kartla aparılır. Kart məlumatlarınızı Epoint ödəniş səhifəsində daxil edirsiniz və onlar bizim serverlərimizə çatmır.",
            "Autizm skrininqi üçün ödəniş birdəfəlikdir, abunəlik deyil. Onun qiyməti, eləcə də eyni uşaq üçün təkrar keçilə bilib-bilməməsi və təkrarın qiyməti ödənişdən əvvəl skrininq səhifəsində göstərilir.",
          ],
        },
        {
          heading: "Abunəlik və onun ləğvi",
          paragraphs: [
            "Abunəlik hər ödənilmiş dövrün sonunda avtomatik yenilənir və növbəti ödəniş tutulur — siz onu ləğv edənədək.",
            "Abunəliyi istənilən vaxt profilinizdə ləğv edə və onun nə vaxt bitəcəyini seçə bilərsiniz: ödənilmiş dövrün sonunda (o vaxtadək hər şey açıq qalır, yeni ödəniş tutulmur) və ya dərhal (giriş həmin gün bağlanır). Dərhal ləğv etmək özlüyündə ödənişin heç bir hissəsini qaytarmır; ilk ödənişdən sonrakı 30 gün ərzində isə pulun qaytarılmasını seçə bilərsiniz (aşağıya baxın).",
            "Planda pulsuz sınaq müddəti varsa, onun uzunluğu planlar səhifəsində göstərilir.",
          ],
        },
        {
          heading: "30 gün ərzində pulun geri qaytarılması zəmanəti",
          paragraphs: [
            "Xidmət sizə uyğun gəlmirsə, abunəlik üçün ilk ödənişdən sonra 30 gün ərzində müraciət edərək həmin ödənişin pulunu geri ala bilərsiniz.",
            "Pulu geri almaq üçün ilk ödənişdən sonrakı 30 gün ərzində profilinizdə abunəliyi ləğv edin və pulun qaytarılmasını seçin: bütün ödəniş kartınıza qaytarılır və abunəlik dərhal bitir. Bunu profilinizdə edə bilmirsinizsə, səhifənin yuxarısındakı operatorun e-poçtuna və ya əlaqə səhifəsi (/contact) vasitəsilə yazın.",
          ],
        },
        {
          heading: "Məzmunumuz",
          paragraphs: [
            "Balaca saytının bütün məzmunu — sorğular, oyunlar, məşğələlər, kurslar və mətnlər — bizə məxsusdur.",
            "Ondan yalnız ailənizin şəxsi ehtiyacları üçün istifadə edə bilərsiniz. Xahiş edirik, məzmunu köçürməyin, dərc etməyin, satmayın və ailənizdən kənarda istifadə etməyin.",
          ],
        },
        {
          heading: "Düzgün istifadə və hesabın dayandırılması",
          paragraphs: [
            "Xidmətdən yalnız təyinatı üzrə istifadə edin. Xidmətə hücum etməyin, başqalarının məlumatlarına çatmağa cəhd etməyin və saytın işinə müdaxilə etməyin.",
            "Xidmətdən sui-istifadə hallarında, məsələn, xidmətə hücum edildikdə, hesabın fəaliyyətini dayandıra bilərik.",
          ],
        },
        {
          heading: "Şərtlərdə dəyişikliklər",
          paragraphs: [
            "Bu şərtləri dəyişdikdə bu barədə elan edirik. Hər versiyanın öz nömrəsi və qüvvəyə minmə tarixi olur.",
            "Mühüm dəyişikliklər olduqda növbəti dəfə daxil olduğunuzda sizdən yeni versiyanı qəbul etməyinizi xahiş edəcəyik.",
          ],
        },
        {
          heading: "Tətbiq olunan hüquq, mübahisələr və əlaqə",
          paragraphs: [
            "Bu şərtlər Azərbaycan Respublikasının qanunvericiliyi ilə tənzimlənir və istənilən mübahisə həmin qanunvericiliyə uyğun həll edilir.",
            "Sualınız və ya probleminiz olarsa, əvvəlcə əlaqə səhifəsi (/contact) vasitəsilə bizə yazın — birlikdə həll yolu tapmağa çalışacağıq.",
          ],
        },
      ],
    },
    en: {
      title: "Terms of use",
      summary:
        "These terms are the agreement between you and Balaca when you use the website. They explain what the service does and does not do, how payments and subscriptions work, and what we expect from each other.",
      sections: [
        {
          heading: "About these terms",
          paragraphs: [
            "These terms apply when you use Balaca, a website for parents of children aged 0 to 6. In these terms, “Balaca”, “we” and “us” mean the operator whose name, address and contact email are shown at the top of this page, who provides the service, and “you” means the parent or legal guardian who uses it.",
            "By creating an account and accepting these terms, you agree to them. Our Privacy policy and Parental consent notice explain how we handle your data and your children's data.",
          ],
        },
        {
          heading: "What Balaca offers",
          paragraphs: [
            "Balaca offers a free developmental assessment questionnaire, a paid autism screening questionnaire, educational games, home activities that you guide, age-based courses and a parent dashboard. Some features need a paid subscription or a one-time payment.",
            "The questionnaires and courses are for children aged 0 to 6; some games also suit children up to 12.",
          ],
        },
        {
          heading: "Balaca does not diagnose or treat",
          paragraphs: [
            "Balaca does not diagnose or treat any condition and does not replace your child's doctor.",
            "The results of the assessment and of the autism screening are for your information. The autism screening is a screening aid, never a diagnosis. Results can help you prepare for a conversation with your child's doctor.",
            "If you are worried about your child's health or development, talk with your child's doctor.",
          ],
        },
        {
          heading: "Your account",
          paragraphs: [
            "Accounts are for parents and legal guardians aged 18 or over. Children never create accounts or sign in: you add child profiles and use the service with or for your child.",
            "Give correct information and keep your password to yourself. If you think someone else has used your account, change your password: this signs out all other devices.",
            "You can delete your account at any time in your profile.",
          ],
        },
        {
          heading: "Supervising your child",
          paragraphs: [
            "You are responsible for supervising your child while they use the service, including games and activities.",
            "Home activities are meant to be done together with you. Make sure the place and the objects you use are safe for your child's age.",
          ],
        },
        {
          heading: "Prices and payment",
          paragraphs: [
            "Prices are in Azerbaijani manats (AZN) and include applicable taxes, as shown at checkout.",
            "Payments are made by card through Epoint, an Azerbaijani card payment gateway. You enter your card details on Epoint's payment page, and they never reach our servers.",
            "The autism screening is a one-time payment, not a subscription. Its price, and whether it can be taken again for the same child and at what price, are shown on the screening page before you pay.",
          ],
        },
        {
          heading: "Subscriptions and cancellation",
          paragraphs: [
            "A subscription renews automatically at the end of each paid period, and the next payment is taken, until you cancel it.",
            "You can cancel at any time in your profile and choose when the subscription ends: at the end of the period you have already paid for (everything stays open until then, and no new payment is taken), or now (access ends the same day). Ending now does not by itself return any part of the payment; within 30 days of your first payment you can choose the refund instead (see below).",
            "If a plan includes a free trial, its length is shown on the plans page.",
          ],
        },
        {
          heading: "30-day money-back guarantee",
          paragraphs: [
            "If the service is not right for you, you can get your money back for the first payment of a subscription by asking within 30 days of that payment.",
            "To get your money back, cancel the subscription in your profile within 30 days of your first payment and choose the refund: the whole payment goes back to your card and the subscription ends at once. If you cannot do this in your profile, write to the operator's email at the top of this page or through the contact page (/contact).",
          ],
        },
        {
          heading: "Our content",
          paragraphs: [
            "All content on Balaca — questionnaires, games, activities, courses and texts — belongs to us.",
            "You may use it for your family's personal use. Please do not copy, publish or sell it, or use it outside your family.",
          ],
        },
        {
          heading: "Fair use and suspension",
          paragraphs: [
            "Use the service only for what it is meant for. Do not attack the service, try to reach other people's data or interfere with how the website works.",
            "We may suspend an account in case of misuse, for example attacks on the service.",
          ],
        },
        {
          heading: "Changes to these terms",
          paragraphs: [
            "When we change these terms, we announce it. Each version has its own number and the date from which it applies.",
            "For important changes, we will ask you to accept the new version the next time you sign in.",
          ],
        },
        {
          heading: "Law, disputes and contact",
          paragraphs: [
            "These terms are governed by the law of the Republic of Azerbaijan, and any dispute is resolved under that law.",
            "If you have a question or a problem, please write to us first through the contact page (/contact), and we will try to find a solution together.",
          ],
        },
      ],
    },
    ru: {
      title: "Условия использования",
      summary:
        "Эти условия — соглашение между вами и Balaca о пользовании сайтом. Здесь объясняется, что сервис делает и чего не делает, как устроены оплата и подписки и чего мы ожидаем друг от друга.",
      sections: [
        {
          heading: "Об этих условиях",
          paragraphs: [
            "Эти условия действуют, когда вы пользуетесь Balaca — сайтом для родителей детей от 0 до 6 лет. В условиях «Balaca» и «мы» — это оператор, чьи название, адрес и электронная почта указаны в начале этой страницы и который предоставляет сервис, а «вы» — пользователь сервиса: родитель или законный представитель ребёнка.",
            "Создавая аккаунт и принимая эти условия, вы соглашаетесь с ними. Как мы обращаемся с вашими данными и данными ваших детей, объясняют Политика конфиденциальности и Уведомление о согласии родителя.",
          ],
        },
        {
          heading: "Что предлагает Balaca",
          paragraphs: [
            "Balaca предлагает бесплатную анкету для оценки развития, платную анкету для скрининга аутизма, развивающие игры, домашние занятия, которые вы проводите с ребёнком, курсы по возрасту и панель родителя. Некоторые возможности доступны по платной подписке или за разовую оплату.",
            "Анкеты и курсы рассчитаны на детей от 0 до 6 лет; некоторые игры подойдут и детям до 12 лет.",
          ],
        },
        {
          heading: "Balaca не ставит диагнозов и не лечит",
          paragraphs: [
            "Balaca не диагностирует и не лечит никакие состояния и не заменяет врача вашего ребёнка.",
            "Результаты оценки развития и скрининга аутизма носят информационный характер. Скрининг аутизма — вспомогательный инструмент, а не диагноз. Результаты могут помочь подготовиться к разговору с врачом ребёнка.",
            "Если вас беспокоит здоровье или развитие ребёнка, поговорите с его врачом.",
          ],
        },
        {
          heading: "Ваш аккаунт",
          paragraphs: [
            "Аккаунты предназначены для родителей и законных представителей не младше 18 лет. Дети не создают аккаунтов и не входят в систему: профили детей добавляете вы и пользуетесь сервисом вместе с ребёнком или для него.",
            "Указывайте верные данные и никому не сообщайте пароль. Если вам кажется, что вашим аккаунтом воспользовался кто-то другой, смените пароль — при этом будет выполнен выход на всех остальных устройствах.",
            "Удалить аккаунт можно в любой момент в профиле.",
          ],
        },
        {
          heading: "Присмотр за ребёнком",
          paragraphs: [
            "Пока ребёнок пользуется сервисом, в том числе играет и занимается, присматривать за ним — ваша ответственность.",
            "Домашние занятия рассчитаны на то, что вы проводите их вместе с ребёнком. Следите, чтобы место и предметы были безопасны для его возраста.",
          ],
        },
        {
          heading: "Цены и оплата",
          paragraphs: [
            "Цены указаны в азербайджанских манатах (AZN) и включают применимые налоги — так, как показано при оформлении оплаты.",
            "Оплата производится картой через Epoint — азербайджанский платёжный шлюз. Данные карты вы вводите на платёжной странице Epoint, и на наши серверы они не попадают.",
            "Скрининг аутизма оплачивается один раз — это не подписка. Его цена, а также можно ли пройти его повторно для того же ребёнка и за какую цену, указаны на странице скрининга до оплаты.",
          ],
        },
        {
          heading: "Подписка и её отмена",
          paragraphs: [
            "Подписка продлевается автоматически в конце каждого оплаченного периода, и списывается следующий платёж — до тех пор, пока вы её не отмените.",
            "Отменить подписку можно в любой момент в профиле, выбрав, когда она закончится: в конце уже оплаченного периода (до этого всё остаётся открытым, а новые платежи не списываются) или сейчас (доступ закрывается в тот же день). Отмена «сейчас» сама по себе не возвращает никакой части платежа; в течение 30 дней после первого платежа вместо этого можно выбрать возврат денег (см. ниже).",
            "Если в тарифе есть бесплатный пробный период, его длительность указана на странице тарифов.",
          ],
        },
        {
          heading: "Гарантия возврата денег в течение 30 дней",
          paragraphs: [
            "Если сервис вам не подошёл, вы можете вернуть деньги за первый платёж по подписке, обратившись к нам в течение 30 дней после этого платежа.",
            "Чтобы вернуть деньги, в течение 30 дней после первого платежа отмените подписку в профиле и выберите возврат: весь платёж вернётся на вашу карту, а подписка сразу закончится. Если сделать это в профиле не получается, напишите оператору на электронную почту, указанную в начале этой страницы, или через страницу контактов (/contact).",
          ],
        },
        {
          heading: "Наш контент",
          paragraphs: [
            "Весь контент Balaca — анкеты, игры, занятия, курсы и тексты — принадлежит нам.",
            "Вы можете пользоваться им для личных нужд своей семьи. Пожалуйста, не копируйте, не публикуйте и не продавайте его и не используйте за пределами семьи.",
          ],
        },
        {
          heading: "Добросовестное использование и приостановка аккаунта",
          paragraphs: [
            "Пользуйтесь сервисом только по назначению. Не атакуйте сервис, не пытайтесь получить доступ к чужим данным и не мешайте работе сайта.",
            "При злоупотреблениях, например при атаках на сервис, мы можем приостановить работу аккаунта.",
          ],
        },
        {
          heading: "Изменения условий",
          paragraphs: [
            "Если мы меняем эти условия, мы сообщаем об этом. У каждой версии есть свой номер и дата, с которой она действует.",
            "При важных изменениях мы попросим вас принять новую версию при следующем входе.",
          ],
        },
        {
          heading: "Применимое право, споры и связь с нами",
          paragraphs: [
            "Эти условия регулируются законодательством Азербайджанской Республики, и любые споры разрешаются в соответствии с ним.",
            "Если у вас есть вопрос или проблема, сначала напишите нам через страницу контактов (/contact) — мы постараемся вместе найти решение.",
          ],
        },
      ],
    },
  },
};

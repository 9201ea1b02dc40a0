import type { LegalDocument } from "./types";

/** Parental consent notice. Bump `version` on any change parents must accept again. */
export const PARENTAL_CONSENT_NOTICE: LegalDocument = {
  id: "parental-consent",
  version: "1.2",
  effectiveDate: "2026-11-28",
  texts: {
    az: {
      title: "Valideyn razılığı haqqında bildiriş",
      summary:
        "Bu bildiriş uşağınız haqqında nələri və nə üçün saxladığımızı, həmçinin bu məlumatlara necə nəzarət edə biləcəyinizi izah edir. Onu qəbul etməklə uşağınızın valideyni və ya qanuni nümayəndəsi kimi razılığınızı bildirirsiniz.",
      sections: [
        {
          heading: "Razılığınızı nə üçün istəyirik",
          paragraphs: [
            "Balaca valideynlər üçün yaradılıb, lakin uşaqlarınız haqqında da bəzi məlumatları saxlayır. Uşaqların məlumatları xüsusi diqqət tələb edir, buna görə də valideyn kimi sizin razılığınızı istəyirik.",
            "Biz Azərbaycan Respublikasının «Fərdi məlumatlar haqqında» Qanununa əməl edirik, uşaqların məlumatlarına isə ABŞ-ın COPPA aktının və Avropa İttifaqının GDPR reqlamentinin ruhuna uyğun qoruma tədbirləri tətbiq edirik.",
          ],
        },
        {
          heading: "Razılığı kim verə bilər",
          paragraphs: [
            "Bu razılığı yalnız uşağın 18 yaşına çatmış valideyni və ya qanuni nümayəndəsi verə bilər.",
            "Uşaqların öz hesabı yoxdur və onlar sistemə heç vaxt daxil olmur. Hər uşağın profilini siz əlavə edir və xidmətdən uşaqla birlikdə və ya onun üçün istifadə edirsiniz.",
          ],
        },
        {
          heading: "Uşağınız haqqında nələri saxlayırıq",
          paragraphs: [
            "Əlavə etdiyiniz hər uşaq üçün bunları saxlayırıq:",
            "• adı, soyadı və doğum tarixi;",
            "• inkişaf qiymətləndirməsinin cavabları və nəticələri (ballar və hər sahə üzrə inkişafın yaşa uyğun getdiyi, yoxsa hələ formalaşmaqda olduğu), həmçinin aldığınız autizm skrininqi üzrə cavablar və səviyyələr: bunlar sağlamlıqla bağlı məlumatlardır və onları yalnız saxladığınız anda ayrıca, açıq razılıq verdikdə saxlayırıq;",
            "• oyunlardakı irəliləyiş və oyun seansları: xal, səviyyə, müddət, cihazın növü (yalnız telefon, planşet və ya kompüter olduğu, brauzerin təfərrüatları yox) və interfeys dili;",
            "• ev məşğələlərindəki irəliləyiş: məşğələnin yerinə yetirilib-yetirilmədiyi, tarixi, istəyə bağlı çətinlik qiyməti, sərf olunan vaxt və sizin qeydləriniz;",
            "• kurslardakı irəliləyiş: hansı məşğələlərin görüldüyü və nə vaxt;",
            "• məşğələ cədvəli: seçdiyiniz günlər və vaxt, istəsəniz, bir gün əvvəl göndərilən xatırlatma e-poçtu ilə;",
            "• paneldəki nailiyyətlər — onlar bu irəliləyişdən hesablanır və ayrıca saxlanılmır;",
            "• mütəxəssisimizə verdiyiniz suallar və onların cavabları (yalnız bu quraşdırma mütəxəssis dəstəyi təklif edirsə).",
          ],
        },
        {
          heading: "Bu məlumatlardan nə üçün istifadə edirik",
          paragraphs: [
            "Bu məlumatlardan istədiyiniz xidməti göstərmək üçün istifadə edirik: nəticələri və uşağınızın yaşına uyğun məşğələləri göstərmək, irəliləyişi izləmək və hesabınızı saxlamaq. Ətraflı məlumat Məxfilik siyasətindədir.",
            "Uşağınızın məlumatlarını heç vaxt satmır, icarəyə vermir və reklam üçün istifadə etmirik.",
          ],
        },
        {
          heading: "Sizin imkanlarınız",
          paragraphs: [
            "İstənilən vaxt:",
            "• uşağınızın məlumatlarına profilinizdə baxa və onları düzəldə bilərsiniz;",
            "• «Məlumatlarımı yükləyin» vasitəsilə sizin və uşaqlarınız haqqında bütün məlumatları JSON faylı şəklində yükləyə bilərsiniz;",
            "• uşağı silə bilərsiniz: uşaq bütün irəliləyişi və nəticələri ilə birlikdə dərhal silinir;",
            "• uşağı və ya bütün hesabınızı silməklə razılığınızı geri götürə bilərsiniz.",
            "Sualınız varsa, əlaqə səhifəsi (/contact) vasitəsilə bizə yazın.",
          ],
        },
        {
          heading: "Bildirişi qəbul etməklə siz",
          paragraphs: [
            "Bu bildirişi qəbul etməklə siz:",
            "• uşağın valideyni və ya qanuni nümayəndəsi olduğunuzu və 18 yaşınızın tamam olduğunu təsdiqləyirsiniz;",
            "• Balaca xidmətinin yuxarıda sadalanan məlumatları yuxarıda göstərilən məqsədlərlə toplamasına və istifadə etməsinə razılıq verirsiniz;",
            "• uşağınızın məlumatlarına istənilən vaxt baxa, onları yükləyə və silə, həmçinin uşağı və ya hesabınızı silməklə razılığınızı geri götürə biləcəyinizi bilirsiniz;",
            "• uşaqların öz hesabı olmadığını və onlara reklam göstərilmədiyini bilirsiniz.",
          ],
        },
        {
          heading: "Bu bildirişdə dəyişikliklər",
          paragraphs: ["Bildiriş əhəmiyyətli dərəcədə dəyişərsə, növbəti dəfə daxil olduğunuzda sizdən yeni versiyanı qəbul etməyinizi xahiş edəcəyik."],
        },
      ],
    },
    en: {
      title: "Parental consent notice",
      summary:
        "This notice explains what Balaca keeps about your child, why, and how you stay in control. By accepting it, you give your consent as your child's parent or legal guardian.",
      sections: [
        {
          heading: "Why we ask for your consent",
          paragraphs: [
            "Balaca is made for parents, but it also keeps some information about your children. Children's data needs special care, so we ask for your consent as the parent.",
            "We follow the Law of the Republic of Azerbaijan “On Personal Data”, and for children's data we apply protections in the spirit of the US COPPA act and the EU GDPR.",
          ],
        },
        {
          heading: "Who can give consent",
          paragraphs: [
            "Only the child's parent or legal guardian who is 18 or older can give this consent.",
            "Children do not have their own accounts and never sign in. You add each child's profile and use the service with or for your child.",
          ],
        },
        {
          heading: "What we keep about your child",
          paragraphs: [
            "For each child you add, we keep:",
            "• first name, last name and date of birth;",
            "• the answers and results of the developmental assessment (the scores and, for each area, whether it is on track or still developing) and the answers and levels of an autism screening you buy: these are health-related data, which we keep only when you give your separate, explicit consent at the moment you save them;",
            "• game progress and play sessions: score, level, duration, the type of device (only whether it is a phone, tablet or computer, not your browser's details) and the interface language;",
            "• progress in home activities: whether an activity is done, the date, an optional difficulty rating, the time spent and your notes;",
            "• course progress: which exercises are done, and when;",
            "• your practice schedule: the days and the time you chose and, if you ask for it, a reminder email the day before;",
            "• the achievements on your dashboard, which are worked out from this progress and not stored separately;",
            "• questions you put to our expert and the answers (only where this installation offers expert support).",
          ],
        },
        {
          heading: "Why we use it",
          paragraphs: [
            "We use this data to provide the service you asked for: to show results and activities suited to your child's age, to track progress and to keep your account. Our Privacy policy explains this in full.",
            "We never sell or rent your child's data and never use it for advertising.",
          ],
        },
        {
          heading: "Your choices",
          paragraphs: [
            "At any time you can:",
            "• see and correct your child's data in your profile;",
            "• download all data about you and your children as a JSON file, with “Download my data”;",
            "• delete a child: the child and all their progress and results are removed at once;",
            "• withdraw your consent by deleting the child or your whole account.",
            "Questions? Write to us through the contact page (/contact).",
          ],
        },
        {
          heading: "By accepting, you",
          paragraphs: [
            "By accepting this notice, you:",
            "• confirm that you are the child's parent or legal guardian and at least 18 years old;",
            "• consent to Balaca collecting and using the child data listed above, for the purposes described above;",
            "• know that you can see, download and delete your child's data at any time, and withdraw your consent by deleting the child or your account;",
            "• know that children do not have their own accounts and see no advertising.",
          ],
        },
        {
          heading: "Changes to this notice",
          paragraphs: ["If this notice changes in an important way, we will ask you to accept the new version the next time you sign in."],
        },
      ],
    },
    ru: {
      title: "Уведомление о согласии родителя",
      summary:
        "Это уведомление объясняет, какие данные о вашем ребёнке хранит Balaca, зачем и как вы можете ими управлять. Принимая его, вы даёте согласие как родитель или законный представитель ребёнка.",
      sections: [
        {
          heading: "Зачем мы просим ваше согласие",
          paragraphs: [
            "Balaca — сервис для родителей, но мы храним и некоторые данные о ваших детях. Детские данные требуют особой бережности, поэтому мы просим вашего согласия как родителя.",
            "Мы соблюдаем Закон Азербайджанской Республики «О персональных данных», а к данным детей применяем меры защиты в духе американского закона COPPA и европейского регламента GDPR.",
          ],
        },
        {
          heading: "Кто может дать согласие",
          paragraphs: [
            "Дать это согласие может только родитель или законный представитель ребёнка, достигший 18 лет.",
            "У детей нет своих аккаунтов, и они никогда не входят в систему. Профиль каждого ребёнка добавляете вы и пользуетесь сервисом вместе с ребёнком или для него.",
          ],
        },
        {
          heading: "Что мы храним о ребёнке",
          paragraphs: [
            "О каждом ребёнке, которого вы добавите, мы храним:",
            "• имя, фамилию и дату рождения;",
            "• ответы и результаты оценки развития (баллы и по каждой области — идёт ли развитие по возрасту или навыки ещё формируются), а также ответы и уровни, если вы купили скрининг аутизма, — это данные о здоровье, и мы храним их, только если в момент сохранения вы даёте отдельное явное согласие;",
            "• прогресс в играх и игровые сессии: очки, уровень, продолжительность, тип устройства (только телефон, планшет или компьютер, без подробностей о браузере) и язык интерфейса;",
            "• прогресс в домашних занятиях: выполнено занятие или нет, дату, оценку сложности (если вы её поставили), затраченное время и ваши заметки;",
            "• прогресс в курсах: какие упражнения выполнены и когда;",
            "• расписание занятий: выбранные вами дни и время и, если вы попросите, письмо-напоминание накануне;",
            "• достижения на панели родителя — они вычисляются по этому прогрессу и отдельно не хранятся;",
            "• вопросы нашему специалисту и ответы на них (только если эта установка предлагает поддержку специалиста).",
          ],
        },
        {
          heading: "Зачем мы используем эти данные",
          paragraphs: [
            "Мы используем эти данные, чтобы предоставлять сервис, о котором вы просили: показывать результаты и занятия по возрасту ребёнка, отслеживать прогресс и вести ваш аккаунт. Подробнее об этом — в Политике конфиденциальности.",
            "Мы никогда не продаём и не сдаём в аренду данные вашего ребёнка и не используем их для рекламы.",
          ],
        },
        {
          heading: "Ваши возможности",
          paragraphs: [
            "В любой момент вы можете:",
            "• просматривать и исправлять данные ребёнка в профиле;",
            "• скачать все данные о себе и своих детях в виде файла JSON с помощью функции «Скачать мои данные»;",
            "• удалить ребёнка — он сразу удаляется вместе со всем прогрессом и результатами;",
            "• отозвать согласие, удалив ребёнка или весь аккаунт.",
            "Есть вопросы? Напишите нам через страницу контактов (/contact).",
          ],
        },
        {
          heading: "Принимая уведомление, вы",
          paragraphs: [
            "Принимая это уведомление, вы:",
            "• подтверждаете, что вы родитель или законный представитель ребёнка и вам исполнилось 18 лет;",
            "• соглашаетесь с тем, что Balaca собирает и использует перечисленные выше данные ребёнка для описанных выше целей;",
            "• знаете, что в любой момент можете просмотреть, скачать и удалить данные ребёнка, а также отозвать согласие, удалив ребёнка или аккаунт;",
            "• знаете, что у детей нет своих аккаунтов и им не показывается реклама.",
          ],
        },
        {
          heading: "Изменения уведомления",
          paragraphs: ["Если уведомление существенно изменится, при следующем входе мы попросим вас принять новую версию."],
        },
      ],
    },
  },
};

import type { Localized } from "../localized";
import type { LegalText } from "./types";

/** The child safety page: how children's data is protected, in plain words. Not versioned. */
export const CHILD_SAFETY: Localized<LegalText> = {
  az: {
    title: "Uşaq təhlükəsizliyi",
    summary:
      "Uşaqlarınızın məlumatlarını necə qoruduğumuzu sadə sözlərlə izah edirik. Biz yalnız xidmətin işləməsi üçün lazım olanları saxlayırıq, reklam göstərmirik və məlumatlarla bağlı bütün qərarları siz verirsiniz.",
    sections: [
      {
        heading: "Qısaca",
        paragraphs: [
          "Balaca valideynlər üçün yaradılıb. Uşağınız xidmətdən sizinlə birlikdə istifadə edir və ya siz onun üçün istifadə edirsiniz; uşaqların öz hesabı olmur.",
          "Yalnız xidmətin işləməsi üçün lazım olanları saxlayırıq və siz bu məlumatları istənilən vaxt yükləyə və ya silə bilərsiniz.",
        ],
      },
      {
        heading: "Heç vaxt etmədiklərimiz",
        paragraphs: [
          "• Reklam göstərmirik.",
          "• Məlumatları satmır və icarəyə vermirik.",
          "• Reklam, analitika və izləmə kukilərindən, üçüncü tərəf izləmə vasitələrindən istifadə etmirik.",
          "• Uşaqlara hesab yaratmağa və sistemə daxil olmağa imkan vermirik.",
          "• Kart nömrənizi almırıq: o, yalnız Epoint ödəniş səhifəsində daxil edilir və bizim serverlərimizə çatmır.",
          "• Yalnız hesabla bağlı e-poçtlar göndəririk; özünüz istəməsəniz, heç bir bülleten göndərilmir.",
        ],
      },
      {
        heading: "Uşağınız haqqında nələri saxlayırıq",
        paragraphs: [
          "Yalnız bunları: adı, soyadı və doğum tarixi; qiymətləndirmə və skrininq cavabları və nəticələri; oyunlardakı irəliləyiş (xal, səviyyə, müddət, cihazın növü — telefon, planşet və ya kompüter — və interfeys dili); ev məşğələlərindəki irəliləyiş, o cümlədən yazdığınız qeydlər; kurslardakı irəliləyiş; qursanız, məşğələ cədvəli və istəsəniz, onun xatırlatma e-poçtu; mütəxəssisə verdiyiniz suallar. Hamısı Məxfilik siyasətində sadalanır.",
          "İcazə yoxlamaları hər valideynin yalnız öz uşaqlarının məlumatlarını görməsini təmin edir.",
        ],
      },
      {
        heading: "Analitika, izləmə və uşaq rejimi",
        paragraphs: [
          "Balaca-da analitika, izləmə və ya xəta hesabatı xidməti yoxdur; bu nə vaxtsa dəyişsə, əvvəlcə sizdən soruşacağıq.",
          "«Uşaq rejimi» standart olaraq aktivdir və həmin gün üçün sizin daimi seçiminizdir: o aktiv olduqca, Balaca gələcəkdə analitika və ya izləmə təklif etsə belə, sizin üçün onlar söndürülmüş qalır. Hazırda onun söndürəcəyi heç nə yoxdur.",
        ],
      },
      {
        heading: "Girişi necə təhlükəsiz saxlayırıq",
        paragraphs: [
          "• Parolunuz heç vaxt oxunaqlı formada deyil, yalnız «duzlu» scrypt heşi şəklində saxlanılır.",
          "• Təkrarlanan giriş cəhdləri məhdudlaşdırılır ki, parolu təxmin yolu ilə tapmaq mümkün olmasın.",
          "• Sessiyalar 30 gündən sonra bitir və daha tez də bağlana bilər.",
          "• Parolu dəyişdikdə digər bütün cihazlarınızda hesabdan çıxış edilir.",
          "• Balaca ilə əlaqə şifrələnir (HTTPS).",
        ],
      },
      {
        heading: "Məlumatları nə qədər saxlayırıq",
        paragraphs: [
          "Hesabınız mövcud olduğu müddətdə. Uşağı sildikdə onun bütün məlumatları dərhal silinir. Hesabı sildikdə hər şey işlək verilənlər bazasından dərhal silinir, ehtiyat nüsxələrin müddəti isə 30 gün ərzində bitir.",
          "Server jurnalları (səhifə ünvanı, status, vaxt və IP ünvanı; formaların məzmunu olmadan) ən çoxu 30 gün saxlanılır.",
        ],
      },
      {
        heading: "Siz nə edə bilərsiniz",
        paragraphs: [
          "• Uşağınız xidmətdən istifadə edərkən onun yanında olun.",
          "• Başqa heç yerdə istifadə etmədiyiniz etibarlı parol seçin.",
          "• Ortaq kompüter və ya telefondan istifadə etdikdən sonra hesabdan çıxın.",
          "• Profilinizdəki «Məlumatlarımı yükləyin» vasitəsilə məlumatlarınızı istənilən vaxt yükləyin.",
          "• İstədiyiniz vaxt uşağı və ya hesabınızı silin — bu, razılığınızı da geri götürür.",
          "• Uşaq rejimini məxfilik ayarlarınızda aktiv saxlayın: o aktiv olduqca, analitika və izləmə sizin üçün söndürülmüş qalır.",
        ],
      },
      {
        heading: "Sual və ya narahatlıq olduqda",
        paragraphs: [
          "Nəsə sizi narahat edirsə və ya hesabınızdan başqasının istifadə etdiyini düşünürsünüzsə, parolunuzu dəyişin və əlaqə səhifəsi (/contact) vasitəsilə bizə yazın.",
          "Ölkənizin fərdi məlumatların qorunması üzrə səlahiyyətli orqanına da şikayət edə bilərsiniz.",
        ],
      },
    ],
  },
  en: {
    title: "Child safety",
    summary:
      "How we protect your children's data, in plain words. We keep only what the service needs, show no advertising, and you make every decision about the data.",
    sections: [
      {
        heading: "In short",
        paragraphs: [
          "Balaca is made for parents. Your child uses the service with you, or you use it for your child; children never have their own account.",
          "We keep only what the service needs to work, and you can download or delete it at any time.",
        ],
      },
      {
        heading: "What we never do",
        paragraphs: [
          "• We never show advertising.",
          "• We never sell or rent data.",
          "• We use no advertising, analytics or tracking cookies and no third-party trackers.",
          "• We never let children create accounts or sign in.",
          "• We never receive your card number: it is entered only on Epoint's payment page and never reaches our servers.",
          "• We send only account emails; no newsletter is sent unless you ask for one.",
        ],
      },
      {
        heading: "What we keep about your child",
        paragraphs: [
          "Only this: first name, last name and date of birth; assessment and screening answers and results; game progress (score, level, duration, the type of device — phone, tablet or computer — and the interface language); progress in home activities, including any notes you write; course progress; your practice schedule, if you set one, and its reminder email, if you ask for it; and questions you put to the expert. The Privacy policy lists it all.",
          "Access checks make sure each parent can see only their own children.",
        ],
      },
      {
        heading: "Analytics, tracking and child mode",
        paragraphs: [
          "Balaca has no analytics, tracking or crash-reporting service; if that ever changes we will ask you first.",
          "“Child mode” is on by default and is your standing choice for that day: while it is on, analytics and tracking stay off for you even if Balaca ever offers them. Today there is nothing for it to turn off.",
        ],
      },
      {
        heading: "How we keep sign-in safe",
        paragraphs: [
          "• Your password is stored only as a salted scrypt hash, never in readable form.",
          "• Repeated sign-in attempts are limited, so passwords cannot be found by guessing.",
          "• Sessions end after 30 days and can be ended earlier.",
          "• When you change your password, all your other devices are signed out.",
          "• The connection to Balaca is encrypted (HTTPS).",
        ],
      },
      {
        heading: "How long we keep data",
        paragraphs: [
          "While your account exists. When you delete a child, all of that child's data is removed at once. When you delete your account, everything is removed from the live database at once, and backup copies expire within 30 days.",
          "Server logs (page address, status, time and IP address, with no form contents) are kept for at most 30 days.",
        ],
      },
      {
        heading: "What you can do",
        paragraphs: [
          "• Stay with your child while they use the service.",
          "• Choose a strong password that you do not use anywhere else.",
          "• Sign out after using a shared computer or phone.",
          "• Download your data at any time with “Download my data” in your profile.",
          "• Delete a child or your account whenever you wish; this also withdraws your consent.",
          "• Keep child mode on in your privacy settings: while it is on, analytics and tracking stay off for you.",
        ],
      },
      {
        heading: "Questions or worries",
        paragraphs: [
          "If something worries you, or you think someone else has used your account, change your password and write to us through the contact page (/contact).",
          "You can also complain to the data protection authority of your country.",
        ],
      },
    ],
  },
  ru: {
    title: "Безопасность детей",
    summary:
      "Простыми словами о том, как мы защищаем данные ваших детей. Мы храним только то, что нужно для работы сервиса, не показываем рекламу, а все решения о данных принимаете вы.",
    sections: [
      {
        heading: "Коротко",
        paragraphs: [
          "Balaca — сервис для родителей. Ребёнок пользуется им вместе с вами, или вы пользуетесь им для ребёнка; собственных аккаунтов у детей нет.",
          "Мы храним только то, что нужно для работы сервиса, и вы в любой момент можете скачать или удалить эти данные.",
        ],
      },
      {
        heading: "Чего мы никогда не делаем",
        paragraphs: [
          "• Не показываем рекламу.",
          "• Не продаём и не сдаём данные в аренду.",
          "• Не используем рекламные, аналитические и отслеживающие cookie и сторонние трекеры.",
          "• Не даём детям создавать аккаунты и входить в систему.",
          "• Не получаем номер вашей карты: его вводят только на платёжной странице Epoint, и на наши серверы он не попадает.",
          "• Отправляем только письма по аккаунту; рассылок нет, если вы сами о них не попросите.",
        ],
      },
      {
        heading: "Что мы храним о ребёнке",
        paragraphs: [
          "Только это: имя, фамилию и дату рождения; ответы и результаты оценки развития и скрининга; прогресс в играх (очки, уровень, продолжительность, тип устройства — телефон, планшет или компьютер — и язык интерфейса); прогресс в домашних занятиях, включая ваши заметки; прогресс в курсах; расписание занятий, если вы его составили, и письмо-напоминание, если вы его попросили; вопросы специалисту. Полный перечень — в Политике конфиденциальности.",
          "Проверки доступа гарантируют, что каждый родитель видит только своих детей.",
        ],
      },
      {
        heading: "Аналитика, отслеживание и детский режим",
        paragraphs: [
          "В Balaca нет ни аналитики, ни отслеживания, ни сервиса отчётов о сбоях; если это когда-нибудь изменится, мы сначала спросим вас.",
          "«Детский режим» включён по умолчанию и выражает ваш постоянный выбор на этот случай: пока он включён, аналитика и отслеживание останутся для вас выключенными, даже если Balaca когда-нибудь их предложит. Сейчас выключать нечего.",
        ],
      },
      {
        heading: "Как мы защищаем вход",
        paragraphs: [
          "• Пароль хранится только в виде хеша scrypt с «солью» и никогда — в читаемом виде.",
          "• Число повторных попыток входа ограничено, чтобы пароль нельзя было подобрать.",
          "• Сессии заканчиваются через 30 дней, и их можно завершить раньше.",
          "• При смене пароля выполняется выход на всех остальных ваших устройствах.",
          "• Соединение с Balaca зашифровано (HTTPS).",
        ],
      },
      {
        heading: "Как долго мы храним данные",
        paragraphs: [
          "Пока существует ваш аккаунт. Если вы удалите ребёнка, все его данные сразу удаляются. Если вы удалите аккаунт, всё сразу удаляется из рабочей базы данных, а резервные копии удаляются не позднее чем через 30 дней.",
          "Серверные журналы (адрес страницы, код ответа, время и IP-адрес, без содержимого форм) хранятся не дольше 30 дней.",
        ],
      },
      {
        heading: "Что можете сделать вы",
        paragraphs: [
          "• Будьте рядом с ребёнком, пока он пользуется сервисом.",
          "• Выберите надёжный пароль, который вы больше нигде не используете.",
          "• Выходите из аккаунта после работы на общем компьютере или телефоне.",
          "• Скачивайте свои данные в любой момент с помощью «Скачать мои данные» в профиле.",
          "• Удаляйте ребёнка или аккаунт, когда захотите, — это также отзывает ваше согласие.",
          "• Не выключайте детский режим в настройках конфиденциальности: пока он включён, аналитика и отслеживание для вас выключены.",
        ],
      },
      {
        heading: "Если что-то беспокоит",
        paragraphs: [
          "Если вас что-то беспокоит или вам кажется, что вашим аккаунтом воспользовался кто-то другой, смените пароль и напишите нам через страницу контактов (/contact).",
          "Вы также можете подать жалобу в орган по защите персональных данных вашей страны.",
        ],
      },
    ],
  },
};

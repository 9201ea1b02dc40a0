import type { Localized } from "./localized";

export interface FaqEntry {
  /** Stable id, used as the anchor of the answer (#faq-<id>). */
  id: string;
  question: Localized;
  answer: Localized;
}

/** The home page's frequently asked questions (the /#faq section). */
export const FAQ: ReadonlyArray<FaqEntry> = [
  {
    id: "free-assessment",
    question: {
      az: "İnkişafın qiymətləndirilməsi doğrudan da pulsuzdur?",
      en: "Is the developmental assessment really free?",
      ru: "Оценка развития действительно бесплатная?",
    },
    answer: {
      az: "Bəli. İnkişafın qiymətləndirilməsi pulsuzdur və başlamaq üçün hesab yaratmağa ehtiyac yoxdur. Nəticələrinizi bu ünvanla əlaqələndirə bilməyimiz üçün e-poçt ünvanınızı daxil edirsiniz; nəticələri saxlamaq və zamanla irəliləyişi izləmək üçün pulsuz hesab yaradın.",
      en: "Yes. The developmental assessment is free, and you do not need an account to start it. You enter an email address so we can link your results; to keep results and follow progress over time, create a free account.",
      ru: "Да. Оценка развития бесплатна, и чтобы начать, аккаунт не нужен. Вы указываете адрес электронной почты, чтобы мы могли привязать к нему ваши результаты; чтобы сохранять результаты и следить за прогрессом со временем, создайте бесплатный аккаунт.",
    },
  },
  {
    id: "ages",
    question: {
      az: "Hansı yaş üçün nəzərdə tutulub?",
      en: "Which ages is it for?",
      ru: "Для детей какого возраста это подходит?",
    },
    answer: {
      az: "Sorğular və kurslar həyatın ilk aylarından altı yaşadək uşaqları əhatə edir. Bəzi oyunlar on iki yaşadək daha böyük uşaqlar üçün də uyğundur.",
      en: "The questionnaires and courses cover children from the first months of life to six years. Some games are also suitable for older children, up to twelve.",
      ru: "Анкеты и курсы рассчитаны на детей от первых месяцев жизни до шести лет. Некоторые игры подойдут и детям постарше — до двенадцати лет.",
    },
  },
  {
    id: "diagnosis",
    question: {
      az: "Nəticə diaqnoz sayılırmı?",
      en: "Is the result a diagnosis?",
      ru: "Результат — это диагноз?",
    },
    answer: {
      az: "Xeyr. Qiymətləndirmə və skrininq evdə gördüklərinizi fərqinə varmağa və sistemləşdirməyə kömək edir. Onlar heç bir diaqnoz qoymur. Nəticə hansısa sahəyə diqqət yetirmək lazım olduğunu göstərirsə, uşağınızın həkimi ilə danışın; nəticələrinizi özünüzlə götürmək bu söhbətə kömək edə bilər.",
      en: "No. The assessment and the screening help you notice and organise what you see at home. They do not diagnose anything. If a result suggests that an area needs attention, talk with your child's doctor; bringing your results along can help that conversation.",
      ru: "Нет. Оценка и скрининг помогают замечать и упорядочивать то, что вы видите дома. Они ничего не диагностируют. Если по результату видно, что какой-то области стоит уделить внимание, поговорите с врачом вашего ребёнка; результаты, взятые с собой, могут помочь в этом разговоре.",
    },
  },
  {
    id: "time",
    question: {
      az: "Bu nə qədər vaxt aparır?",
      en: "How long does it take?",
      ru: "Сколько времени это занимает?",
    },
    answer: {
      az: "Qiymətləndirmə 5-15 dəqiqə çəkir. İstənilən vaxt dayandırıb sonra davam edə bilərsiniz. Oyunlar və məşğələlər üçün həftədə üç-dörd dəfə 15-20 dəqiqə tamamilə kifayətdir.",
      en: "The assessment takes 5 to 15 minutes. You can stop at any time and continue later. For games and activities, 15-20 minutes three or four times a week is plenty.",
      ru: "Оценка занимает от 5 до 15 минут. Можно остановиться в любой момент и продолжить позже. Для игр и занятий вполне достаточно 15–20 минут три-четыре раза в неделю.",
    },
  },
  {
    id: "premium",
    question: {
      az: "Premium nə verir və onu ləğv edə bilərəmmi?",
      en: "What does Premium add, and can I cancel?",
      ru: "Что даёт Премиум и можно ли его отменить?",
    },
    answer: {
      az: "Premium ilə bütün oyunlar, kurslar və məşğələlər, ətraflı irəliləyiş hesabatları, həmçinin uşağınızın məşğələlərinə və nəticələrinə əsaslanan təkliflər açılır. Abunəliyi istənilən vaxt profilinizdən ləğv edə bilərsiniz, üstəlik 30 gün ərzində pulun geri qaytarılmasına zəmanət veririk.",
      en: "Premium opens all games, courses and activities, detailed progress reports and suggestions based on your child's practice and results. You can cancel at any time from your profile, and we offer a 30-day money-back guarantee.",
      ru: "Премиум открывает все игры, курсы и занятия, подробные отчёты о прогрессе и советы на основе занятий и результатов ребёнка. Отменить подписку можно в любой момент в профиле, а в течение 30 дней мы гарантируем возврат денег.",
    },
  },
  {
    id: "languages",
    question: {
      az: "Hansı dillərdən istifadə edə bilərəm?",
      en: "Which languages can I use?",
      ru: "На каких языках можно пользоваться сайтом?",
    },
    answer: {
      az: "Azərbaycan, ingilis və rus dillərindən. Dili istənilən vaxt səhifənin yuxarısındakı dil menyusundan dəyişə bilərsiniz.",
      en: "Azerbaijani, English and Russian. You can switch at any time from the language menu at the top of the page.",
      ru: "На азербайджанском, английском и русском. Переключить язык можно в любой момент в меню языков вверху страницы.",
    },
  },
  {
    id: "data",
    question: {
      az: "Uşağımın məlumatlarını necə qoruyursunuz?",
      en: "How do you protect my child's data?",
      ru: "Как вы защищаете данные моего ребёнка?",
    },
    answer: {
      az: "Yalnız xidmətin işləməsi üçün lazım olanları saxlayırıq: hesabınızı, uşaqlarınızın adlarını, soyadlarını və doğum tarixlərini, onların nəticələrini və irəliləyişini. Reklam göstərmirik və üçüncü tərəf izləmə vasitələrindən istifadə etmirik. Məlumatlarınızı istənilən vaxt ixrac edə və ya silə bilərsiniz.",
      en: "We keep only what the product needs to work: your account, your children's first and last names and birth dates, and their results and progress. We show no advertising and use no third-party trackers. You can export or delete your data at any time.",
      ru: "Мы храним только то, что нужно для работы сервиса: ваш аккаунт, имена, фамилии и даты рождения ваших детей, их результаты и прогресс. Мы не показываем рекламу и не используем сторонние трекеры. Вы можете в любой момент выгрузить или удалить свои данные.",
    },
  },
  {
    id: "devices",
    question: {
      az: "Telefonda işləyirmi?",
      en: "Does it work on my phone?",
      ru: "Сайт работает на телефоне?",
    },
    answer: {
      az: "Bəli. Sayt telefonlar və zəif internet bağlantısı üçün hazırlanıb. Sorğular və məşğələlər hətta JavaScript söndürülmüş olsa belə işləyir; JavaScript yalnız oyunlar üçün lazımdır.",
      en: "Yes. The site is built for phones and slow connections. The questionnaires and activities even work with JavaScript turned off; only the games need it.",
      ru: "Да. Сайт рассчитан на телефоны и медленный интернет. Анкеты и занятия работают даже с отключённым JavaScript — он нужен только для игр.",
    },
  },
];

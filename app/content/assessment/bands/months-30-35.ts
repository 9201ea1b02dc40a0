import type { AgeBand } from "../types";

/** Children aged 30-35 months. */
export const MONTHS_30_35: AgeBand = {
  id: "m30-35",
  minMonths: 30,
  maxMonths: 35,
  items: [
    {
      id: "m30-35.social.1",
      domain: "social",
      needsSituation: true,
      text: {
        az: "Başqa bir uşaqla qısa müddət birlikdə oynayır, məsələn, bir-birinin arxasınca qaçırlar və ya maşınları birlikdə sürürlər",
        en: "Plays a short game with another child, like chasing each other or driving toy cars around together",
        ru: "Ненадолго играет вместе с другим ребёнком: например, они догоняют друг друга или вместе возят машинки",
      },
    },
    {
      id: "m30-35.social.6",
      domain: "social",
      text: {
        az: "Birlikdə yığışdıranda oyuncaqları yerinə qoymağa kömək edir",
        en: "Helps put toys away when you tidy up together",
        ru: "Помогает убирать игрушки, когда вы наводите порядок вместе",
      },
    },
    {
      id: "m30-35.social.5",
      domain: "social",
      text: {
        az: "Bacardığını sizə göstərmək istəyir, məsələn, «Bax, mənə bax!» deyir",
        en: "Wants you to watch what they can do, for example says “Look at me!”",
        ru: "Хочет, чтобы вы посмотрели, что он умеет, например говорит: «Смотри, как я!»",
      },
    },
    {
      id: "m30-35.language.2",
      domain: "language",
      text: {
        az: "«İçinə» və «üstünə» sözlərini başa düşür: xahiş edəndə oyuncağı qutunun içinə və ya stulun üstünə qoyur",
        en: "Understands 'in' and 'on': puts a toy in a box or on a chair when you ask",
        ru: "Понимает «в» и «на»: по просьбе кладёт игрушку в коробку или на стул",
      },
    },
    {
      id: "m30-35.language.4",
      domain: "language",
      text: {
        az: "Öz əşyaları haqqında «mənim» deyir, məsələn, «mənim stəkanım»",
        en: "Uses 'my' or 'mine' for their own things, like 'my cup'",
        ru: "Говорит «мой», «моя» о своих вещах, например «моя чашка»",
      },
    },
    {
      id: "m30-35.language.6",
      domain: "language",
      text: {
        az: "Siz şəkilli kitabda «Bu nədir?» deyə soruşanda bəzi tanış şeylərin adını deyir",
        en: "Names some familiar things in a picture book when you ask 'What's this?'",
        ru: "Называет знакомые предметы на картинках в книжке, когда вы спрашиваете «Что это?»",
      },
    },
    {
      id: "m30-35.language.7",
      domain: "language",
      text: {
        az: "Özü haqqında «mən», «məni», «biz» kimi sözlər işlədir",
        en: "Uses words like “I”, “me” or “we” about themselves",
        ru: "Говорит о себе словами «я», «меня» или «мы»",
      },
    },
    {
      id: "m30-35.language.8",
      domain: "language",
      text: {
        az: "Təxminən 50 və ya daha çox söz işlədir; buraya insanların, heyvanların və yeməklərin adları da daxildir",
        en: "Uses about 50 words or more, counting names of people, animals and foods",
        ru: "Употребляет примерно 50 слов или больше, считая имена людей, названия животных и еды",
      },
    },
    {
      id: "m30-35.language.9",
      domain: "language",
      redFlag: true,
      text: {
        az: "Evdə danışılan istənilən dildə iki və ya daha çox sözdən öz qısa ifadələrini qurur, məsələn, «yenə su» və ya «maşın getdi»",
        en: "Makes up short phrases of two or more words of their own, like “more water” or “car gone”, in any language spoken at home",
        ru: "На любом из языков, на которых говорят дома, сам составляет короткие фразы из двух слов и больше, например «ещё воды» или «машина уехала»",
      },
    },
    {
      id: "m30-35.cognitive.1",
      domain: "cognitive",
      text: {
        az: "Oyunda bir əşyanı başqa bir şeyin yerinə işlədir, məsələn, kubiki telefon, qutunu isə maşın kimi",
        en: "Uses one thing as if it were another in play, like a block as a phone or a box as a car",
        ru: "В игре использует один предмет вместо другого, например кубик как телефон, а коробку как машину",
      },
    },
    {
      id: "m30-35.cognitive.2",
      domain: "cognitive",
      text: {
        az: "Eyni olan iki əşyanı tapır, məsələn, corabın tayını və ya eyni iki stəkanı",
        en: "Finds two things that are the same, like the other sock of a pair or two matching cups",
        ru: "Находит две одинаковые вещи, например второй носок из пары или две одинаковые чашки",
      },
    },
    {
      id: "m30-35.cognitive.3",
      domain: "cognitive",
      text: {
        az: "Üç-dörd hissədən ibarət sadə pazl yığır",
        en: "Puts together a simple puzzle of three or four pieces",
        ru: "Собирает простой пазл из трёх-четырёх частей",
      },
    },
    {
      id: "m30-35.cognitive.4",
      domain: "cognitive",
      text: {
        az: "Bir şey alınmayanda başqa yol sınayır, məsələn, oyuncağı çevirir və ya başqa düyməni basır",
        en: "When something doesn't work, tries another way, like turning a toy over or pressing a different button",
        ru: "Если что-то не получается, пробует по-другому: переворачивает игрушку или нажимает другую кнопку",
      },
    },
    {
      id: "m30-35.cognitive.5",
      domain: "cognitive",
      text: {
        az: "Adını çəkdiyiniz tanış rəngi tapıb göstərir, məsələn, müxtəlif rəngli fincanların arasından qırmızısını",
        en: "Finds a colour they know when you name it, like picking out the red cup from cups of other colours",
        ru: "Находит знакомый цвет, когда вы его называете, например красную чашку среди чашек других цветов",
      },
    },
    {
      id: "m30-35.movement.1",
      domain: "movement",
      text: {
        az: "Yerində tullanır, iki ayağı eyni anda yerdən ayrılır",
        en: "Jumps on the spot with both feet leaving the floor at the same time",
        ru: "Подпрыгивает на месте, отрываясь от пола обеими ногами одновременно",
      },
    },
    {
      id: "m30-35.movement.2",
      domain: "movement",
      text: {
        az: "Kiçik topu əlini yuxarı qaldıraraq irəli, sizə tərəf atır",
        en: "Throws a small ball forward to you, with the arm swinging over the shoulder",
        ru: "Бросает вам небольшой мяч вперёд, замахиваясь рукой из-за плеча",
      },
    },
    {
      id: "m30-35.movement.3",
      domain: "movement",
      text: {
        az: "Siz kağızda yuxarıdan aşağı xətt çəkəndən sonra o da belə bir xətt çəkir",
        en: "Draws a line from top to bottom on paper after watching you draw one",
        ru: "Проводит на бумаге линию сверху вниз после того, как увидит, как это делаете вы",
      },
    },
    {
      id: "m30-35.movement.4",
      domain: "movement",
      text: {
        az: "Qaşıq və ya çəngəllə özü yeyir və yeməyi çox az tökür",
        en: "Feeds themselves with a spoon or fork, spilling only a little",
        ru: "Ест сам ложкой или вилкой, почти ничего не роняя",
      },
    },
    {
      id: "m30-35.movement.5",
      domain: "movement",
      text: {
        az: "Kiçik sürüşkənin pilləkəni ilə özü yuxarı çıxır",
        en: "Climbs up the steps of a small playground slide by themselves",
        ru: "Сам забирается по лесенке на невысокую детскую горку",
      },
    },
  ],
  retiredItems: [
    {
      id: "m30-35.social.2",
      domain: "social",
      text: {
        az: "Ağlayan birini sakitləşdirməyə çalışır, məsələn, onu sığallayır və ya ona oyuncaq uzadır",
        en: "Tries to comfort someone who is crying, for example by patting them or offering a toy",
        ru: "Пытается утешить того, кто плачет: гладит его или протягивает игрушку",
      },
    },
    {
      id: "m30-35.social.3",
      domain: "social",
      text: {
        az: "Tanış adamlar gələndə, siz xatırlatmadan, onları bir sözlə, «salam» deyərək və ya adlarını çəkərək qarşılayır",
        en: "Greets familiar people when they arrive with a word, like 'hi' or their name, without being reminded",
        ru: "Когда приходят знакомые люди, сам, без напоминания, здоровается с ними словом: «привет» или по имени",
      },
    },
    {
      id: "m30-35.social.4",
      domain: "social",
      text: {
        az: "Başqa uşaq oyuncağını əlindən almaq istəyəndə özünü müdafiə edir: oyuncağı bərk tutur, etiraz edir və ya sizin yanınıza gəlir",
        en: "Stands up for themselves when another child grabs their toy: holds on, protests or comes to you",
        ru: "Отстаивает себя, когда другой ребёнок хватает его игрушку: крепко держит её, протестует или идёт к вам",
      },
    },
    {
      id: "m30-35.language.1",
      domain: "language",
      text: {
        az: "«Nə?», «Hanı?» kimi sözlərlə sadə suallar verir, məsələn, «Bu nədir?» və ya «Atam hanı?»",
        en: "Asks simple questions with 'what' or 'where', like 'What's that?' or 'Where's daddy?'",
        ru: "Задаёт простые вопросы со словами «что?» или «где?», например «Что это?» или «Где папа?»",
      },
    },
    {
      id: "m30-35.language.3",
      domain: "language",
      text: {
        az: "Şəkildə kiminsə nə etdiyini deyir, məsələn, «körpə yatır» və ya «it yeyir»",
        en: "Says what someone in a picture is doing, like 'baby sleeping' or 'dog eating'",
        ru: "Говорит, что делает кто-то на картинке, например «малыш спит» или «собачка ест»",
      },
    },
    {
      id: "m30-35.language.5",
      domain: "language",
      text: {
        az: "Siz tanış mahnını oxuyanda və ya uşaq şeirini deyəndə bəzi sözləri sizinlə birlikdə deyir",
        en: "Joins in a familiar song or rhyme by saying some of the words with you",
        ru: "Подпевает знакомой песенке или произносит вместе с вами некоторые слова знакомого стишка",
      },
    },
  ],
  activities: [
    {
      id: "m30-35.social.a1",
      domain: "social",
      title: {
        az: "Başqa uşaqla oyun",
        en: "Playing with another child",
        ru: "Играем с другим ребёнком",
      },
      description: {
        az: "Qısa oyun üçün qohum və ya qonşu uşağını dəvət edin, onlara top və ya kubiklər verin. Növbə ilə oynamağı göstərin («İndi sənin növbəndir, indi Əlinin») və birlikdə oynadıqları üçün onları tərifləyin.",
        en: "Invite a cousin or a neighbour's child over for a short play with a ball or blocks. Show how to take turns ('Now it's your turn, now it's Ali's turn') and praise them for playing together.",
        ru: "Пригласите ненадолго двоюродного брата, сестру или соседского ребёнка и дайте детям мяч или кубики. Покажите, как играть по очереди («Теперь твоя очередь, теперь очередь Али»), и похвалите их за совместную игру.",
      },
    },
    {
      id: "m30-35.social.a2",
      domain: "social",
      title: {
        az: "Qonaqları qarşılayırıq",
        en: "Greeting our visitors",
        ru: "Встречаем гостей",
      },
      description: {
        az: "Qohumlar gəlməzdən və ya görüntülü zəng etməzdən əvvəl onların şəkillərinə baxın və adlarını birlikdə deyin. Onlar gələndə uşağınıza əl yelləyib adları ilə salamlaşmağa kömək edin.",
        en: "Before relatives visit or video-call, look at their photos together and say their names. When they arrive, help your child wave and greet them by name.",
        ru: "Перед приходом родственников или видеозвонком посмотрите вместе их фотографии и назовите их по именам. Когда они придут, помогите ребёнку помахать и поздороваться, назвав их по имени.",
      },
    },
    {
      id: "m30-35.language.a1",
      domain: "language",
      title: {
        az: "Ayıcıq harada gizlənib?",
        en: "Where is teddy hiding?",
        ru: "Где спрятался мишка?",
      },
      description: {
        az: "Uşağınızın gözü qarşısında yumşaq oyuncağı əşyaların içinə, üstünə və ya altına qoyun, sonra soruşun: «Ayıcıq hanı?» Cavabı birlikdə deyin: «Qutunun içində!»",
        en: "While your child watches, put a soft toy in, on or under everyday things, then ask 'Where is it?' Say the answer together: 'In the box!'",
        ru: "На глазах у ребёнка положите мягкую игрушку в коробку, на стул или под подушку, потом спросите: «Где она?» Скажите ответ вместе: «В коробке!»",
      },
    },
    {
      id: "m30-35.language.a2",
      domain: "language",
      title: {
        az: "Şeiri sən tamamla",
        en: "Finish the rhyme",
        ru: "Закончи стишок",
      },
      description: {
        az: "Sevimli mahnını və ya şeiri deyin və son sözdən əvvəl dayanın ki, uşağınız onu özü desin. Desə, sevincinizi göstərin; deməsə, sözü özünüz deyin və başqa vaxt yenidən cəhd edin.",
        en: "Sing or say a favourite rhyme and stop just before the last word so your child can fill it in. Make a happy fuss when they do; if they don't, say the word yourself and try again another time.",
        ru: "Спойте или расскажите любимый стишок и остановитесь перед последним словом, чтобы ребёнок договорил его. Если договорил — порадуйтесь вместе; если нет — скажите слово сами и попробуйте в другой раз.",
      },
    },
    {
      id: "m30-35.cognitive.a1",
      domain: "cognitive",
      title: {
        az: "Corabın tayını tap",
        en: "Find the sock pairs",
        ru: "Найди пару носку",
      },
      description: {
        az: "Təmiz corabları çarpayının üstünə tökün və birlikdə cütləri tapın. Bir-birindən çox fərqlənən üç-dörd cütlə başlayın, asan olanda daha çox əlavə edin.",
        en: "Tip clean socks onto the bed and find the pairs together. Start with three or four pairs that look very different, and add more when it gets easy.",
        ru: "Высыпьте чистые носки на кровать и вместе разберите их по парам. Начните с трёх-четырёх совсем непохожих пар и добавляйте новые, когда станет легко.",
      },
    },
    {
      id: "m30-35.cognitive.a2",
      domain: "cognitive",
      title: {
        az: "Qutu maşına çevrilir",
        en: "The box becomes a car",
        ru: "Коробка стала машиной",
      },
      description: {
        az: "Uşağınıza böyük karton qutu və bir neçə ev əşyası verin: sükan əvəzinə qapaq, açar əvəzinə qaşıq. «Hara gedirik?» deyə soruşun və onun fikirlərinə qoşulun.",
        en: "Give your child a large cardboard box and a few household things: a lid for a steering wheel, a spoon for a key. Ask 'Where are we going?' and play along with their ideas.",
        ru: "Дайте ребёнку большую картонную коробку и несколько домашних вещей: крышку вместо руля, ложку вместо ключа. Спросите «Куда едем?» и подхватывайте его идеи.",
      },
    },
    {
      id: "m30-35.movement.a1",
      domain: "movement",
      title: {
        az: "Qurbağa kimi tullanaq",
        en: "Frog jumps",
        ru: "Прыгаем как лягушки",
      },
      description: {
        az: "Sürüşməyən döşəmədə yapışqan lentlə bir neçə «daş» işarələyin və qurbağalar kimi, ayaqları bitişik, birindən digərinə tullanın. Əvvəlcə uşağınızın əllərindən tuta bilərsiniz.",
        en: "Mark a few 'stones' on a non-slip floor with tape and jump from one to the next like frogs, feet together. Hold your child's hands at first if they like.",
        ru: "Отметьте скотчем на нескользком полу несколько «кочек» и прыгайте с одной на другую, как лягушки, двумя ногами вместе. Сначала можно держать ребёнка за руки.",
      },
    },
    {
      id: "m30-35.movement.a2",
      domain: "movement",
      title: {
        az: "Birlikdə xətt çəkirik",
        en: "Drawing lines together",
        ru: "Рисуем линии вместе",
      },
      description: {
        az: "Masaya böyük bir vərəq yapışdırın və növbə ilə xətlər çəkin: yuxarıdan aşağı «yağış», soldan sağa «yollar». Qalın mum karandaşlarını tutmaq daha asandır.",
        en: "Tape a large sheet of paper to the table and take turns drawing lines: top-to-bottom 'rain' and side-to-side 'roads'. Chunky crayons are the easiest to hold.",
        ru: "Приклейте к столу большой лист бумаги и рисуйте линии по очереди: сверху вниз — «дождик», слева направо — «дорожки». Толстые мелки держать легче всего.",
      },
    },
  ],
};

import type { AgeBand } from "../types";

/** Children aged 36-47 months. */
export const MONTHS_36_47: AgeBand = {
  id: "m36-47",
  minMonths: 36,
  maxMonths: 47,
  items: [
    {
      id: "m36-47.social.1",
      domain: "social",
      text: {
        az: "Sadə oyunda siz xatırladanda öz növbəsini gözləyir, məsələn, zər atanda və ya sürüşkəndən növbə ilə düşəndə",
        en: "Waits for their turn in a simple game when you remind them, like throwing the dice or going down the slide",
        ru: "В простой игре ждёт своей очереди, если вы напомните, например когда бросают кубик или катаются с горки",
      },
    },
    {
      id: "m36-47.social.2",
      domain: "social",
      needsSituation: true,
      text: {
        az: "Xahiş edəndə oyuncağını bir müddət başqa uşağa verir",
        en: "Lets another child have a go with their toy when asked",
        ru: "По просьбе даёт другому ребёнку поиграть своей игрушкой",
      },
    },
    {
      id: "m36-47.social.4",
      domain: "social",
      text: {
        az: "Evdəki tanış qaydaya əməl edir, məsələn, qapıda ayaqqabısını çıxarır və ya yeməkdən əvvəl əllərini yuyur",
        en: "Follows a familiar house rule, like taking off shoes at the door or washing hands before eating",
        ru: "Соблюдает привычное домашнее правило, например снимает обувь у двери или моет руки перед едой",
      },
    },
    {
      id: "m36-47.language.1",
      domain: "language",
      redFlag: true,
      text: {
        az: "Üç və daha çox sözdən ibarət cümlələrlə danışır, məsələn, «Mən qırmızı maşını istəyirəm»",
        en: "Talks in sentences of three or more words, like 'I want the red car'",
        ru: "Говорит предложениями из трёх и более слов, например «Я хочу красную машинку»",
      },
    },
    {
      id: "m36-47.language.2",
      domain: "language",
      text: {
        az: "İki hissədən ibarət xahişi yerinə yetirir, məsələn, «Ayaqqabılarını çıxart və əllərini yu»",
        en: "Follows a request with two parts, like 'Take off your shoes and wash your hands'",
        ru: "Выполняет просьбу из двух частей, например «Сними ботинки и помой руки»",
      },
    },
    {
      id: "m36-47.language.4",
      domain: "language",
      text: {
        az: "Sizinlə qısa söhbət edir: sualınıza cavab verir və özündən nəsə əlavə edir",
        en: "Keeps up a short chat with you, answering and then adding something of their own",
        ru: "Поддерживает с вами короткий разговор: отвечает и добавляет что-то от себя",
      },
    },
    {
      id: "m36-47.language.6",
      domain: "language",
      text: {
        az: "«Nə?», «Hanı?» kimi sözlərlə sadə suallar verir, məsələn, «Bu nədir?» və ya «Atam hanı?»",
        en: "Asks simple questions with 'what' or 'where', like 'What's that?' or 'Where's daddy?'",
        ru: "Задаёт простые вопросы со словами «что?» или «где?», например «Что это?» или «Где папа?»",
      },
    },
    {
      id: "m36-47.language.7",
      domain: "language",
      text: {
        az: "Şəkildə kiminsə nə etdiyini deyir, məsələn, «körpə yatır» və ya «it yeyir»",
        en: "Says what someone in a picture is doing, like 'baby sleeping' or 'dog eating'",
        ru: "Говорит, что делает кто-то на картинке, например «малыш спит» или «собачка ест»",
      },
    },
    {
      id: "m36-47.language.8",
      domain: "language",
      text: {
        az: "Elə aydın danışır ki, evdə danışdığınız dili bilən, amma onu tanımayan adamlar da dediklərinin çoxunu başa düşürlər",
        en: "Speaks clearly enough that people who speak your home language but do not know your child understand most of what they say",
        ru: "Говорит так чётко, что люди, которые знают ваш домашний язык, но не знакомы с ребёнком, понимают большую часть сказанного",
      },
    },
    {
      id: "m36-47.language.9",
      domain: "language",
      text: {
        az: "«Adın nədir?» deyə soruşanda öz adını deyir",
        en: "Tells you their first name when you ask what it is",
        ru: "На вопрос «Как тебя зовут?» называет своё имя",
      },
    },
    {
      id: "m36-47.cognitive.1",
      domain: "cognitive",
      text: {
        az: "Siz bir əşyanı göstərəndə eyni rəngli əşyaları bir yerə yığır, məsələn, bütün qırmızı kubikləri",
        en: "Gathers things of the same colour when you show one, like all the red blocks",
        ru: "Собирает вместе предметы одного цвета, когда вы показываете образец, например все красные кубики",
      },
    },
    {
      id: "m36-47.cognitive.2",
      domain: "cognitive",
      text: {
        az: "Xahiş edəndə böyüyünü və ya kiçiyini seçir, məsələn, böyük qaşığı və ya kiçik qaşığı",
        en: "Picks the big one or the small one when you ask, like the big spoon or the small spoon",
        ru: "По просьбе выбирает большой или маленький предмет, например большую или маленькую ложку",
      },
    },
    {
      id: "m36-47.cognitive.3",
      domain: "cognitive",
      text: {
        az: "Xəyali oyunda bir neçə hərəkəti ardıcıl edir, məsələn, yemək «bişirir», süfrəyə qoyur, sonra «yeyir»",
        en: "Acts out a few steps in a row in pretend play, like cooking, serving and then eating",
        ru: "В игре понарошку выстраивает несколько действий подряд: «готовит», накрывает на стол, потом «ест»",
      },
    },
    {
      id: "m36-47.cognitive.4",
      domain: "cognitive",
      text: {
        az: "Siz «bir dənə» istəyəndə yalnız bir dənə verir, məsələn, boşqabdan bir peçenye",
        en: "Gives you exactly one when you ask for one, like one biscuit from a plate",
        ru: "Когда вы просите одну штуку, даёт ровно одну, например одно печенье с тарелки",
      },
    },
    {
      id: "m36-47.movement.1",
      domain: "movement",
      text: {
        az: "Pilləkənlə yuxarı ayaqlarını növbə ilə ataraq qalxır: bir ayaq bir pilləyə, o biri ayaq növbəti pilləyə (hər pillədə iki ayağını birləşdirmədən); lazım olanda məhəccərdən tutur",
        en: "Walks up stairs with feet taking turns: one foot on one step, the other foot on the next (not both feet on each step), holding the rail if needed",
        ru: "Поднимается по лестнице, чередуя ноги: одна нога на одну ступеньку, другая — на следующую (не приставляя ногу к ноге на каждой ступеньке), при необходимости держится за перила",
      },
    },
    {
      id: "m36-47.movement.2",
      domain: "movement",
      text: {
        az: "Heç yerdən tutmadan bir anlıq bir ayaq üstə dayanır",
        en: "Stands on one foot for a moment without holding on",
        ru: "Ненадолго стоит на одной ноге, ни за что не держась",
      },
    },
    {
      id: "m36-47.movement.3",
      domain: "movement",
      text: {
        az: "Altı və ya daha çox kubikdən qüllə qurur",
        en: "Builds a tower of six or more blocks",
        ru: "Строит башню из шести и более кубиков",
      },
    },
    {
      id: "m36-47.movement.4",
      domain: "movement",
      text: {
        az: "İki ayağı bitişik halda irəli tullanır, məsələn, yerdəki xəttin üstündən",
        en: "Jumps forward with both feet together, like over a line on the floor",
        ru: "Прыгает вперёд на двух ногах вместе, например через линию на полу",
      },
    },
    {
      id: "m36-47.movement.6",
      domain: "movement",
      text: {
        az: "Siz kağızda dairə çəkəndən sonra o da dairəyə oxşar qapalı xətt çəkir",
        en: "Draws a closed round shape, like a circle, after watching you draw one",
        ru: "Посмотрев, как вы рисуете круг, сам рисует замкнутую округлую линию",
      },
    },
    {
      id: "m36-47.movement.7",
      domain: "movement",
      text: {
        az: "Yemək tikələrini çəngələ sancıb ağzına aparır",
        en: "Spears pieces of food with a fork and brings them to their mouth",
        ru: "Накалывает кусочки еды на вилку и отправляет их в рот",
      },
    },
  ],
  retiredItems: [
    {
      id: "m36-47.movement.5",
      domain: "movement",
      text: {
        az: "Əllərini azacıq köməklə yuyub qurulayır",
        en: "Washes and dries their hands with only a little help",
        ru: "Моет и вытирает руки почти без помощи",
      },
    },
    {
      id: "m36-47.language.3",
      domain: "language",
      text: {
        az: "Bir neçə əşya haqqında danışanda cəm formasını işlədir, məsələn, «maşınlar», «ayaqqabılar»",
        en: "Uses words for more than one of something, like 'cars' or 'shoes'",
        ru: "Говоря о нескольких предметах, использует множественное число, например «машинки», «ботинки»",
      },
    },
    {
      id: "m36-47.social.3",
      domain: "social",
      text: {
        az: "Başqa bir uşaqla birlikdə xəyali oyun oynayır, məsələn, «evcik-evcik» və ya «mağaza»",
        en: "Joins another child in a pretend game, like playing house or shop together",
        ru: "Играет с другим ребёнком в игру понарошку, например в дочки-матери или в магазин",
      },
    },
    {
      id: "m36-47.language.5",
      domain: "language",
      text: {
        az: "Baş vermiş bir hadisə haqqında bir az danışır, məsələn, parkda nə gördüyünü",
        en: "Tells you a little about something that happened, like what they saw at the park",
        ru: "Может немного рассказать о том, что произошло, например что видел в парке",
      },
    },
    {
      id: "m36-47.cognitive.5",
      domain: "cognitive",
      text: {
        az: "Oyuncaqları növünə görə ayırır, məsələn, maşınları bir qutuya, heyvanları başqa qutuya yığır",
        en: "Sorts toys by kind, like cars into one box and animals into another",
        ru: "Раскладывает игрушки по видам, например машинки в одну коробку, а зверей в другую",
      },
    },
  ],
  activities: [
    {
      id: "m36-47.social.a1",
      domain: "social",
      title: {
        az: "Növbə ilə qüllə",
        en: "Taking turns on the tower",
        ru: "Башня по очереди",
      },
      description: {
        az: "Növbə ilə oynanan qısa oyun oynayın: hər kəs qülləyə bir kubik qoyur və ya zər atıb o qədər addım atır. Hər dəfə kimin növbəsi olduğunu deyin və gözlədiyi üçün uşağınızı tərifləyin.",
        en: "Play a short game with turns: each person adds one block to a tower, or throws a dice and takes that many steps. Say whose turn it is each time, and praise your child for waiting.",
        ru: "Поиграйте в короткую игру по очереди: каждый ставит на башню по одному кубику или бросает игральный кубик и делает столько шагов. Каждый раз говорите, чья очередь, и хвалите ребёнка за то, что он дождался.",
      },
    },
    {
      id: "m36-47.social.a2",
      domain: "social",
      title: {
        az: "Mağaza oyunu",
        en: "Playing shop",
        ru: "Играем в магазин",
      },
      description: {
        az: "Meyvələrdən, qablardan və bir torbadan balaca mağaza qurun. Növbə ilə satıcı və alıcı olun, «xahiş edirəm» və «sağ ol» deyin; mümkünsə, qardaş-bacını və ya dostunu da oyuna çağırın.",
        en: "Set up a little shop with fruit, packets and a bag. Take turns being the seller and the customer, using 'please' and 'thank you'; invite a brother, sister or friend to join if you can.",
        ru: "Устройте маленький магазин из фруктов, упаковок и сумки. По очереди будьте продавцом и покупателем, говорите «пожалуйста» и «спасибо»; если можно, позовите в игру брата, сестру или друга.",
      },
    },
    {
      id: "m36-47.language.a1",
      domain: "language",
      title: {
        az: "Bu gün nə etdin?",
        en: "Tell me about today",
        ru: "Расскажи про сегодня",
      },
      description: {
        az: "Şam yeməyində və ya yatmazdan əvvəl bir açıq sual verin, məsələn, «Bu gün nə oynadın?» Diqqətlə qulaq asın, sonra söhbəti davam etdirən bir sual da verin: «Bəs sonra nə oldu?»",
        en: "At dinner or bedtime, ask one open question, like 'What did you play today?' Listen, then ask something that keeps the chat going: 'And then what happened?'",
        ru: "За ужином или перед сном задайте один открытый вопрос, например «Что сегодня было интересного?» Выслушайте и задайте ещё вопрос, чтобы продолжить разговор: «А что было потом?»",
      },
    },
    {
      id: "m36-47.language.a2",
      domain: "language",
      title: {
        az: "İki addımlı tapşırıqlar",
        en: "Two-step missions",
        ru: "Задания из двух шагов",
      },
      description: {
        az: "Oyun şəklində iki hissəli tapşırıqlar verin: «Ayıcığı çarpayıya qoy və mənə bir corab gətir». Bu asan olanda üçüncü addımı da əlavə edin.",
        en: "Give playful two-part missions: 'Put teddy on the bed and bring me a sock.' When that is easy, add a third step.",
        ru: "Давайте игровые задания из двух частей: «Посади мишку на кровать и принеси мне носок». Когда это станет легко, добавьте третий шаг.",
      },
    },
    {
      id: "m36-47.cognitive.a1",
      domain: "cognitive",
      title: {
        az: "Rəng ovu",
        en: "Colour hunt",
        ru: "Охота за цветом",
      },
      description: {
        az: "Bir rəng seçin və evdə birlikdə həmin rəngdə olan əşyaları axtarıb səbətə yığın. Hər dəfə rəngin adını deyin.",
        en: "Choose a colour and hunt around the house together for things of that colour, collecting them in a basket. Say the colour's name each time.",
        ru: "Выберите цвет и вместе поищите по дому вещи этого цвета, складывая их в корзинку. Каждый раз называйте цвет.",
      },
    },
    {
      id: "m36-47.cognitive.a2",
      domain: "cognitive",
      title: {
        az: "Böyük və kiçik",
        en: "Big and small",
        ru: "Большой и маленький",
      },
      description: {
        az: "Mətbəxdən qaşıqları, qapaqları, qabları sıraya düzün və hansının böyük, hansının kiçik olduğunu danışın. Uşağınızdan xahiş edin: «Mənə kiçiyini ver» və ya «Mənə bircə qaşıq ver».",
        en: "Line up things from the kitchen, like spoons, lids and pots, and talk about which is big and which is small. Ask your child to give you 'the small one' or 'just one spoon'.",
        ru: "Разложите в ряд вещи с кухни — ложки, крышки, кастрюльки — и поговорите, какая большая, а какая маленькая. Попросите ребёнка: «Дай мне маленькую» или «Дай мне одну ложку».",
      },
    },
    {
      id: "m36-47.movement.a1",
      domain: "movement",
      title: {
        az: "Leylək oyunu",
        en: "Stork game",
        ru: "Игра в цаплю",
      },
      description: {
        az: "Birlikdə leylək kimi bir ayaq üstə durun və nə qədər dayana bildiyinizi ucadan sayın, sonra ayağı dəyişin. Əvvəlcə divardan və ya stuldan tutmaq olar.",
        en: "Stand on one leg together like storks and count out loud how long you can stay up, then switch legs. Holding a wall or chair at first is fine.",
        ru: "Встаньте вместе на одну ногу, как цапли, и вслух считайте, сколько продержитесь, потом поменяйте ногу. Сначала можно держаться за стену или стул.",
      },
    },
    {
      id: "m36-47.movement.a2",
      domain: "movement",
      title: {
        az: "Çayın üstündən tullan",
        en: "Jump over the river",
        ru: "Перепрыгни речку",
      },
      description: {
        az: "Döşəməyə iki lent və ya şərf qoyub «çay» düzəldin və ayaqları bitişik halda onun üstündən tullanın. Uşağınız bacardıqca «çayı» bir az genişləndirin.",
        en: "Lay two ribbons or scarves on the floor as a 'river' and jump across it with feet together. Make the river a little wider as your child gets better at it.",
        ru: "Положите на пол две ленты или два шарфа — это «речка» — и перепрыгивайте её двумя ногами вместе. Когда у ребёнка станет получаться, сделайте «речку» чуть шире.",
      },
    },
  ],
};

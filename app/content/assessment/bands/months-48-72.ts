import type { AgeBand } from "../types";

/** Children aged 48-72 months (4 to 6 years). */
export const MONTHS_48_72: AgeBand = {
  id: "m48-72",
  minMonths: 48,
  maxMonths: 72,
  items: [
    {
      id: "m48-72.social.1",
      domain: "social",
      fromMonths: 60,
      needsSituation: true,
      text: {
        az: "Oyunda başqa uşaqlarla rolları bölüşdürür, məsələn, «Sən həkim ol, mən xəstə olum»",
        en: "Agrees on roles with other children in play, like 'You be the doctor, I'll be the patient'",
        ru: "В игре распределяет роли с другими детьми, например «Ты будешь врачом, а я пациентом»",
      },
    },
    {
      id: "m48-72.social.2",
      domain: "social",
      text: {
        az: "Hisslərini sözlə ifadə edir, məsələn, «Acığım gəlir» və ya «Qorxuram»",
        en: "Names their feelings in words, like 'I'm angry' or 'I'm scared'",
        ru: "Называет свои чувства словами, например «Я злюсь» или «Мне страшно»",
      },
    },
    {
      id: "m48-72.social.3",
      domain: "social",
      needsSituation: true,
      text: {
        az: "Müəyyən bir dostunun adını çəkir və onunla oynamaq istəyir",
        en: "Talks about a particular friend by name and wants to play with them",
        ru: "Рассказывает о каком-то определённом друге, называя его по имени, и хочет с ним играть",
      },
    },
    {
      id: "m48-72.social.4",
      domain: "social",
      fromMonths: 60,
      text: {
        az: "Gizlənpaç kimi sadə qaydaları olan oyunlar oynayır və əsasən qaydalara əməl edir",
        en: "Plays games with simple rules, like hide-and-seek, and mostly sticks to the rules",
        ru: "Играет в игры с простыми правилами, например в прятки, и в основном эти правила соблюдает",
      },
    },
    {
      id: "m48-72.social.5",
      domain: "social",
      toMonths: 59,
      needsSituation: true,
      text: {
        az: "Dostu və ya bacı-qardaşı üzüləndə ya da bir yerini vuranda onun könlünü almağa çalışır, məsələn, qolunu sığallayır və ya ona oyuncaq gətirir",
        en: "When a friend or a sibling is upset or has bumped themselves, tries to make them feel better, for example strokes their arm or brings them a toy",
        ru: "Когда друг, брат или сестра расстроены или ушиблись, старается их утешить: например, гладит по руке или приносит игрушку",
      },
    },
    {
      id: "m48-72.social.6",
      domain: "social",
      toMonths: 59,
      needsSituation: true,
      text: {
        az: "Başqa bir uşaqla birlikdə xəyali oyun oynayır, məsələn, «evcik-evcik» və ya «mağaza»",
        en: "Joins another child in a pretend game, like playing house or shop together",
        ru: "Играет с другим ребёнком в игру понарошку, например в дочки-матери или в магазин",
      },
    },
    {
      id: "m48-72.social.7",
      domain: "social",
      fromMonths: 60,
      text: {
        az: "Xahiş edəndə evdə kiçik bir işi öhdəsinə götürür, məsələn, gülü sulayır, pişiyə yem tökür və ya qaşıqları siyirməyə yığır",
        en: "Takes care of a small job at home when asked, such as watering a plant, filling the cat's bowl or putting the spoons away in the drawer",
        ru: "По вашей просьбе берёт на себя небольшое дело по дому: поливает цветок, насыпает корм кошке или убирает ложки в ящик",
      },
    },
    {
      id: "m48-72.social.8",
      domain: "social",
      toMonths: 59,
      text: {
        az: "Kömək etməyi sevir, məsələn, yemək üçün qaşıqları masaya düzür və ya bir şey daşıyır",
        en: "Likes to help, for example sets out spoons for a meal or carries something for you",
        ru: "Любит помогать: например, раскладывает ложки к обеду или что-то несёт за вас",
      },
    },
    {
      id: "m48-72.language.1",
      domain: "language",
      fromMonths: 60,
      text: {
        az: "Günü haqqında bir neçə əlaqəli cümlə ilə danışır, məsələn, «Əvvəl həyətə çıxdıq, sonra qumla oynadıq»",
        en: "Tells you about their day in a few linked sentences, like 'First we went outside, then we played in the sand'",
        ru: "Рассказывает о своём дне несколькими связанными предложениями, например «Сначала мы вышли во двор, потом играли в песочнице»",
      },
    },
    {
      id: "m48-72.language.2",
      domain: "language",
      fromMonths: 60,
      text: {
        az: "Fikirlərini «çünki», «amma» kimi sözlərlə bağlayır, məsələn, «Çəkmə geyinirəm, çünki yağış yağır»",
        en: "Joins ideas with words like 'because' or 'but', like 'I'm wearing boots because it's raining'",
        ru: "Связывает мысли словами «потому что», «но», например «Я надену сапоги, потому что идёт дождь»",
      },
    },
    {
      id: "m48-72.language.3",
      domain: "language",
      fromMonths: 60,
      text: {
        az: "İndicə oxuduğunuz nağıl haqqında suallara cavab verir, məsələn, orada kimin olduğunu və ya hara getdiklərini",
        en: "Answers questions about a story you have just read, like who was in it or where they went",
        ru: "Отвечает на вопросы о только что прочитанной сказке, например кто там был или куда они пошли",
      },
    },
    {
      id: "m48-72.language.4",
      domain: "language",
      redFlag: true,
      text: {
        az: "Elə aydın danışır ki, evdə danışdığınız dili bilən ailədən kənar adamlar da dediklərinin çoxunu başa düşürlər",
        en: "Speaks clearly enough that people outside the family who speak your home language understand most of what they say",
        ru: "Говорит достаточно чётко, чтобы люди вне семьи, которые знают ваш домашний язык, понимали большую часть сказанного",
      },
    },
    {
      id: "m48-72.language.6",
      domain: "language",
      toMonths: 59,
      text: {
        az: "Siz tanış mahnını oxuyanda və ya uşaq şeirini deyəndə bəzi sözləri sizinlə birlikdə deyir",
        en: "Joins in a familiar song or rhyme by saying some of the words with you",
        ru: "Подпевает знакомой песенке или произносит вместе с вами некоторые слова знакомого стишка",
      },
    },
    {
      id: "m48-72.language.7",
      domain: "language",
      toMonths: 59,
      text: {
        az: "Baş vermiş bir hadisə haqqında danışır, məsələn, parkda nə gördüyünü",
        en: "Tells you about something that happened, like what they saw at the park",
        ru: "Рассказывает о том, что произошло, например что видел в парке",
      },
    },
    {
      id: "m48-72.language.8",
      domain: "language",
      fromMonths: 60,
      text: {
        az: "Sizinlə söhbəti bir neçə dəfə davam etdirir: cavab verir, özü də sual verir və ya nəsə əlavə edir",
        en: "Keeps a conversation with you going for several turns: answers, then asks something back or adds something",
        ru: "Поддерживает с вами разговор несколько реплик подряд: отвечает, потом сам спрашивает или что-то добавляет",
      },
    },
    {
      id: "m48-72.language.9",
      domain: "language",
      fromMonths: 60,
      text: {
        az: "Qafiyə ilə oynayır: sizin sözünüzə qafiyəli söz tapır, məsələn, «göl — yol», və ya şeirdə qafiyələnən sözləri göstərir",
        en: "Plays with rhymes: finds a word that rhymes with yours, like “moon — spoon”, or points out the words that rhyme in a verse",
        ru: "Играет с рифмами: подбирает слово в рифму к вашему, например «кот — рот», или находит в стишке слова, которые рифмуются",
      },
    },
    {
      id: "m48-72.language.10",
      domain: "language",
      toMonths: 59,
      text: {
        az: "Dörd və ya daha çox sözdən ibarət cümlələrlə danışır, məsələn, «Mən də parka getmək istəyirəm»",
        en: "Talks in sentences of four or more words, like “I want to go to the park too”",
        ru: "Говорит предложениями из четырёх и более слов, например «Я тоже хочу пойти в парк»",
      },
    },
    {
      id: "m48-72.language.11",
      domain: "language",
      toMonths: 59,
      text: {
        az: "Əşyaların nə üçün olduğunu soruşanda cavab verir, məsələn, «Çətir nə üçündür?»",
        en: "Tells you what everyday things are for when you ask, like “What is an umbrella for?”",
        ru: "Объясняет, зачем нужны привычные вещи, когда вы спрашиваете, например «Зачем нужен зонтик?»",
      },
    },
    {
      id: "m48-72.cognitive.1",
      domain: "cognitive",
      toMonths: 59,
      text: {
        az: "Bir neçə rəngin adını bilir: topun qırmızı, vedrənin sarı olduğunu düzgün deyir",
        en: "Knows a few colours by name: can tell you that the ball is red or the bucket is yellow",
        ru: "Знает названия нескольких цветов: правильно говорит, что мяч красный, а ведёрко жёлтое",
      },
    },
    {
      id: "m48-72.cognitive.2",
      domain: "cognitive",
      fromMonths: 60,
      text: {
        az: "Beş əşyaya qədər sayır, hər birinə bir dəfə toxunaraq",
        en: "Counts up to five things, touching each one once",
        ru: "Пересчитывает до пяти предметов, касаясь каждого по одному разу",
      },
    },
    {
      id: "m48-72.cognitive.3",
      domain: "cognitive",
      toMonths: 59,
      text: {
        az: "Bir neçə əşya arasında artıq olanı tapır, məsələn, oyuncaq maşınların arasındakı qaşığı",
        en: "Spots the one that doesn't belong in a small group, like a spoon among toy cars",
        ru: "Находит лишний предмет среди нескольких, например ложку среди игрушечных машинок",
      },
    },
    {
      id: "m48-72.cognitive.4",
      domain: "cognitive",
      toMonths: 59,
      text: {
        az: "Fərq aydın görünəndə iki yığından hansında daha çox əşya olduğunu deyir",
        en: "Says which of two piles has more, when the difference is easy to see",
        ru: "Говорит, в какой из двух кучек больше предметов, когда разница хорошо заметна",
      },
    },
    {
      id: "m48-72.cognitive.5",
      domain: "cognitive",
      fromMonths: 60,
      text: {
        az: "Gündəlik rejimin ardıcıllığını bilir, məsələn, nahardan sonra və ya yatmazdan əvvəl nə olduğunu",
        en: "Knows the order of the day, like what comes after lunch or before bed",
        ru: "Знает распорядок дня: что бывает после обеда или перед сном",
      },
    },
    {
      id: "m48-72.cognitive.6",
      domain: "cognitive",
      toMonths: 59,
      text: {
        az: "Oyuncaqları növünə görə ayırır, məsələn, maşınları bir qutuya, heyvanları başqa qutuya yığır",
        en: "Sorts toys by kind, like cars into one box and animals into another",
        ru: "Раскладывает игрушки по видам, например машинки в одну коробку, а зверей в другую",
      },
    },
    {
      id: "m48-72.cognitive.7",
      domain: "cognitive",
      fromMonths: 60,
      text: {
        az: "1-dən 5-ə qədər yazılmış rəqəmləri göstərəndə bəzilərinin adını deyir",
        en: "Knows some of the written numbers 1 to 5: tells you which one it is when you point at it",
        ru: "Узнаёт некоторые написанные цифры от 1 до 5: говорит, какая это цифра, когда вы на неё показываете",
      },
    },
    {
      id: "m48-72.cognitive.8",
      domain: "cognitive",
      toMonths: 59,
      text: {
        az: "Adam çəkir: başı və ən azı daha iki hissəsi olur, məsələn, qolları və ya ağzı",
        en: "Draws a person with a head and at least two other parts, such as arms or a smile",
        ru: "Рисует человека: голову и ещё хотя бы две части, например руки или рот",
      },
    },
    {
      id: "m48-72.cognitive.9",
      domain: "cognitive",
      fromMonths: 60,
      text: {
        az: "Göstərdiyiniz bir-iki hərfin adını deyir, məsələn, öz adının ilk hərfini",
        en: "Tells you the name of a letter or two you point at, such as the first letter of their own name",
        ru: "Называет одну-две буквы, на которые вы показываете, например первую букву своего имени",
      },
    },
    {
      id: "m48-72.cognitive.10",
      domain: "cognitive",
      fromMonths: 60,
      text: {
        az: "Öz adının bəzi hərflərini yazır, hətta əyri-üyrü olsa da",
        en: "Puts a few letters of their own name on paper by themselves, wobbly or not",
        ru: "Пишет некоторые буквы своего имени, пусть даже неровно",
      },
    },
    {
      id: "m48-72.movement.1",
      domain: "movement",
      fromMonths: 60,
      text: {
        az: "Bir ayaq üstə ardıcıl iki-üç dəfə hoppanır",
        en: "Hops on one foot two or three times in a row",
        ru: "Прыгает на одной ноге два-три раза подряд",
      },
    },
    {
      id: "m48-72.movement.2",
      domain: "movement",
      fromMonths: 60,
      text: {
        az: "Pilləkənlə aşağı ayaqlarını növbə ilə ataraq düşür: bir ayaq bir pilləyə, o biri ayaq növbəti pilləyə (hər pillədə iki ayağını birləşdirmədən)",
        en: "Walks down stairs with feet taking turns: one foot on one step, the other foot on the next (not both feet on each step)",
        ru: "Спускается по лестнице, чередуя ноги: одна нога на одну ступеньку, другая — на следующую (не приставляя ногу к ноге на каждой ступеньке)",
      },
    },
    {
      id: "m48-72.movement.3",
      domain: "movement",
      fromMonths: 54,
      text: {
        az: "Uşaq qayçısı ilə kağızı təxminən düz xətt boyunca kəsir",
        en: "Cuts paper with child-safe scissors, roughly along a straight line",
        ru: "Режет бумагу детскими ножницами примерно по прямой линии",
      },
    },
    {
      id: "m48-72.movement.4",
      domain: "movement",
      toMonths: 59,
      text: {
        az: "Siz artı işarəsi (+) çəkəndən sonra o da belə bir işarə çəkir",
        en: "Draws a plus sign (+) after watching you draw one",
        ru: "Рисует крестик (+) после того, как увидит, как его рисуете вы",
      },
    },
    {
      id: "m48-72.movement.5",
      domain: "movement",
      fromMonths: 54,
      text: {
        az: "Əsasən özü geyinir, yalnız çətin düymə və ya fermuarlarda köməyə ehtiyacı olur",
        en: "Gets dressed mostly alone, needing help only with tricky fastenings",
        ru: "В основном одевается сам, помощь нужна только с трудными застёжками",
      },
    },
    {
      id: "m48-72.movement.6",
      domain: "movement",
      toMonths: 59,
      text: {
        az: "İki addım aralıdan atdığınız yüngül böyük topu çox vaxt tutur",
        en: "Catches a beach ball you throw from two steps away, more often than not",
        ru: "Чаще всего ловит лёгкий большой мяч, который вы бросаете ему с двух шагов",
      },
    },
    {
      id: "m48-72.movement.7",
      domain: "movement",
      toMonths: 59,
      text: {
        az: "Kiçik qabdan stəkana su tökür, yerə çox az daşırır",
        en: "Pours water from a small jug into a cup, spilling only a little",
        ru: "Наливает воду из маленького кувшинчика в чашку, почти не проливая",
      },
    },
  ],
  retiredItems: [
    {
      id: "m48-72.language.5",
      domain: "language",
      text: {
        az: "Qısa bir şeiri və ya mahnını əzbərdən, əvvəlindən axırına qədər deyir və ya oxuyur",
        en: "Says or sings a short rhyme or song all the way through from memory",
        ru: "Рассказывает наизусть короткий стишок или поёт песенку от начала до конца",
      },
    },
  ],
  activities: [
    {
      id: "m48-72.social.a1",
      domain: "social",
      title: {
        az: "Sən kim olacaqsan?",
        en: "Who will you be?",
        ru: "Кем ты будешь?",
      },
      description: {
        az: "Bir neçə əşya verin — şərf, çanta, oyuncaq telefon — və rolları birlikdə razılaşdırın: «Kim həkim olacaq?» Qoy sonra nə olacağını uşağınız özü təklif etsin.",
        en: "Offer a few props, like a scarf, a bag and a toy phone, and agree on roles together: 'Who will be the doctor?' Let your child suggest what happens next.",
        ru: "Дайте несколько вещей — шарф, сумку, игрушечный телефон — и вместе договоритесь о ролях: «Кто будет врачом?» Пусть ребёнок сам предлагает, что будет дальше.",
      },
    },
    {
      id: "m48-72.social.a2",
      domain: "social",
      title: {
        az: "Güzgüdə hisslər",
        en: "Feelings in the mirror",
        ru: "Чувства в зеркале",
      },
      description: {
        az: "Güzgü qarşısında növbə ilə sevincli, kədərli, hirsli və ya təəccüblü sifət düzəldin və bunun hansı hiss olduğunu tapın. Hər birinizin özünü nə vaxt belə hiss etdiyini danışın.",
        en: "Take turns making faces in the mirror, such as happy, sad, angry or surprised, and guess the feeling. Talk about a time when each of you felt that way.",
        ru: "По очереди изображайте перед зеркалом радость, грусть, злость или удивление и угадывайте чувство. Расскажите друг другу, когда вы чувствовали себя так же.",
      },
    },
    {
      id: "m48-72.language.a1",
      domain: "language",
      title: {
        az: "Nağılı yenidən danış",
        en: "Tell the story back",
        ru: "Перескажи сказку",
      },
      description: {
        az: "Qısa bir nağıl oxuyandan sonra uşağınızdan xahiş edin ki, şəkillərə baxa-baxa onu sizə və ya oyuncağa danışsın. Çaşıb dayananda soruşun: «Bəs sonra nə oldu?»",
        en: "After reading a short story, ask your child to tell it back to you or to a toy, using the pictures to help. If they get stuck, ask 'And what happened next?'",
        ru: "Прочитав короткую сказку, попросите ребёнка пересказать её вам или игрушке, глядя на картинки. Если он запнётся, спросите: «А что было дальше?»",
      },
    },
    {
      id: "m48-72.language.a2",
      domain: "language",
      title: {
        az: "«Çünki» oyunu",
        en: "The 'because' game",
        ru: "Игра «потому что»",
      },
      description: {
        az: "Cümləyə başlayın, uşağınız isə onu tamamlasın: «Çətiri götürürəm, çünki…» Növbə ilə oynayın; gülməli cavablar da qəbuldur.",
        en: "Start a sentence and let your child finish it: 'I'm taking an umbrella because…' Take turns, and silly answers are welcome too.",
        ru: "Начните фразу, а ребёнок пусть закончит: «Я беру зонтик, потому что…» Играйте по очереди; смешные ответы тоже годятся.",
      },
    },
    {
      id: "m48-72.cognitive.a1",
      domain: "cognitive",
      title: {
        az: "Süfrədə sayırıq",
        en: "Counting at the table",
        ru: "Считаем за столом",
      },
      description: {
        az: "Süfrəni birlikdə açarkən boşqabları, qaşıqları və çörək dilimlərini hər birinə toxunaraq sayın. Soruşun: «Hamıya qaşıq çatır?»",
        en: "While you lay the table together, count the plates, spoons and slices of bread, touching each one. Ask 'Are there enough spoons for everyone?'",
        ru: "Накрывая на стол вместе, пересчитайте тарелки, ложки и кусочки хлеба, касаясь каждого. Спросите: «Всем хватит ложек?»",
      },
    },
    {
      id: "m48-72.cognitive.a2",
      domain: "cognitive",
      title: {
        az: "Hansı artıqdır?",
        en: "Which one doesn't belong?",
        ru: "Что здесь лишнее?",
      },
      description: {
        az: "Sininin üstünə üç-dörd əşya qoyun ki, biri fərqli olsun, məsələn, üç meyvə və bir corab. Hansının artıq olduğunu və niyə belə düşündüyünü soruşun, sonra qoy uşağınız sizin üçün belə bir sini hazırlasın.",
        en: "Put three or four things on a tray with one that is different, like three pieces of fruit and a sock. Ask which one doesn't belong and why, then let your child make a tray for you.",
        ru: "Положите на поднос три-четыре предмета так, чтобы один отличался, например три фрукта и носок. Спросите, что лишнее и почему, а потом пусть ребёнок соберёт такой поднос для вас.",
      },
    },
    {
      id: "m48-72.movement.a1",
      domain: "movement",
      title: {
        az: "Xanalar üzrə hoppanırıq",
        en: "Hopscotch at home",
        ru: "Классики дома",
      },
      description: {
        az: "Döşəmədə yapışqan lentlə, həyətdə isə təbaşirlə kvadratlar çəkin və onların üzərindən bir və ya iki ayaqla hoppanın. Yeri oyuncaqlardan təmizləyin ki, heç kim sürüşüb yıxılmasın.",
        en: "Mark squares on the floor with tape, or outside with chalk, and hop through them on one foot or two. Clear away toys first so nobody slips.",
        ru: "Сделайте клетки из скотча на полу или нарисуйте их мелом во дворе и прыгайте по ним на одной или на двух ногах. Сначала уберите игрушки, чтобы никто не поскользнулся.",
      },
    },
    {
      id: "m48-72.movement.a2",
      domain: "movement",
      title: {
        az: "Qayçı ilə məşq",
        en: "Snipping practice",
        ru: "Учимся резать ножницами",
      },
      description: {
        az: "Köhnə jurnal səhifələrində və ya kağız zolaqlarında qalın düz xətlər çəkin, uşağınız onları uşaq qayçısı ilə kəssin. Bütün vaxt onun yanında oturun və sonda qayçını yığışdırın.",
        en: "Draw thick straight lines on old magazine pages or strips of paper and let your child snip along them with child-safe scissors. Sit with them the whole time and put the scissors away afterwards.",
        ru: "Нарисуйте толстые прямые линии на страницах старого журнала или полосках бумаги, и пусть ребёнок разрезает их детскими ножницами. Всё это время сидите рядом, а потом уберите ножницы.",
      },
    },
  ],
};

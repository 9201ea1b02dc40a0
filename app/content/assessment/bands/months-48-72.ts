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
      text: {
        az: "Müəyyən bir dostunun adını çəkir və onunla oynamaq istəyir",
        en: "Talks about a particular friend by name and wants to play with them",
        ru: "Рассказывает о каком-то определённом друге, называя его по имени, и хочет с ним играть",
      },
    },
    {
      id: "m48-72.social.4",
      domain: "social",
      text: {
        az: "Gizlənpaç kimi sadə qaydaları olan oyunlar oynayır və əsasən qaydalara əməl edir",
        en: "Plays games with simple rules, like hide-and-seek, and mostly sticks to the rules",
        ru: "Играет в игры с простыми правилами, например в прятки, и в основном эти правила соблюдает",
      },
    },
    {
      id: "m48-72.language.1",
      domain: "language",
      text: {
        az: "Günü haqqında bir neçə əlaqəli cümlə ilə danışır, məsələn, «Əvvəl həyətə çıxdıq, sonra qumla oynadıq»",
        en: "Tells you about their day in a few linked sentences, like 'First we went outside, then we played in the sand'",
        ru: "Рассказывает о своём дне несколькими связанными предложениями, например «Сначала мы вышли во двор, потом играли в песочнице»",
      },
    },
    {
      id: "m48-72.language.2",
      domain: "language",
      text: {
        az: "Fikirlərini «çünki», «amma» kimi sözlərlə bağlayır, məsələn, «Çəkmə geyinirəm, çünki yağış yağır»",
        en: "Joins ideas with words like 'because' or 'but', like 'I'm wearing boots because it's raining'",
        ru: "Связывает мысли словами «потому что», «но», например «Я надену сапоги, потому что идёт дождь»",
      },
    },
    {
      id: "m48-72.language.3",
      domain: "language",
      text: {
        az: "İndicə oxuduğunuz nağıl haqqında suallara cavab verir, məsələn, orada kimin olduğunu və ya hara getdiklərini",
        en: "Answers questions about a story you have just read, like who was in it or where they went",
        ru: "Отвечает на вопросы о только что прочитанной сказке, например кто там был или куда они пошли",
      },
    },
    {
      id: "m48-72.language.4",
      domain: "language",
      text: {
        az: "Elə aydın danışır ki, ailədən kənar adamlar da dediklərinin çoxunu başa düşürlər",
        en: "Speaks clearly enough that people outside the family understand most of what they say",
        ru: "Говорит достаточно чётко, чтобы люди вне семьи понимали большую часть сказанного",
      },
    },
    {
      id: "m48-72.language.5",
      domain: "language",
      text: {
        az: "Qısa bir şeiri və ya mahnını əzbərdən, əvvəlindən axırına qədər deyir və ya oxuyur",
        en: "Says or sings a short rhyme or song all the way through from memory",
        ru: "Рассказывает наизусть короткий стишок или поёт песенку от начала до конца",
      },
    },
    {
      id: "m48-72.cognitive.1",
      domain: "cognitive",
      text: {
        az: "Bir neçə rəngin adını düzgün deyir, məsələn, qırmızı, göy və sarı",
        en: "Names a few colours correctly, like red, blue and yellow",
        ru: "Правильно называет несколько цветов, например красный, синий и жёлтый",
      },
    },
    {
      id: "m48-72.cognitive.2",
      domain: "cognitive",
      text: {
        az: "Beş əşyaya qədər sayır, hər birinə bir dəfə toxunaraq",
        en: "Counts up to five things, touching each one once",
        ru: "Пересчитывает до пяти предметов, касаясь каждого по одному разу",
      },
    },
    {
      id: "m48-72.cognitive.3",
      domain: "cognitive",
      text: {
        az: "Bir neçə əşya arasında artıq olanı tapır, məsələn, oyuncaq maşınların arasındakı qaşığı",
        en: "Spots the one that doesn't belong in a small group, like a spoon among toy cars",
        ru: "Находит лишний предмет среди нескольких, например ложку среди игрушечных машинок",
      },
    },
    {
      id: "m48-72.cognitive.4",
      domain: "cognitive",
      text: {
        az: "Fərq aydın görünəndə iki yığından hansında daha çox əşya olduğunu deyir",
        en: "Says which of two piles has more, when the difference is easy to see",
        ru: "Говорит, в какой из двух кучек больше предметов, когда разница хорошо заметна",
      },
    },
    {
      id: "m48-72.cognitive.5",
      domain: "cognitive",
      text: {
        az: "Gündəlik rejimin ardıcıllığını bilir, məsələn, nahardan sonra və ya yatmazdan əvvəl nə olduğunu",
        en: "Knows the order of the day, like what comes after lunch or before bed",
        ru: "Знает распорядок дня: что бывает после обеда или перед сном",
      },
    },
    {
      id: "m48-72.movement.1",
      domain: "movement",
      text: {
        az: "Bir ayaq üstə ardıcıl iki-üç dəfə hoppanır",
        en: "Hops on one foot two or three times in a row",
        ru: "Прыгает на одной ноге два-три раза подряд",
      },
    },
    {
      id: "m48-72.movement.2",
      domain: "movement",
      text: {
        az: "Pilləkənlə aşağı düşəndə hər pilləyə bir ayaq qoyur",
        en: "Walks down stairs putting one foot on each step",
        ru: "Спускается по лестнице, ставя на каждую ступеньку только одну ногу",
      },
    },
    {
      id: "m48-72.movement.3",
      domain: "movement",
      text: {
        az: "Uşaq qayçısı ilə kağızı təxminən düz xətt boyunca kəsir",
        en: "Cuts paper with child-safe scissors, roughly along a straight line",
        ru: "Режет бумагу детскими ножницами примерно по прямой линии",
      },
    },
    {
      id: "m48-72.movement.4",
      domain: "movement",
      text: {
        az: "Siz artı işarəsi (+) çəkəndən sonra o da belə bir işarə çəkir",
        en: "Draws a plus sign (+) after watching you draw one",
        ru: "Рисует крестик (+) после того, как увидит, как его рисуете вы",
      },
    },
    {
      id: "m48-72.movement.5",
      domain: "movement",
      text: {
        az: "Əsasən özü geyinir, yalnız çətin düymə və ya fermuarlarda köməyə ehtiyacı olur",
        en: "Gets dressed mostly alone, needing help only with tricky fastenings",
        ru: "В основном одевается сам, помощь нужна только с трудными застёжками",
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
        az: "Cümləyə başlayın, uşağınız isə onu tamamlasın: «Çətiri götürürəm, çünki...» Növbə ilə oynayın; gülməli cavablar da qəbuldur.",
        en: "Start a sentence and let your child finish it: 'I'm taking an umbrella because...' Take turns, and silly answers are welcome too.",
        ru: "Начните фразу, а ребёнок пусть закончит: «Я беру зонтик, потому что...» Играйте по очереди; смешные ответы тоже годятся.",
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

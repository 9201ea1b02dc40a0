import type { AgeBand } from "../types";

/** Children aged 24-29 months. */
export const MONTHS_24_29: AgeBand = {
  id: "m24-29",
  minMonths: 24,
  maxMonths: 29,
  items: [
    {
      id: "m24-29.social.2",
      domain: "social",
      text: {
        az: "Sizinlə qarşılıqlı oyun oynayır, məsələn, topu sizə diyirlədir və onun geri qayıtmasını gözləyir",
        en: "Plays a back-and-forth game with you, like rolling a ball to you and waiting for it to come back",
        ru: "Играет с вами «туда-обратно»: например, катит вам мяч и ждёт, когда вы прикатите его обратно",
      },
    },
    {
      id: "m24-29.social.4",
      domain: "social",
      text: {
        az: "Oyunda sizə «yemək» və ya «çay» təklif edir və sizin onu necə «yediyinizə» və ya «içdiyinizə» baxır",
        en: "Offers you pretend food or drink in play and watches you 'eat' or 'drink' it",
        ru: "В игре угощает вас «едой» или «чаем» и смотрит, как вы «едите» или «пьёте»",
      },
    },
    {
      id: "m24-29.social.5",
      domain: "social",
      needsSituation: true,
      text: {
        az: "Hürən it və ya kostyumlu adam kimi tanımadığı bir şeylə rastlaşanda əvvəlcə sizin üzünüzə baxır və siz sakit görünəndə o da sakitləşir",
        en: "Faced with something unfamiliar, like a barking dog or someone in a costume, looks at your face first and settles when you look calm",
        ru: "Встретив что-то незнакомое, например лающую собаку или человека в костюме, сначала смотрит на ваше лицо и успокаивается, если вы спокойны",
      },
    },
    {
      id: "m24-29.social.6",
      domain: "social",
      needsSituation: true,
      text: {
        az: "Başqa uşaq və ya böyük ağlayanda dayanıb ona baxır və ya narahat görünür",
        en: "Stops and looks, or seems concerned, when another child or an adult is crying",
        ru: "Когда другой ребёнок или взрослый плачет, замирает и смотрит на него или выглядит встревоженным",
      },
    },
    {
      id: "m24-29.language.1",
      domain: "language",
      redFlag: true,
      text: {
        az: "İki sözü birləşdirib deyir, məsələn, «ata getdi» və ya «top ver»",
        en: "Puts two words together, like 'daddy gone' or 'want ball'",
        ru: "Соединяет два слова, например «папа ушёл» или «дай мяч»",
      },
    },
    {
      id: "m24-29.language.2",
      domain: "language",
      text: {
        az: "Siz hərəkətin adını çəkəndə uyğun şəkli göstərir, məsələn, «Kim yatır?» və ya «Kim yemək yeyir?»",
        en: "Points to the right picture when you name an action, like 'Who is sleeping?' or 'Who is eating?'",
        ru: "Показывает нужную картинку, когда вы называете действие, например «Кто спит?» или «Кто ест?»",
      },
    },
    {
      id: "m24-29.language.4",
      domain: "language",
      text: {
        az: "İstədiyini təkcə barmaqla göstərərək və ya ağlayaraq deyil, sözlə də bildirir, məsələn, «su» və ya «qucaq»",
        en: "Asks for what they want with words, not only by pointing or crying, like 'water' or 'up'",
        ru: "Просит то, что хочет, словами, а не только жестом или плачем, например «пить» или «на ручки»",
      },
    },
    {
      id: "m24-29.language.5",
      domain: "language",
      text: {
        az: "Tez-tez birlikdə baxdığınız kitabda «Pişik hanı?» deyə soruşanda lazım olan şəklə baxır və ya onu göstərir",
        en: "Looks at or points to the right picture when you ask “Where's the cat?” in a book you often share",
        ru: "В знакомой книжке смотрит на нужную картинку или показывает её, когда вы спрашиваете: «Где киса?»",
      },
    },
    {
      id: "m24-29.language.6",
      domain: "language",
      text: {
        az: "Jestlərdən istifadə edir: məsələn, əli ilə öpüş göndərir, «hə» demək üçün başını tərpədir və ya «şşş» deyə barmağını dodaqlarına qoyur",
        en: 'Uses gestures such as blowing a kiss, nodding for "yes" or putting a finger to the lips for "shh"',
        ru: "Пользуется жестами: например, посылает воздушный поцелуй, кивает в знак «да» или прикладывает палец к губам — «тсс»",
      },
    },
    {
      id: "m24-29.cognitive.1",
      domain: "cognitive",
      text: {
        az: "Oyunda iki xəyali hərəkəti ardıcıl edir, məsələn, qazanda nəsə qarışdırır, sonra ayıcığı «yedizdirir»",
        en: "Does two pretend actions one after the other, like stirring a pot and then 'feeding' a teddy",
        ru: "В игре понарошку делает два действия подряд, например помешивает в кастрюльке, а потом «кормит» мишку",
      },
    },
    {
      id: "m24-29.cognitive.2",
      domain: "cognitive",
      text: {
        az: "Fotoşəkildə özünü tanıyır: özünü göstərir və ya adını deyir",
        en: "Recognises themselves in a photo, pointing to themselves or saying their name",
        ru: "Узнаёт себя на фотографии: показывает на себя или называет своё имя",
      },
    },
    {
      id: "m24-29.cognitive.3",
      domain: "cognitive",
      text: {
        az: "Ən azı bir sadə fiquru uyğun yuvaya salır, məsələn, dairəvi hissəni dairəvi deşiyə",
        en: "Fits at least one simple shape into its matching hole, like a round piece into a round hole",
        ru: "Вставляет хотя бы одну простую фигуру в подходящее отверстие, например круглую деталь в круглое",
      },
    },
    {
      id: "m24-29.cognitive.4",
      domain: "cognitive",
      text: {
        az: "Oyuncağı uyğun şəkillə tutuşdurur, məsələn, oyuncaq pişiyi pişik şəklinin üstünə qoyur",
        en: "Matches a toy to its picture, like putting a toy cat on a picture of a cat",
        ru: "Сопоставляет игрушку с картинкой, например кладёт игрушечную кошку на изображение кошки",
      },
    },
    {
      id: "m24-29.movement.1",
      domain: "movement",
      text: {
        az: "Qaçır və çox vaxt yıxılmadan dayana bilir",
        en: "Runs, and can usually stop without falling over",
        ru: "Бегает и обычно может остановиться, не упав",
      },
    },
    {
      id: "m24-29.movement.2",
      domain: "movement",
      text: {
        az: "Ayaq üstə durub böyük topu ayağı ilə irəli vurur",
        en: "Kicks a large ball forward while standing",
        ru: "Стоя, бьёт ногой по большому мячу так, что тот катится вперёд",
      },
    },
    {
      id: "m24-29.movement.3",
      domain: "movement",
      text: {
        az: "Məhəccərdən və ya sizin əlinizdən tutaraq pilləkənlə yuxarı qalxır",
        en: "Walks up stairs holding the rail or your hand",
        ru: "Поднимается по лестнице, держась за перила или за вашу руку",
      },
    },
    {
      id: "m24-29.movement.4",
      domain: "movement",
      text: {
        az: "Dörd və ya daha çox kubikdən qüllə qurur",
        en: "Builds a tower of four or more blocks",
        ru: "Строит башню из четырёх и более кубиков",
      },
    },
    {
      id: "m24-29.movement.5",
      domain: "movement",
      text: {
        az: "Bir neçə addım arxaya yeriyir, məsələn, oyuncağı özü ilə dartanda",
        en: "Walks backwards a few steps, for example while pulling a toy along",
        ru: "Делает несколько шагов назад, например когда тянет за собой игрушку",
      },
    },
  ],
  retiredItems: [
    {
      id: "m24-29.social.1",
      domain: "social",
      text: {
        az: "Başqa uşağın yanında oxşar oyuncaqlarla oynayır, arabir ona oyuncaq uzadır və ya ondan oyuncaq götürür",
        en: "Plays next to another child with similar toys, now and then offering a toy or taking one",
        ru: "Играет рядом с другим ребёнком похожими игрушками, время от времени протягивает ему игрушку или берёт у него",
      },
    },
    {
      id: "m24-29.social.3",
      domain: "social",
      text: {
        az: "Birlikdə yığışdıranda oyuncaqları yerinə qoymağa kömək edir",
        en: "Helps put toys away when you tidy up together",
        ru: "Помогает убирать игрушки, когда вы наводите порядок вместе",
      },
    },
    {
      id: "m24-29.language.3",
      domain: "language",
      text: {
        az: "Siz şəkilli kitabda «Bu nədir?» deyə soruşanda bəzi tanış şeylərin adını deyir",
        en: "Names some familiar things in a picture book when you ask 'What's this?'",
        ru: "Называет знакомые предметы на картинках в книжке, когда вы спрашиваете «Что это?»",
      },
    },
  ],
  activities: [
    {
      id: "m24-29.social.a1",
      domain: "social",
      title: {
        az: "Yığışdırma mahnısı",
        en: "Tidy-up song",
        ru: "Песенка для уборки",
      },
      description: {
        az: "Oyuncaqları birlikdə yığışdıranda hər dəfə eyni qısa mahnını oxuyun və uşağınıza bir-bir oyuncaq verin ki, qutuya qoysun. Mahnı bitənə qədər hamısını yığmağa çalışın.",
        en: "Each time you put toys away together, sing the same short song and hand your child one toy at a time to drop in the box. Try to finish before the song ends.",
        ru: "Каждый раз, когда вы вместе убираете игрушки, пойте одну и ту же короткую песенку и давайте ребёнку по одной игрушке, чтобы он клал их в коробку. Постарайтесь успеть, пока песенка не закончилась.",
      },
    },
    {
      id: "m24-29.social.a2",
      domain: "social",
      title: {
        az: "Növbə ilə top diyirlədirik",
        en: "Rolling the ball in turns",
        ru: "Катаем мяч по очереди",
      },
      description: {
        az: "Yerdə üz-üzə oturun və topu bir-birinizə diyirlədin, hər dəfə «indi sənin növbəndir, indi mənim» deyin. İmkan olanda qardaş-bacını və ya başqa bir uşağı da oyuna qoşun.",
        en: "Sit facing each other on the floor and roll a ball back and forth, saying 'your turn, my turn' each time. When you can, let a brother, sister or another child join in.",
        ru: "Сядьте на пол друг напротив друга и катайте мяч туда-обратно, приговаривая «твоя очередь — моя очередь». Когда есть возможность, позовите в игру брата, сестру или другого ребёнка.",
      },
    },
    {
      id: "m24-29.language.a1",
      domain: "language",
      title: {
        az: "Kim nə edir?",
        en: "Who is doing what?",
        ru: "Кто что делает?",
      },
      description: {
        az: "Kitablarda və ya ailə fotolarında soruşun: «Kim yatır? Kim yeyir?» Uşağınız göstərsin, sonra o hərəkəti birlikdə oyunla göstərin: xoruldayın, ağzınızı marçıldadın.",
        en: "In books or family photos, ask 'Who is sleeping? Who is eating?' and let your child point. Then act the action out together: snore, or munch noisily.",
        ru: "В книжках или на семейных фотографиях спрашивайте: «Кто спит? Кто ест?» — и пусть ребёнок показывает. Потом изобразите это действие вместе: похрапите или громко почавкайте.",
      },
    },
    {
      id: "m24-29.language.a2",
      domain: "language",
      title: {
        az: "Şəkilli kitabla söhbət",
        en: "Picture book chat",
        ru: "Разговор по картинкам",
      },
      description: {
        az: "5-10 dəqiqə birlikdə şəkilli kitaba baxın. Şəkilləri göstərib adlarını deyin, «Bu nədir?» deyə soruşun və sözü özünüz deməzdən əvvəl uşağınıza cavab vermək üçün bir neçə saniyə vaxt verin.",
        en: "Look at a picture book together for 5-10 minutes. Point to things and name them, ask 'What's this?', and wait a few seconds for your child to answer before you say the word yourself.",
        ru: "Посмотрите вместе книжку с картинками 5-10 минут. Показывайте и называйте предметы, спрашивайте «Что это?» и ждите несколько секунд, чтобы ребёнок успел ответить, прежде чем сказать слово самим.",
      },
    },
    {
      id: "m24-29.cognitive.a1",
      domain: "cognitive",
      title: {
        az: "Şəklini tap",
        en: "Find its picture",
        ru: "Найди картинку",
      },
      description: {
        az: "Yerə bir neçə tanış əşya qoyun — qaşıq, corab, oyuncaq maşın — və telefonunuzda onların şəkillərini göstərin. Hər şəkildən sonra uşağınız uyğun əşyanı tapıb gətirsin.",
        en: "Put a few familiar things on the floor, such as a spoon, a sock and a toy car, and show photos of them on your phone. After each photo, let your child find and bring the matching thing.",
        ru: "Положите на пол несколько знакомых вещей — ложку, носок, игрушечную машинку — и показывайте их фотографии на телефоне. После каждой фотографии пусть ребёнок находит и приносит нужную вещь.",
      },
    },
    {
      id: "m24-29.cognitive.a2",
      domain: "cognitive",
      title: {
        az: "Poçt qutusu",
        en: "Posting box",
        ru: "Почтовый ящик",
      },
      description: {
        az: "Ayaqqabı qutusunun qapağında dairəvi deşik və enli yarıq kəsin. Uşağınız ora böyük qapaqlar, bükülmüş corablar və ya kartondan kəsilmiş dairələr atsın; ağıza sığa biləcək xırda əşyalar verməyin.",
        en: "Cut a round hole and a wide slot in the lid of a shoebox. Let your child post large jar lids, rolled-up socks or card circles through them; avoid anything small enough to fit in the mouth.",
        ru: "Вырежьте в крышке обувной коробки круглое отверстие и широкую щель. Пусть ребёнок опускает туда большие крышки от банок, свёрнутые носки или кружки из картона; не давайте предметов, которые помещаются в рот.",
      },
    },
    {
      id: "m24-29.movement.a1",
      domain: "movement",
      title: {
        az: "Məni təkrarla",
        en: "Follow the leader",
        ru: "Повторяй за мной",
      },
      description: {
        az: "Otaqda və ya həyətdə gəzin, uşağınız sizi təkrarlasın: iri addımlar, ayaqların ucunda yeriş, bir neçə addım geri, qaçış və «dur!» deyəndə dayanmaq. Sonra rolları dəyişin: o göstərsin, siz təkrarlayın.",
        en: "Walk around the room or yard and let your child copy you: big steps, tiptoes, a few steps backwards, running and stopping when you say 'Stop!' Then let them lead.",
        ru: "Ходите по комнате или двору, а ребёнок пусть повторяет: большие шаги, на носочках, несколько шагов назад, бег и остановка по команде «Стоп!» Потом пусть ведущим будет он.",
      },
    },
    {
      id: "m24-29.movement.a2",
      domain: "movement",
      title: {
        az: "Qapıya vur!",
        en: "Kick it into the goal",
        ru: "Забей гол!",
      },
      description: {
        az: "İki ayaqqabıdan və ya yan üstə qoyulmuş qutudan qapı düzəldin və növbə ilə böyük yumşaq topu ora vurun. Alındıqca topu qapıdan bir az uzağa qoyun.",
        en: "Make a goal from two shoes or a box on its side and take turns kicking a large soft ball into it. Move the ball a little further back as it gets easier.",
        ru: "Сделайте ворота из двух ботинок или положенной на бок коробки и по очереди забивайте туда большой мягкий мяч. Когда станет получаться, отодвигайте мяч чуть дальше.",
      },
    },
  ],
};

import type { AgeBand } from "../types";

/** Babies aged 8-9 months. */
export const MONTHS_08_09: AgeBand = {
  id: "m08-09",
  minMonths: 8,
  maxMonths: 9,
  items: [
    {
      id: "m08-09.social.1",
      domain: "social",
      text: {
        az: "Tanımadığı adamlardan çəkinir, sizə qısılır və ya üzünü yana çevirir",
        en: "Is shy or wary with people they don't know and may cling to you or turn away",
        ru: "Стесняется или настораживается при незнакомых людях: может прижаться к вам или отвернуться",
      },
    },
    {
      id: "m08-09.social.2",
      domain: "social",
      text: {
        az: "Otaqdan çıxdığınızı hiss edir: sizi axtarır, narahat olur və ya arxanızca getməyə çalışır",
        en: "Notices when you leave the room – looks for you, fusses or tries to follow",
        ru: "Замечает, когда вы выходите из комнаты: ищет вас взглядом, хнычет или пытается последовать за вами",
      },
    },
    {
      id: "m08-09.social.3",
      domain: "social",
      text: {
        az: "Əllərinizlə üzünüzü gizlədib yenidən göstərəndə gülür və ya sevinir",
        en: "Laughs or gets excited when you hide your face behind your hands and pop out again",
        ru: "Смеётся или радуется, когда вы прячете лицо в ладонях и снова показываетесь",
      },
    },
    {
      id: "m08-09.language.1",
      domain: "language",
      redFlag: true,
      text: {
        az: "«Ba-ba-ba» və ya «da-da-da» kimi hecaları dalbadal təkrarlayır",
        en: "Babbles strings of sounds like “ba-ba-ba” or “da-da-da”",
        ru: "Лепечет цепочки слогов, например «ба-ба-ба» или «да-да-да»",
      },
    },
    {
      id: "m08-09.language.2",
      domain: "language",
      redFlag: true,
      text: {
        az: "Adını çəkəndə başını qaldırıb sizə baxır və ya sizə tərəf dönür",
        en: "Looks up or turns toward you when you say their name",
        ru: "Поднимает взгляд или поворачивается к вам, когда вы называете его по имени",
      },
    },
    {
      id: "m08-09.language.3",
      domain: "language",
      text: {
        az: "Diqqətinizi cəlb etmək üçün səsini ucaldıb sizi çağırır",
        en: "Calls out with their voice to get your attention",
        ru: "Подаёт голос, чтобы привлечь ваше внимание",
      },
    },
    {
      id: "m08-09.language.4",
      domain: "language",
      text: {
        az: "Sevimli mahnını və ya şeiri tanıyır: başlayanda gülümsəyir, yerində hoppanır və ya diqqətlə susur",
        en: "Knows a favourite song or rhyme – smiles, bounces or goes still when it starts",
        ru: "Узнаёт любимую песенку или потешку: когда она начинается, улыбается, подпрыгивает или замирает",
      },
    },
    {
      id: "m08-09.cognitive.1",
      domain: "cognitive",
      text: {
        az: "Yerə düşən oyuncağı gözləri ilə axtarır",
        en: "Looks for a toy that has dropped to the floor",
        ru: "Ищет взглядом игрушку, упавшую на пол",
      },
    },
    {
      id: "m08-09.cognitive.2",
      domain: "cognitive",
      text: {
        az: "Yarısı parçanın altında gizlədilmiş oyuncağı götürmək üçün parçanı çəkib götürür",
        en: "Pulls a cloth away to get a toy that is partly hidden under it",
        ru: "Стягивает платок, чтобы достать игрушку, наполовину спрятанную под ним",
      },
    },
    {
      id: "m08-09.cognitive.3",
      domain: "cognitive",
      text: {
        az: "Oyuncağı müxtəlif yollarla araşdırır: çevirir, silkələyir, nəyəsə vurur, yerə atır",
        en: "Explores a toy in different ways: turns it over, shakes it, bangs it, drops it",
        ru: "Изучает игрушку по-разному: переворачивает, трясёт, стучит ею, бросает",
      },
    },
    {
      id: "m08-09.cognitive.4",
      domain: "cognitive",
      text: {
        az: "Karton səhifəli kitabı göstərəndə şəkillərə maraqla baxır",
        en: "Looks with interest at the pictures when you show them a board book",
        ru: "С интересом разглядывает картинки, когда вы показываете ему книжку с картонными страницами",
      },
    },
    {
      id: "m08-09.movement.1",
      domain: "movement",
      redFlag: true,
      text: {
        az: "Dəstəksiz yerdə oturub oyuncaqla oynayır",
        en: "Sits on the floor without support while playing with a toy",
        ru: "Сидит на полу без опоры и играет с игрушкой",
      },
    },
    {
      id: "m08-09.movement.2",
      domain: "movement",
      text: {
        az: "Oyuncağı bir əlindən digər əlinə keçirir",
        en: "Passes a toy from one hand to the other",
        ru: "Перекладывает игрушку из одной руки в другую",
      },
    },
    {
      id: "m08-09.movement.3",
      domain: "movement",
      text: {
        az: "Yumşaq yemək tikəsini barmaqları və ovcu ilə götürür",
        en: "Picks up a piece of soft food using their fingers and palm",
        ru: "Сгребает пальчиками и берёт в ладошку кусочек мягкой еды",
      },
    },
    {
      id: "m08-09.movement.4",
      domain: "movement",
      text: {
        az: "Yerdəki oyuncağa çatmaq üçün yumbalanır, qarnı üstə sürünür və ya iməkləyir",
        en: "Gets to a toy on the floor by rolling, wriggling, creeping or crawling",
        ru: "Добирается до игрушки на полу: перекатывается, ползёт на животе или на четвереньках",
      },
    },
  ],
  retiredItems: [],
  activities: [
    {
      id: "m08-09.social.a1",
      domain: "social",
      title: {
        az: "Qısa ayrılıqlar",
        en: "Little goodbyes",
        ru: "Короткие расставания",
      },
      description: {
        az: "Körpəniz təhlükəsiz yerdə olanda ona «Mətbəxə gedirəm, indi qayıdacağam» deyin, qonşu otaqdan onunla danışmağa davam edin və gülümsəyərək qayıdın. Vidalaşmanı qısa və sakit edin.",
        en: "While your baby is somewhere safe, tell them “I'm going to the kitchen, I'll be right back”, keep talking to them from the next room and come back with a smile. Keep goodbyes short and calm.",
        ru: "Пока малыш в безопасном месте, скажите ему: «Я на кухню, сейчас вернусь», продолжайте разговаривать с ним из соседней комнаты и возвращайтесь с улыбкой. Прощайтесь коротко и спокойно.",
      },
    },
    {
      id: "m08-09.social.a2",
      domain: "social",
      title: {
        az: "Topu bir-birinə diyirlədin",
        en: "Roll the ball to each other",
        ru: "Катаем мяч друг другу",
      },
      description: {
        az: "Körpənizlə üzbəüz oturun və yumşaq topu yavaşca ona tərəf diyirlədin; topu geri itələməsinə kömək edin. Hər növbəni sevinclə qarşılayın.",
        en: "Sit facing your baby and gently roll a soft ball to them; help them push it back to you. Cheer each turn.",
        ru: "Сядьте напротив малыша и мягко прокатите к нему мячик; помогите ему оттолкнуть мяч обратно. Радуйтесь каждому ходу.",
      },
    },
    {
      id: "m08-09.language.a1",
      domain: "language",
      title: {
        az: "Baxdığının adını deyin",
        en: "Name what they look at",
        ru: "Называйте то, что он видит",
      },
      description: {
        az: "Körpəniz nəyəsə baxanda və ya ona əl uzadanda onun adını sadəcə deyin: «Pişik! Miyav-miyav.» Onu yönləndirmək əvəzinə, maraqlandığı şeyin ardınca gedin.",
        en: "When your baby looks at or reaches for something, simply name it: “Cat! Meow-meow.” Follow what interests them rather than steering them.",
        ru: "Когда малыш смотрит на что-то или тянется к чему-то, просто назовите это: «Кошка! Мяу-мяу». Следуйте за его интересом, а не направляйте его.",
      },
    },
    {
      id: "m08-09.language.a2",
      domain: "language",
      title: {
        az: "Hərəkətli mahnılar",
        en: "Songs with actions",
        ru: "Песенки с движениями",
      },
      description: {
        az: "Qısa mahnı və ya şeiri hər dəfə eyni hərəkətlərlə – əl çalaraq və ya dizinizdə yüngülcə hoppandıraraq – oxuyun. Tanış yerdən əvvəl dayanın və baxın, körpəniz davam istəyirmiş kimi tərpənir və ya səs çıxarırmı.",
        en: "Sing a short song or rhyme with the same movements every time, such as clapping or gently bouncing your baby on your knee. Pause before a familiar part and see whether they move or make a sound to ask for more.",
        ru: "Пойте короткую песенку или потешку каждый раз с одними и теми же движениями — хлопками или лёгким покачиванием на коленях. Сделайте паузу перед знакомым местом и посмотрите, подаст ли малыш движением или звуком знак, что хочет продолжения.",
      },
    },
    {
      id: "m08-09.cognitive.a1",
      domain: "cognitive",
      title: {
        az: "Yarıgizli oyuncaq",
        en: "The half-hidden toy",
        ru: "Игрушка под полотенцем",
      },
      description: {
        az: "Körpəniz baxarkən oyuncağı kiçik dəsmalın altına qoyun ki, bir hissəsi görünsün. «Oyuncaq hanı?» deyə soruşun və dəsmalı çəkəndə sevinin; oyunu başa düşdükcə oyuncağı bir az daha çox gizlədin.",
        en: "While your baby watches, put a toy under a small towel with part of it showing. Ask “Where's the toy?” and cheer when they pull the towel off; hide it a little more as they get the idea.",
        ru: "Пока малыш смотрит, положите игрушку под небольшое полотенце так, чтобы часть её выглядывала. Спросите: «Где игрушка?» — и порадуйтесь, когда он стянет полотенце; когда он поймёт игру, прячьте игрушку чуть больше.",
      },
    },
    {
      id: "m08-09.cognitive.a2",
      domain: "cognitive",
      title: {
        az: "Xəzinə səbəti",
        en: "A treasure basket",
        ru: "Корзинка сокровищ",
      },
      description: {
        az: "Səbətə udula bilməyəcək qədər böyük bir neçə təhlükəsiz məişət əşyası qoyun: taxta qaşıq, kiçik qazan, plastik stəkan, parça salfet. Körpənizin yanında oturun və qoy onları öz tempində araşdırsın.",
        en: "Fill a basket with a few safe household things that are too big to swallow: a wooden spoon, a small pan, a plastic cup, a cloth napkin. Sit with your baby and let them explore at their own pace.",
        ru: "Сложите в корзинку несколько безопасных домашних вещей, слишком крупных, чтобы их проглотить: деревянную ложку, маленькую кастрюльку, пластиковый стаканчик, тканевую салфетку. Сядьте рядом и дайте малышу исследовать их в своём темпе.",
      },
    },
    {
      id: "m08-09.movement.a1",
      domain: "movement",
      title: {
        az: "Oturub əl uzatmaq",
        en: "Reaching while sitting",
        ru: "Тянемся сидя",
      },
      description: {
        az: "Körpəniz yerdə oturanda oyuncaqları onun hər iki yanına və bir az qarşısına qoyun ki, dönüb əlini uzatsın. Arxasına yastıq qoyun və yaxında olun.",
        en: "When your baby is sitting on the floor, place toys a little to each side and slightly in front so they turn and reach. Put a cushion behind them and stay close.",
        ru: "Когда малыш сидит на полу, раскладывайте игрушки немного по бокам и чуть впереди, чтобы он поворачивался и тянулся к ним. Подложите сзади подушку и будьте рядом.",
      },
    },
    {
      id: "m08-09.movement.a2",
      domain: "movement",
      title: {
        az: "Gəl, götür!",
        en: "Come and get it",
        ru: "Доберись до меня",
      },
      description: {
        az: "Sevimli oyuncaqla körpənizdən bir az aralıda yerə uzanın və onu necə bacarırsa, elə sizə tərəf gəlməyə həvəsləndirin. Əvvəlcə döşəməni xırda əşyalardan təmizləyin.",
        en: "Lie on the floor a short distance from your baby with a favourite toy and encourage them to come to you any way they can. Clear the floor of small objects first.",
        ru: "Лягте на пол недалеко от малыша с его любимой игрушкой и подбодрите его добраться до вас любым способом. Сначала уберите с пола все мелкие предметы.",
      },
    },
  ],
};

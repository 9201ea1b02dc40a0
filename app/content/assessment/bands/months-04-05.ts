import type { AgeBand } from "../types";

/** Babies aged 4-5 months. */
export const MONTHS_04_05: AgeBand = {
  id: "m04-05",
  minMonths: 4,
  maxMonths: 5,
  items: [
    {
      id: "m04-05.social.1",
      domain: "social",
      text: {
        az: "Ona gülümsəyib danışanda cavabında gülümsəyir",
        en: "Breaks into a smile when you smile and chat to them",
        ru: "Улыбается в ответ, когда вы улыбаетесь и разговариваете с ним",
      },
    },
    {
      id: "m04-05.social.2",
      domain: "social",
      text: {
        az: "Tanış adam yaxınlaşanda canlanır: ayaqlarını təpir, qollarını yelləyir və ya gülümsəyir",
        en: "Livens up when a familiar person comes close – kicks, waves their arms or smiles",
        ru: "Оживляется, когда подходит знакомый человек: дрыгает ножками, машет ручками или улыбается",
      },
    },
    {
      id: "m04-05.social.4",
      domain: "social",
      text: {
        az: "Xoşladığı üz-üzə oyun dayananda narazı görünür və ya nazlanır",
        en: "Looks unhappy or fusses when a fun face-to-face game stops",
        ru: "Огорчается или хнычет, когда прекращается весёлая игра лицом к лицу",
      },
    },
    {
      id: "m04-05.social.5",
      domain: "social",
      text: {
        az: "Onu güldürməyə çalışanda sevinclə zümzümə edir, qışqırır və ya xısın-xısın gülür",
        en: "Coos, squeals or gives a little chuckle when you try to make them laugh",
        ru: "Гулит, взвизгивает или тихонько посмеивается, когда вы пытаетесь его рассмешить",
      },
    },
    {
      id: "m04-05.language.1",
      domain: "language",
      text: {
        az: "«A-a-a», «u-u-u» kimi uzun, yumşaq səslər çıxarır",
        en: "Makes long, soft vowel sounds like “aah” and “ooh”",
        ru: "Гулит: тянет нараспев мягкие звуки вроде «а-а-а» и «у-у-у»",
      },
    },
    {
      id: "m04-05.language.2",
      domain: "language",
      text: {
        az: "Üz-üzə söhbət edəndə səsinizə öz səsləri ilə cavab verir",
        en: "Answers your voice with sounds of their own when you chat face to face",
        ru: "Когда вы разговариваете с ним лицом к лицу, отвечает на ваш голос своими звуками",
      },
    },
    {
      id: "m04-05.language.3",
      domain: "language",
      text: {
        az: "Yan tərəfdən danışanda başını səsinizə tərəf çevirir",
        en: "Turns their head toward your voice when you speak from one side",
        ru: "Поворачивает голову на ваш голос, когда вы говорите сбоку",
      },
    },
    {
      id: "m04-05.cognitive.1",
      domain: "cognitive",
      text: {
        az: "Öz əllərinə baxır, onları üzünün qarşısında tərpədir",
        en: "Watches their own hands and moves them about in front of their face",
        ru: "Разглядывает свои ручки, водит ими перед лицом",
      },
    },
    {
      id: "m04-05.cognitive.2",
      domain: "cognitive",
      text: {
        az: "Oyuncağı yavaşca bir tərəfdən o biri tərəfə aparanda onu gözləri və başı ilə axıradək izləyir",
        en: "Follows a toy with their eyes and head as you move it slowly from one side all the way to the other",
        ru: "Следит глазами и поворотом головы за игрушкой, которую вы медленно проводите из одной стороны в другую",
      },
    },
    {
      id: "m04-05.cognitive.3",
      domain: "cognitive",
      text: {
        az: "Tanış olmaq üçün oyuncağı və ya barmaqlarını ağzına aparır",
        en: "Brings a toy or their fingers to their mouth to explore them",
        ru: "Тянет в рот игрушку или пальцы, чтобы их «изучить»",
      },
    },
    {
      id: "m04-05.cognitive.4",
      domain: "cognitive",
      text: {
        az: "Siz otaqda hərəkət edəndə sizi gözləri ilə izləyir",
        en: "Follows you with their eyes as you move around the room",
        ru: "Провожает вас взглядом, когда вы ходите по комнате",
      },
    },
    {
      id: "m04-05.movement.1",
      domain: "movement",
      redFlag: true,
      text: {
        az: "Onu dik vəziyyətdə gəzdirəndə başını sabit saxlayır",
        en: "Holds their head steady when you carry them upright",
        ru: "Уверенно держит голову, когда вы носите его вертикально",
      },
    },
    {
      id: "m04-05.movement.2",
      domain: "movement",
      text: {
        az: "Qarnı üstə uzananda dirsəklərinə dayanaraq başını və sinəsini qaldırır",
        en: "Props up on their forearms and lifts their head and chest during tummy time",
        ru: "Лёжа на животе, опирается на предплечья и приподнимает голову и грудь",
      },
    },
    {
      id: "m04-05.movement.3",
      domain: "movement",
      text: {
        az: "Əlinə verdiyiniz çıngırdağı və ya yumşaq oyuncağı bir müddət tutub saxlayır",
        en: "Holds on to a rattle or soft toy for a little while when you put it in their hand",
        ru: "Какое-то время держит погремушку или мягкую игрушку, которую вы вложили ему в руку",
      },
    },
    {
      id: "m04-05.movement.4",
      domain: "movement",
      text: {
        az: "Üstündən və ya qarşısından asılan oyuncağa əli ilə vurmağa çalışır",
        en: "Swipes at a toy hanging above or in front of them",
        ru: "Пытается ударить ручкой по игрушке, висящей над ним или перед ним",
      },
    },
  ],
  retiredItems: [
    {
      id: "m04-05.social.3",
      domain: "social",
      text: {
        az: "Oynayarkən, məsələn, yüngülcə qıdıqlayanda və ya gülməli səslər çıxaranda səsli gülür",
        en: "Laughs out loud during play, for example at a gentle tickle or a funny noise",
        ru: "Смеётся вслух во время игры, например когда вы легонько щекочете его или издаёте смешные звуки",
      },
    },
  ],
  activities: [
    {
      id: "m04-05.social.a1",
      domain: "social",
      title: {
        az: "Əvvəl sən, sonra mən",
        en: "Your turn, my turn",
        ru: "Сначала ты, потом я",
      },
      description: {
        az: "Üz-üzə oturun, körpənizin səslərini və üz ifadələrini təkrarlayın, sonra gözləyin. Gülümsəyəndə və ya səs çıxaranda gülümsəyib cavab verin – qısa bir «söhbət» kifayətdir.",
        en: "Sit face to face, copy your baby's sounds and expressions, then wait. When they smile or coo, smile and answer back – a short back-and-forth is plenty.",
        ru: "Сядьте лицом к малышу, повторяйте его звуки и выражения лица и ждите. Когда он улыбнётся или загулит, улыбнитесь и ответьте — короткой «беседы» вполне достаточно.",
      },
    },
    {
      id: "m04-05.social.a2",
      domain: "social",
      title: {
        az: "Qıdıqlama ilə bitən şeir",
        en: "A rhyme with a tickle",
        ru: "Стишок с щекоткой",
      },
      description: {
        az: "Qarnına və ya ayaqlarına yüngül qıdıqlama ilə bitən qısa bir şeir söyləyin. Qıdıqlamadan əvvəl bir az gözləyin ki, körpəniz nə olacağını gözləsin; bəs edəndə oyunu dayandırın.",
        en: "Say a short rhyme that ends with a gentle tickle on the tummy or feet. Pause just before the tickle so your baby can feel it coming, and stop when they have had enough.",
        ru: "Рассказывайте короткий стишок, который заканчивается лёгкой щекоткой животика или пяточек. Перед щекоткой сделайте паузу, чтобы малыш успел её предвкусить, и остановитесь, когда ему хватит.",
      },
    },
    {
      id: "m04-05.language.a1",
      domain: "language",
      title: {
        az: "Səs-səsə söhbət",
        en: "Cooing conversations",
        ru: "Беседа гулением",
      },
      description: {
        az: "Körpəniz səs çıxaranda həmin səsi təkrarlayın və növbəti səs üçün bir neçə saniyə gözləyin. Mehriban, ahəngli səslə danışın, üzünüzü ona yaxın tutun.",
        en: "When your baby makes a sound, copy it back and wait a few seconds for another one. Use a warm, sing-song voice and keep your face close.",
        ru: "Когда малыш издаёт звук, повторите его и подождите несколько секунд следующего. Говорите тёплым, напевным голосом и держите лицо поближе к нему.",
      },
    },
    {
      id: "m04-05.language.a2",
      domain: "language",
      title: {
        az: "Səs haradan gəlir?",
        en: "Where's that sound?",
        ru: "Откуда звук?",
      },
      description: {
        az: "Körpənizin bir tərəfində durub adını yavaşca çağırın və ya çıngırdağı silkələyin. Başını çevirməsi üçün ona vaxt verin, sonra gülümsəyib səsin haradan gəldiyini göstərin; digər tərəfdən də təkrarlayın.",
        en: "Stand to one side of your baby and softly call their name or shake a rattle. Give them time to turn, then smile and show them where the sound came from; try the other side too.",
        ru: "Встаньте сбоку от малыша и тихо позовите его по имени или потрясите погремушкой. Дайте ему время повернуться, затем улыбнитесь и покажите, откуда был звук; повторите с другой стороны.",
      },
    },
    {
      id: "m04-05.cognitive.a1",
      domain: "cognitive",
      title: {
        az: "Oyuncağın ardınca",
        en: "Follow the toy",
        ru: "Следим за игрушкой",
      },
      description: {
        az: "Körpənizi arxası üstə uzadın və rəngli oyuncağı üzündən təxminən 30 sm yuxarıda yavaşca bir tərəfdən o biri tərəfə qövs şəklində aparın. Qoy ona baxsın və ya əlini uzatsın; bir neçə dəfə kifayətdir.",
        en: "Lay your baby on their back and slowly move a colourful toy in an arc from one side to the other, about 30 cm above their face. Let them watch it or reach for it; a few passes are enough.",
        ru: "Положите малыша на спинку и медленно проведите яркую игрушку дугой из стороны в сторону примерно в 30 см над его лицом. Пусть он следит за ней или тянется к ней; нескольких раз достаточно.",
      },
    },
    {
      id: "m04-05.cognitive.a2",
      domain: "cognitive",
      title: {
        az: "Müxtəlif toxunuşlar",
        en: "Different things to feel",
        ru: "Разные на ощупь",
      },
      description: {
        az: "Körpənizə müxtəlif toxunuşlu təhlükəsiz əşyalara toxunmağa və onları tutmağa imkan verin: yumşaq parça, hamar taxta qaşıq, xışıltılı parça oyuncaq. Araşdırarkən hər birinin adını deyin; əşyalar təmiz və udula bilməyəcək qədər böyük olsun.",
        en: "Let your baby touch and hold safe things that feel different: a soft cloth, a smooth wooden spoon, a crinkly fabric toy. Name each one as they explore it; everything should be clean and too big to swallow.",
        ru: "Давайте малышу потрогать и подержать безопасные предметы, разные на ощупь: мягкую ткань, гладкую деревянную ложку, шуршащую тканевую игрушку. Называйте каждый предмет, пока он его изучает; всё должно быть чистым и слишком крупным, чтобы проглотить.",
      },
    },
    {
      id: "m04-05.movement.a1",
      domain: "movement",
      title: {
        az: "Qarın üstə maraqlı vaxt",
        en: "Tummy time with a view",
        ru: "На животике с интересом",
      },
      description: {
        az: "Körpəniz oyaq olanda və siz onu izləyəndə onu yerə sərilmiş ədyalın üstünə qarnı üstə qoyun, özünüz də üzbəüz uzanın və ya qarşısına oyuncaq qoyun. Müddəti yavaş-yavaş bir neçə dəqiqəyə çatdırın.",
        en: "While your baby is awake and watched, put them on their tummy on a blanket on the floor and lie down facing them, or place a toy just in front. Build up slowly to a few minutes at a time.",
        ru: "Когда малыш не спит и вы рядом, выложите его на животик на плед на полу и лягте напротив или положите перед ним игрушку. Постепенно доводите время до нескольких минут за раз.",
      },
    },
    {
      id: "m04-05.movement.a2",
      domain: "movement",
      title: {
        az: "Uzan və tut",
        en: "Reach and swipe",
        ru: "Дотянись и схвати",
      },
      description: {
        az: "Körpəniz arxası üstə uzananda yumşaq oyuncağı əlinin çatacağı yerdə tutun. Qoy ona vursun və tutmağa çalışsın; arabir əlinə çıngırdaq verin.",
        en: "While your baby lies on their back, hold a soft toy where their hands can reach it. Let them bat at it and try to grab it, and now and then put a rattle in their hand.",
        ru: "Когда малыш лежит на спинке, держите мягкую игрушку так, чтобы он мог до неё дотянуться. Пусть бьёт по ней и пытается схватить; время от времени вкладывайте ему в руку погремушку.",
      },
    },
  ],
};

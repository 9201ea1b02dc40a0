import type { AgeBand } from "../types";

/** Babies aged 1-3 months. */
export const MONTHS_01_03: AgeBand = {
  id: "m01-03",
  minMonths: 1,
  maxMonths: 3,
  items: [
    {
      id: "m01-03.social.1",
      domain: "social",
      text: {
        az: "Onu qucağınıza götürüb özünüzə yaxın tutanda sakitləşir",
        en: "Calms down when you pick them up and hold them close",
        ru: "Успокаивается, когда вы берёте его на руки и прижимаете к себе",
      },
    },
    {
      id: "m01-03.social.2",
      domain: "social",
      text: {
        az: "Onu özünüzə yaxın tutanda bir neçə an üzünüzə baxır",
        en: "Looks at your face for a few moments when you hold them close",
        ru: "Когда вы держите его близко к себе, несколько секунд смотрит вам в лицо",
      },
    },
    {
      id: "m01-03.social.3",
      domain: "social",
      toMonths: 1,
      text: {
        az: "Oyaq olanda qısa müddət sakit uzanıb ətrafa baxır",
        en: "Has short spells of being awake and calm, quietly looking around",
        ru: "Ненадолго спокойно бодрствует: лежит тихо и осматривается",
      },
    },
    {
      id: "m01-03.social.5",
      domain: "social",
      fromMonths: 2,
      redFlag: true,
      text: {
        az: "Siz ona gülümsəyəndə və ya onunla danışanda cavab olaraq gülümsəyir",
        en: "Smiles back at you when you smile at them or talk to them",
        ru: "Улыбается вам в ответ, когда вы улыбаетесь ему или разговариваете с ним",
      },
    },
    {
      id: "m01-03.language.1",
      domain: "language",
      text: {
        az: "Qəfil yüksək səsdən diksinir, gözlərini qırpır və ya ağlamağa başlayır",
        en: "Startles, blinks or begins to cry at a sudden loud sound",
        ru: "Вздрагивает, моргает или начинает плакать от внезапного громкого звука",
      },
    },
    {
      id: "m01-03.language.2",
      domain: "language",
      text: {
        az: "Səsinizi eşidəndə bir anlıq susur və ya qulaq asırmış kimi hərəkətsiz qalır",
        en: "Goes quiet or still for a moment when they hear your voice",
        ru: "Затихает или замирает на мгновение, услышав ваш голос",
      },
    },
    {
      id: "m01-03.language.3",
      domain: "language",
      text: {
        az: "Ağlamaqdan başqa səslər də çıxarır: xırda mırıltılar, ah çəkmə, boğazdan gələn yumşaq səslər",
        en: "Makes small sounds other than crying, such as grunts, sighs or soft throaty noises",
        ru: "Издаёт звуки, помимо плача: кряхтит, вздыхает, тихонько урчит горлом",
      },
    },
    {
      id: "m01-03.cognitive.1",
      domain: "cognitive",
      text: {
        az: "Gözlərindən təxminən 20-30 sm məsafədə tutulan üzünüzə və ya parlaq oyuncağa baxır",
        en: "Watches your face or a bright toy held about 20-30 cm from their eyes",
        ru: "Рассматривает ваше лицо или яркую игрушку на расстоянии 20-30 см от глаз",
      },
    },
    {
      id: "m01-03.cognitive.2",
      domain: "cognitive",
      text: {
        az: "Üzünüzü və ya oyuncağı yavaşca bir az yana çəkəndə gözləri ilə izləyir",
        en: "Follows your face or a toy with their eyes as you move it slowly a little to one side",
        ru: "Следит глазами за вашим лицом или игрушкой, когда вы медленно отводите их немного в сторону",
      },
    },
    {
      id: "m01-03.cognitive.3",
      domain: "cognitive",
      text: {
        az: "İşıqlı pəncərə və ya zolaqlı örtük kimi açıq və tünd rəngləri aydın seçilən şeylərə diqqətlə baxır",
        en: "Gazes at things with strong light and dark contrast, like a bright window or a striped blanket",
        ru: "Подолгу смотрит на контрастные предметы: светлое окно, полосатое одеяльце",
      },
    },
    {
      id: "m01-03.movement.1",
      domain: "movement",
      text: {
        az: "Qarnı üstə uzananda başını bir anlıq qaldırır və ya yana çevirir",
        en: "Lifts or turns their head for a moment when lying on their tummy",
        ru: "Лёжа на животе, ненадолго приподнимает голову или поворачивает её в сторону",
      },
    },
    {
      id: "m01-03.movement.2",
      domain: "movement",
      text: {
        az: "Hər iki qolunu və ayağını fəal tərpədir, sağ və sol tərəfi təxminən eyni cür hərəkət etdirir",
        en: "Kicks both legs and waves both arms, moving both sides about equally",
        ru: "Активно двигает ручками и ножками, правой и левой стороной примерно одинаково",
      },
    },
    {
      id: "m01-03.movement.3",
      domain: "movement",
      text: {
        az: "Barmağınızı ovcuna qoyanda onu möhkəm sıxır",
        en: "Holds your finger tightly when you place it in their palm",
        ru: "Крепко сжимает ваш палец, когда вы вкладываете его в ладошку",
      },
    },
    {
      id: "m01-03.movement.4",
      domain: "movement",
      text: {
        az: "Onu dik vəziyyətdə çiyninizə söykəyəndə başını bir anlıq qaldırır",
        en: "Lifts their head for a moment when you hold them upright against your shoulder",
        ru: "Ненадолго приподнимает голову, когда вы держите его «столбиком» у плеча",
      },
    },
  ],
  retiredItems: [
    {
      id: "m01-03.social.4",
      domain: "social",
      text: {
        az: "Bəzən yumruğunu və ya barmaqlarını əmərək bir anlıq özü sakitləşir",
        en: "Sometimes settles for a moment on their own by sucking on a fist or fingers",
        ru: "Иногда ненадолго успокаивается сам, посасывая кулачок или пальцы",
      },
    },
  ],
  activities: [
    {
      id: "m01-03.social.a1",
      domain: "social",
      title: {
        az: "Üz-üzə vaxt",
        en: "Face-to-face time",
        ru: "Лицом к лицу",
      },
      description: {
        az: "Körpəniz sakit və oyaq olanda onu üzünüzdən 20-30 sm məsafədə tutun. Gülümsəyin, yavaşca danışın və sizə baxması üçün ona vaxt verin; üzünü çevirəndə və ya narahatlananda ara verin.",
        en: "When your baby is calm and awake, hold them 20-30 cm from your face. Smile, talk softly and give them time to look at you; take a break when they turn away or fuss.",
        ru: "Когда малыш спокоен и не спит, держите его на расстоянии 20-30 см от своего лица. Улыбайтесь, тихо разговаривайте и дайте ему время вас рассмотреть; сделайте паузу, если он отворачивается или начинает капризничать.",
      },
    },
    {
      id: "m01-03.social.a2",
      domain: "social",
      title: {
        az: "Dəri-dəriyə qucaqlaşma",
        en: "Skin-to-skin cuddles",
        ru: "Кожа к коже",
      },
      description: {
        az: "Arxaya söykənib körpənizi bir neçə dəqiqəlik çılpaq sinənizin üstünə qoyun və onu etibarlı şəkildə tutun. Kürəyini yavaş-yavaş sığallayın və birlikdə sakit nəfəs alın. Körpə üstünüzdə olanda yatmayın.",
        en: "Lean back and rest your baby on your bare chest for a few minutes, holding them securely. Stroke their back slowly and breathe calmly together. Stay awake the whole time they are lying on you.",
        ru: "Откиньтесь назад и положите малыша себе на обнажённую грудь на несколько минут, надёжно придерживая его. Медленно поглаживайте его по спинке и спокойно дышите. Не засыпайте, пока малыш лежит на вас.",
      },
    },
    {
      id: "m01-03.language.a1",
      domain: "language",
      title: {
        az: "Nə etdiyinizi danışın",
        en: "Talk through your day",
        ru: "Рассказывайте, что делаете",
      },
      description: {
        az: "Bezini dəyişərkən, çimizdirərkən və ya yedizdirərkən körpənizə nə etdiyinizi mülayim, canlı səslə danışın. Arabir cavab gözləyirmiş kimi susun – hər xırda səs cavab sayılır.",
        en: "While changing, bathing or feeding your baby, tell them what you are doing in a soft, lively voice. Pause now and then as if waiting for a reply – any little sound counts.",
        ru: "Когда переодеваете, купаете или кормите малыша, рассказывайте ему мягким, живым голосом, что делаете. Время от времени делайте паузу, словно ждёте ответа, — любой тихий звук тоже считается.",
      },
    },
    {
      id: "m01-03.language.a2",
      domain: "language",
      title: {
        az: "Hər gün eyni layla",
        en: "The same song every day",
        ru: "Одна песенка каждый день",
      },
      description: {
        az: "Hər gün, məsələn yatmazdan əvvəl, körpənizə eyni qısa mahnını və ya laylanı oxuyun. Melodiyadan çox səsiniz vacibdir; onun necə qulaq asdığını izləyin.",
        en: "Sing your baby the same short song or lullaby every day, for example before sleep. Your voice matters more than the tune; notice how they listen.",
        ru: "Каждый день, например перед сном, пойте малышу одну и ту же короткую песенку или колыбельную. Важнее ваш голос, а не мелодия; понаблюдайте, как он слушает.",
      },
    },
    {
      id: "m01-03.cognitive.a1",
      domain: "cognitive",
      title: {
        az: "Yavaş hərəkət edən oyuncaq",
        en: "A slowly moving toy",
        ru: "Игрушка плывёт",
      },
      description: {
        az: "Körpəniz gümrah olanda parlaq bir oyuncağı və ya üzünüzü ondan təxminən 25 sm aralıda tutun. Baxmağa başlayanda onu yavaşca bir az yana aparıb geri qaytarın; gözünü çəkəndə dincəlməyə imkan verin.",
        en: "When your baby is alert, hold a bright toy or your face about 25 cm away. Once they are looking, move it slowly a little to one side and back, and let them rest when they look away.",
        ru: "Когда малыш бодр, держите яркую игрушку или своё лицо примерно в 25 см от него. Как только он посмотрит, медленно отведите её немного в сторону и обратно; если он отводит взгляд, дайте ему отдохнуть.",
      },
    },
    {
      id: "m01-03.cognitive.a2",
      domain: "cognitive",
      title: {
        az: "Baxmaq üçün yeni şeylər",
        en: "New things to look at",
        ru: "Есть на что посмотреть",
      },
      description: {
        az: "Körpənizin gördüklərini dəyişin: onu pəncərənin yanına aparın, zolaqlı və ya naxışlı parça göstərin, bez dəyişmə yerinin yanına iri qara-ağ fiqurlu şəkil qoyun.",
        en: "Change what your baby sees: carry them to a window, show them a striped or patterned cloth, or stand a picture with big black-and-white shapes near the changing place.",
        ru: "Меняйте то, что видит малыш: поднесите его к окну, покажите полосатую или узорчатую ткань, поставьте рядом с пеленальным местом картинку с крупными чёрно-белыми фигурами.",
      },
    },
    {
      id: "m01-03.movement.a1",
      domain: "movement",
      title: {
        az: "Qısa müddət qarın üstə",
        en: "A little tummy time",
        ru: "Немного на животике",
      },
      description: {
        az: "Körpəniz oyaq olanda və siz yanında olanda onu gündə bir neçə dəfə bir-iki dəqiqəlik qarnı üstə – sinənizin üstünə və ya yerə sərilmiş ədyalın üstünə – uzadın. Onun göz səviyyəsinə enib onunla danışın.",
        en: "While your baby is awake and you are watching, lay them on their tummy on your chest or on a blanket on the floor for a minute or two, a few times a day. Get down to their eye level and talk to them.",
        ru: "Когда малыш не спит и вы рядом, несколько раз в день выкладывайте его на животик — себе на грудь или на плед на полу — на минуту-две. Опуститесь на уровень его глаз и разговаривайте с ним.",
      },
    },
    {
      id: "m01-03.movement.a2",
      domain: "movement",
      title: {
        az: "Sərbəst hərəkət vaxtı",
        en: "Free kicking time",
        ru: "Время свободно подвигаться",
      },
      description: {
        az: "Bezini dəyişdikdən sonra körpənizə təhlükəsiz, düz bir səthdə dar paltar və ya qundaq olmadan bir neçə dəqiqə arxası üstə uzanmağa imkan verin ki, sərbəst təpik atıb qollarını yelləsin. Ayaqlarını yavaşca velosiped sürürmüş kimi hərəkət etdirin və ya tutması üçün barmaqlarınızı uzadın.",
        en: "After a nappy change, give your baby a few minutes on their back on a safe, flat surface, without tight clothes or swaddling, so they can kick and wave freely. Gently move their legs as if cycling, or offer your fingers to grip.",
        ru: "После смены подгузника дайте малышу несколько минут полежать на спинке на безопасной ровной поверхности без тесной одежды и пелёнки, чтобы он свободно подрыгал ножками и помахал ручками. Мягко сделайте «велосипед» или дайте ему ухватиться за ваши пальцы.",
      },
    },
  ],
};

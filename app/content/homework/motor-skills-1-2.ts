import type { HomeworkGroup } from "./types";

/** Fine motor games for toddlers of one to two years: pages, chalk, guided scissors, fingers, big objects. */
export const motorSkills12: HomeworkGroup = {
  id: "motor-skills-1-2",
  icon: "🖐️",
  ages: { fromMonths: 12, toMonths: 24 },
  access: "free",
  domain: "movement",
  title: {
    az: "İncə motorika: 1-2 yaş",
    en: "Fine motor skills: 1-2 years",
    ru: "Мелкая моторика: 1–2 года",
  },
  description: {
    az: "Kiçik əllər üçün qısa gündəlik oyunlar: səhifə çevirmək, çəkmək, iri əşyaları qaba salmaq və iri muncuqları ipə düzmək. Birlikdə oynadıqca uşağınızın barmaqları güclənir və daha dəqiq hərəkət etməyi öyrənir.",
    en: "Short everyday games for small hands: turning pages, drawing, dropping big objects into a tub and threading big beads. While you play together, your child's fingers grow stronger and more precise.",
    ru: "Короткие повседневные игры для маленьких рук: листать страницы, рисовать, опускать крупные предметы в ведёрко и нанизывать крупные бусины. Пока вы играете вместе, пальчики ребёнка становятся сильнее и точнее.",
  },
  tasks: [
    {
      id: "turning-pages",
      icon: "📖",
      minutes: 10,
      difficulty: "easy",
      ages: { fromMonths: 12, toMonths: 24 },
      title: {
        az: "Kitabın səhifələrini çevirmək",
        en: "Turning pages",
        ru: "Листаем страницы",
      },
      description: {
        az: "Qalın səhifələri bir-bir çevirmək barmaqların və biləyin incə hərəkətlərini, göz ilə əlin birgə işini məşq etdirir. Şəkillərə birlikdə baxmaq isə əşyaların adını çəkmək və danışmaq üçün sakit bir an yaradır.",
        en: "Turning thick pages one at a time trains the small movements of the fingers and wrist and helps the eyes and hands work together. Looking at the pictures together also gives you a calm moment to name things and talk.",
        ru: "Переворачивать плотные страницы по одной — хорошая тренировка мелких движений пальцев и кисти и согласованной работы глаз и рук. А совместное разглядывание картинок даёт спокойную минуту, чтобы называть предметы и разговаривать.",
      },
      audioInstructions: {
        az: "Gəl, birlikdə kitaba baxaq. Səhifəni küncündən barmaqlarınla tut. İndi onu yavaşca çevir. Bu səhifədə nə görürsən?",
        en: "Let's look at a book together. Hold the corner of the page with your fingers. Now turn it over, slowly. What can you see on this page?",
        ru: "Давай вместе посмотрим книжку. Возьми страницу пальчиками за уголок. Теперь медленно переверни её. Что ты видишь на этой странице?",
      },
      steps: {
        az: [
          "Qalın karton səhifəli, iri və parlaq şəkilli bir kitab seçin, uşağınızla döşəmədə oturun və ya onu qucağınıza alın.",
          "Səhifəni küncündən necə tutub yavaşca çevirdiyinizi göstərin və hər dəfə «çevirək» deyin.",
          "Növbəti səhifənin küncünü bir az qaldırın ki, tutmaq asan olsun, və qoyun uşaq onu özü çevirsin.",
          "Hər şəkildə bir-iki əşyanın adını çəkin və uşağın onu göstərməsini və ya səs çıxarmasını gözləyin.",
          "Küncləri getdikcə daha az qaldırın ki, uşaq səhifələri özü ayırsın; oyun hələ maraqlı ikən dayanın.",
        ],
        en: [
          "Choose a book with thick cardboard pages and large, bright pictures, and sit with your child on the floor or on your lap.",
          "Show how you take a page by its corner and turn it slowly, saying “turn” each time.",
          "Lift the corner of the next page slightly so it is easier to grab, and let your child turn it.",
          "Name one or two things in each picture and wait for your child to point at them or make a sound.",
          "Gradually lift the corners less, so your child separates the pages alone; stop while it is still fun.",
        ],
        ru: [
          "Выберите книжку с плотными картонными страницами и крупными яркими картинками и сядьте с ребёнком на пол или посадите его к себе на колени.",
          "Покажите, как вы берёте страницу за уголок и медленно переворачиваете её, каждый раз приговаривая «переворачиваем».",
          "Чуть приподнимите уголок следующей страницы, чтобы за него было легче ухватиться, и дайте ребёнку перевернуть её самому.",
          "На каждой картинке назовите один-два предмета и подождите, пока ребёнок покажет их пальчиком или что-нибудь скажет.",
          "Постепенно приподнимайте уголки всё меньше, чтобы ребёнок отделял страницы сам; заканчивайте, пока игра ещё нравится.",
        ],
      },
    },
    {
      id: "drawing-chalk",
      icon: "🖍️",
      minutes: 15,
      difficulty: "easy",
      ages: { fromMonths: 12, toMonths: 24 },
      title: {
        az: "Təbaşirlə çəkmək",
        en: "Drawing with chalk",
        ru: "Рисуем мелом",
      },
      description: {
        az: "Qalın təbaşirlə çəkmək bütün əli gücləndirir, barmaqları alət tutmağa və onu basmağa öyrədir. Bu yaşda sərbəst xətlər və cızma-qara tam yerindədir: məqsəd şəkil deyil, hərəkət və sevincdir.",
        en: "Drawing with thick chalk strengthens the whole hand and teaches the fingers to hold a tool and press with it. Free lines and scribbles are exactly right at this age: the aim is movement and joy, not a picture.",
        ru: "Рисование толстым мелом укрепляет всю кисть и учит пальцы держать инструмент и нажимать на него. Свободные линии и каракули в этом возрасте — именно то, что нужно: цель не картинка, а движение и радость.",
      },
      audioInstructions: {
        az: "Bu, təbaşirdir. Onu əlində möhkəm tut. Gəl, birlikdə uzun bir xətt çəkək. İndi istədiyin hər şeyi çəkə bilərsən.",
        en: "Here is a piece of chalk. Hold it tight in your hand. Let's draw a long line together. Now you can draw anything you like.",
        ru: "Вот мелок. Крепко возьми его в ручку. Давай вместе нарисуем длинную линию. А теперь рисуй всё, что хочешь.",
      },
      steps: {
        az: [
          "Bir neçə qalın təbaşir götürün və çəkmək üçün yer hazırlayın: həyətdə asfalt, yazı lövhəsi və ya döşəməyə yapışqan lentlə bərkidilmiş böyük tünd kağız.",
          "Təbaşiri uşağın əlinə verin və yanında özünüz bir neçə xətt çəkin ki, hərəkəti təkrarlaya bilsin.",
          "Birlikdə çəkin: uzun xətlər, dairəvi «toplar», yağış kimi nöqtələr; hər birinin adını ucadan deyin.",
          "Təbaşir əldən sürüşürsə, əlinizi yavaşca uşağın əlinin üstünə qoyun, birlikdə bir xətt çəkin, sonra əlinizi çəkin.",
          "Nəticəni deyil, səyi tərifləyin, sonra əlləri nəm dəsmalla silin və təbaşirləri yığışdırın.",
        ],
        en: [
          "Take a few thick sticks of chalk and a surface: the pavement outside, a chalkboard, or a large sheet of dark paper taped to the floor.",
          "Put the chalk in your child's hand and draw a few lines next to them yourself so they can copy the movement.",
          "Draw together: long lines, round “balls”, dots like raindrops, and name each one aloud.",
          "If the chalk slips, gently place your hand over your child's, draw a line together, then let go.",
          "Praise the effort, not the result, then wipe the hands with a damp cloth and put the chalk away.",
        ],
        ru: [
          "Возьмите несколько толстых мелков и подготовьте поверхность: асфальт во дворе, грифельную доску или большой лист тёмной бумаги, приклеенный скотчем к полу.",
          "Дайте мелок ребёнку в руку и нарисуйте рядом несколько линий сами, чтобы он мог повторить движение.",
          "Рисуйте вместе: длинные линии, круглые «мячики», точки-капельки дождя — и называйте вслух каждую.",
          "Если мелок выскальзывает, мягко положите свою руку поверх руки ребёнка, нарисуйте линию вместе, а потом отпустите.",
          "Хвалите старание, а не результат, затем вытрите ручки влажной салфеткой и уберите мелки.",
        ],
      },
      safety: {
        az: "Qalın, zəhərsiz təbaşirdən istifadə edin və yanında olun: balaca uşaqlar tez-tez təbaşiri ağızlarına aparırlar. Çöldə yalnız maşınlardan uzaq, təhlükəsiz yerdə çəkin.",
        en: "Use thick, non-toxic chalk and stay close: young children often put chalk in their mouths. Outdoors, draw only in a safe place away from traffic.",
        ru: "Используйте толстые нетоксичные мелки и будьте рядом: малыши часто тянут мел в рот. На улице рисуйте только в безопасном месте, подальше от машин.",
      },
    },
    {
      id: "beads-bottle-home",
      icon: "🪣",
      minutes: 10,
      difficulty: "easy",
      ages: { fromMonths: 12, toMonths: 24 },
      title: {
        az: "Qaba iri əşyalar salmaq",
        en: "Big things into a tub",
        ru: "Крупные предметы в ведёрко",
      },
      description: {
        az: "Əşyanı götürmək, qabın ağzına tuşlamaq və düzgün anda buraxmaq tutuşu, göz ilə əlin birgə işini və əşyanı bilərəkdən buraxmağı məşq etdirir. Hər əşyanın qaba düşəndə çıxardığı səs körpənin marağını saxlayan kiçik bir mükafatdır.",
        en: "Picking up an object, aiming it at the opening and letting go at the right moment trains the grip, eye-hand coordination and letting go on purpose. The sound of each item landing in the tub is a small reward that keeps toddlers interested.",
        ru: "Взять предмет, прицелиться в горлышко и вовремя разжать пальцы — так тренируются захват, согласованная работа глаз и рук и умение намеренно отпускать предмет. Звук, с которым каждая вещь падает в ведёрко, — маленькая награда, которая поддерживает интерес малыша.",
      },
      audioInstructions: {
        az: "Budur, qab və iri oyuncaqlar. Birini götür. Onu qabın içinə sal və burax. Qulaq as, necə səs çıxardı!",
        en: "Here is a tub and some big toys. Take one. Put it in the tub and let it go. Listen to the sound it makes!",
        ru: "Вот ведёрко и большие игрушки. Возьми одну. Опусти её в ведёрко и отпусти. Послушай, как она стукнула!",
      },
      steps: {
        az: [
          "Ağzının eni ən azı 6 sm olan təmiz plastik banka, vedrəcik və ya qutu, bir də hər biri ən azı 5 sm enində olan bir neçə əşya götürün: toplar, iri kubiklər, yumru bükülmüş corablar. Muncuq və butulka götürməyin: butulkanın ağzından keçən hər şey udula biləcək qədər kiçikdir.",
          "Uşaqla döşəmədə oturun, bir əşyanı özünüz qaba salın və düşəndə sevincli səs çıxarın.",
          "Uşağa əşyaları bir-bir verin, qabı möhkəm tutun ki, tuşlamaq asan olsun, və içəri düşən hər əşyanı ucadan sayın.",
          "Hamısı içəri düşəndə qabı birlikdə silkələyin və içindəkilərin səsinə qulaq asın, sonra əşyaları boşaldıb yenidən başlayın.",
          "İki-üç dəfədən sonra əşyaları bir daha sayın və hamısını qutuya yığıb uşağın əli çatmayan yerə qoyun.",
        ],
        en: [
          "Take a clean plastic jar, tub or box with an opening at least 6 cm wide, and a few items at least 5 cm across: balls, chunky blocks, rolled-up socks. Do not use beads or a bottle: anything that fits through a bottle neck is small enough to swallow.",
          "Sit on the floor with your child, drop one item into the tub yourself and make a happy sound when it lands.",
          "Hand your child one item at a time, hold the tub steady so it is easier to aim, and count aloud as each item goes in.",
          "When all the items are inside, shake the tub together and listen to the noise, then tip everything out and start again.",
          "After two or three rounds, count the items once more and put them all away in a box out of your child's reach.",
        ],
        ru: [
          "Возьмите чистую пластиковую банку, ведёрко или коробку с отверстием не уже 6 см и несколько предметов не меньше 5 см в поперечнике: мячики, большие кубики, свёрнутые в клубок носки. Не берите бусины и бутылку: всё, что проходит в горлышко бутылки, достаточно мало, чтобы его проглотить.",
          "Сядьте с ребёнком на пол, сами опустите один предмет в ведёрко и радостно отреагируйте, когда он упадёт.",
          "Давайте ребёнку предметы по одному, придерживайте ведёрко, чтобы было легче попасть, и считайте вслух каждый опущенный предмет.",
          "Когда все предметы окажутся внутри, вместе потрясите ведёрко и послушайте, как оно гремит, затем высыпьте всё и начните снова.",
          "После двух-трёх кругов ещё раз пересчитайте предметы и уберите их в коробку туда, где ребёнок не достанет.",
        ],
      },
      safety: {
        az: "Yalnız hər biri ən azı 5 sm enində olan əşyalardan istifadə edin: tualet kağızı borusundan (təxminən 4,5 sm) keçən hər şey udula bilər. Bütün oyun boyu uşağın yanında olun və əşyaları oyundan əvvəl və sonra sayın.",
        en: "Use only items at least 5 cm across: anything that fits through a toilet-paper tube (about 4.5 cm) can be swallowed. Stay beside your child the whole time and count the items before and after the game.",
        ru: "Используйте только предметы не меньше 5 см в поперечнике: всё, что проходит сквозь втулку от туалетной бумаги (около 4,5 см), можно проглотить. Всё время будьте рядом с ребёнком и пересчитайте предметы до и после игры.",
      },
    },
    {
      id: "big-bead-threading",
      icon: "📿",
      minutes: 15,
      difficulty: "hard",
      ages: { fromMonths: 18, toMonths: 24 },
      title: {
        az: "İri muncuqları ipə düzmək",
        en: "Threading big beads",
        ru: "Нанизываем крупные бусины",
      },
      description: {
        az: "Muncuq düzmək hər iki əlin birgə işləməsini tələb edir: bir əl muncuğu tutur, o biri ipi dəlikdən keçirir. Bu, bu yaş üçün ən çətin tapşırıqlardan biridir, ona görə də kömək etmək təbiidir və ipə keçirilmiş bir-iki muncuq belə əsl uğurdur.",
        en: "Threading asks both hands to work together: one holds the bead, the other guides the cord through the hole. It is one of the harder tasks at this age, so helping is normal, and even one or two beads on the lace are a real success.",
        ru: "Нанизывание требует, чтобы обе руки работали вместе: одна держит бусину, другая продевает шнурок в отверстие. Для этого возраста это одно из самых трудных заданий, поэтому помогать — нормально, и даже одна-две бусины на шнурке — настоящий успех.",
      },
      audioInstructions: {
        az: "Gəl, muncuqlardan uzun ilan düzəldək. Muncuğu bir əlində tut və ipi dəlikdən keçir. İpi o biri tərəfdən dartıb çıxar. Afərin, muncuq ipə keçdi!",
        en: "Let's make a long snake of beads. Hold the bead in one hand and push the string through the hole. Pull the string out on the other side. Well done, the bead is on!",
        ru: "Давай сделаем из бусин длинную змейку. Держи бусину одной рукой и просунь шнурок в дырочку. Вытяни шнурок с другой стороны. Молодец, бусина на шнурке!",
      },
      steps: {
        az: [
          "Tualet kağızı borusundan keçməyən (ən azı 4,5 sm enində) enli dəlikli bir neçə iri muncuq və uzunluğu 30 sm-dən çox olmayan qalın ip və ya ayaqqabı bağı hazırlayın; ipin bir ucunu yapışqan lentlə sarıyın ki, bərk olsun, o biri ucuna isə iri düyün vurun və ya bir muncuq bağlayın.",
          "Bütün hərəkəti yavaş-yavaş göstərin: muncuğu tutun, bərk ucu dəlikdən keçirin, dartıb çıxarın və muncuğu aşağı sürüşdürün.",
          "Əvvəlcə muncuğu uşaq üçün siz tutun ki, o yalnız ipi keçirsin; sonra yerinizi dəyişin: ipi siz tutun, muncuğu uşaq taxsın.",
          "Qoyun uşaq hər iki əli ilə özü sınasın, yalnız ilişib qalanda kömək edin və hər muncuğun rəngini ucadan deyin.",
          "Üç-beş muncuqdan sonra və ya uşaq yorulanda dayanın, «ilana» birlikdə heyran olun, sonra hər şeyi açıb muncuqları və ipi yığışdırın.",
        ],
        en: [
          "Prepare a few big beads with wide holes that do not pass through a toilet-paper tube (at least 4.5 cm across) and a thick cord or shoelace no longer than 30 cm; wrap one end in tape so it is stiff, and tie a big knot or a bead at the other end.",
          "Show the whole movement slowly: hold a bead, push the stiff end through, pull it out and slide the bead down.",
          "At first, hold the bead for your child so they only push the lace through; then swap: you hold the lace and they put the bead on.",
          "Let your child try with both hands, help only when they get stuck, and say the colour of each bead aloud.",
          "Stop after three to five beads or when your child tires, admire the “snake” together, then take it apart and put the beads and lace away.",
        ],
        ru: [
          "Приготовьте несколько крупных бусин с широкими отверстиями, которые не проходят сквозь втулку от туалетной бумаги (не меньше 4,5 см), и толстый шнур или шнурок от ботинка не длиннее 30 см; обмотайте один конец скотчем, чтобы он стал жёстким, а на другом завяжите большой узел или привяжите бусину.",
          "Медленно покажите всё движение: держите бусину, просуньте жёсткий кончик в отверстие, вытяните его и сдвиньте бусину вниз.",
          "Сначала держите бусину сами, чтобы ребёнку оставалось только продеть шнурок, потом поменяйтесь: вы держите шнурок, а ребёнок надевает бусину.",
          "Дайте ребёнку попробовать самому обеими руками, помогайте, только когда не получается, и называйте вслух цвет каждой бусины.",
          "Остановитесь после трёх-пяти бусин или когда ребёнок устанет, вместе полюбуйтесь «змейкой», затем разберите её и уберите бусины и шнурок.",
        ],
      },
      safety: {
        az: "Yalnız tualet kağızı borusundan keçməyən muncuqlardan (ən azı 4,5 sm) istifadə edin; adi iri taxta muncuqlar (2-3 sm) bu yaş üçün çox kiçikdir. İp 30 sm-dən uzun olmasın; uşağı iplə heç vaxt tək qoymayın, çünki ip boynuna dolana bilər. Oyundan sonra muncuqları və ipi yığışdırın.",
        en: "Use only beads that do not pass through a toilet-paper tube (at least 4.5 cm); ordinary large wooden beads (2–3 cm) are too small at this age. Keep the cord no longer than 30 cm, and never leave your child alone with the cord, as it can wrap around the neck. Put the beads and cord away after the game.",
        ru: "Используйте только бусины, которые не проходят сквозь втулку от туалетной бумаги (не меньше 4,5 см): обычные крупные деревянные бусины (2–3 см) для этого возраста слишком малы. Шнурок — не длиннее 30 см; никогда не оставляйте ребёнка одного со шнурком — он может обмотаться вокруг шеи. После игры уберите бусины и шнурок.",
      },
    },
  ],
};

import type { HomeworkGroup } from "./types";

/** Fine motor activities for children of three to four years: small beads, torn paper, pegs, spooning rice. */
export const motorSkills34: HomeworkGroup = {
  id: "motor-skills-3-4",
  icon: "🤏",
  ages: { fromMonths: 36, toMonths: 48 },
  access: "premium",
  domain: "movement",
  title: {
    az: "İncə motorika: 3-4 yaş",
    en: "Fine motor skills: 3-4 years",
    ru: "Мелкая моторика: 3–4 года",
  },
  description: {
    az: "Məktəbəqədər yaşlı uşağın daha bacarıqlı barmaqları üçün məşğələlər: xırda muncuq düzmək, kağız cırıb yapışdırmaq, paltar sancaqları taxmaq və qaşıqla düyü daşımaq. Bunlar rəsm çəkmək, geyinmək, sonralar isə yazmaq üçün lazım olan dəqiqliyi və gücü inkişaf etdirir.",
    en: "Activities for a preschooler's more skilful fingers: threading small beads, tearing and gluing paper, clipping pegs and moving rice with a spoon. They build the precision and strength needed for drawing, dressing and, later, writing.",
    ru: "Занятия для уже более умелых пальцев дошкольника: нанизывать мелкие бусины, рвать и наклеивать бумагу, прикреплять прищепки и пересыпать рис ложкой. Они развивают точность и силу, которые нужны, чтобы рисовать, одеваться, а позже и писать.",
  },
  tasks: [
    {
      id: "small-bead-threading",
      icon: "📿",
      minutes: 20,
      difficulty: "medium",
      ages: { fromMonths: 36, toMonths: 48 },
      title: {
        az: "Xırda muncuqları ipə düzmək",
        en: "Threading small beads",
        ru: "Нанизываем мелкие бусины",
      },
      description: {
        az: "Xırda muncuqları düzmək dəqiq çimdik tutuşu, sabit əllər və bir neçə dəqiqə ardıcıl diqqət tələb edir. Sadə rəng ardıcıllığına əməl etmək isə buna düşüncə tapşırığı əlavə edir: növbəti nəyin gələcəyini görmək.",
        en: "Threading smaller beads needs a precise pincer grip, steady hands and attention for several minutes in a row. Following a simple colour pattern adds a thinking task: noticing what comes next.",
        ru: "Чтобы нанизывать мелкие бусины, нужны точный щипковый захват, твёрдые руки и внимание на протяжении нескольких минут подряд. А простой узор из цветов добавляет задачу на мышление: заметить, что идёт дальше.",
      },
      audioInstructions: {
        az: "Bu gün rəngli muncuq düzəldirik. İki barmaqla bir xırda muncuq götür və ipə keçir. Qırmızı, sonra göy, sonra yenə qırmızı. Sonra hansı rəng gəlir?",
        en: "Today we are making a colourful string of beads. Pick up one small bead with two fingers and put it on the string. Red, then blue, then red again. What colour comes next?",
        ru: "Сегодня мы делаем разноцветные бусы на шнурке. Возьми двумя пальчиками маленькую бусину и надень её на шнурок. Красная, потом синяя, потом опять красная. Какой цвет будет дальше?",
      },
      steps: {
        az: [
          "Barmaq ucu boyda, iki-üç rəngdə muncuq, onlar üçün bir kasa və nazik ayaqqabı bağı və ya qalın ip hazırlayın; ipin bir ucunu yapışqan lentlə sarıyın, o biri ucuna düyün vurun.",
          "Stol arxasında oturun və muncuğu baş və şəhadət barmağı ilə necə götürdüyünüzü, yanından tutduğunuzu və ipi içindən keçirdiyinizi göstərin.",
          "Əvvəlcə qoyun uşaq sərbəst düzsün: bir əli ilə muncuğu, o biri ilə ipi tutsun; yalnız kömək istəyəndə kömək edin.",
          "Sonra sadə ardıcıllığa başlayın, məsələn qırmızı, göy, qırmızı, göy, və uşaqdan soruşun ki, sonra hansı muncuq gəlir.",
          "İp dolanda və ya uşaq yorulanda uclarını möhkəm bağlayın ki, muncuqlar düşməsin, qalan muncuqları isə uşağın əli çatmayan yerə yığışdırın.",
        ],
        en: [
          "Prepare beads about the size of a fingertip in two or three colours, a bowl for them, and a thin shoelace or a thick string with one end wrapped in tape and a knot at the other.",
          "Sit at a table and show how to pick up a bead with the thumb and index finger, hold it by the sides and push the string through.",
          "Let your child thread freely at first, holding the bead in one hand and the string in the other; help only if asked.",
          "Then start a simple pattern, such as red, blue, red, blue, and ask your child which bead comes next.",
          "When the string is full or your child tires, tie the ends firmly so no beads fall off, and put the remaining beads away out of reach.",
        ],
        ru: [
          "Приготовьте бусины размером примерно с кончик пальца двух-трёх цветов, мисочку для них и тонкий шнурок или толстую нитку; один конец обмотайте скотчем, на другом завяжите узел.",
          "Сядьте за стол и покажите, как брать бусину большим и указательным пальцами, держать её за бока и продевать в неё шнурок.",
          "Сначала дайте ребёнку нанизывать свободно, держа бусину одной рукой, а шнурок другой; помогайте, только если он попросит.",
          "Потом начните простой узор, например красная, синяя, красная, синяя, и спросите ребёнка, какая бусина будет следующей.",
          "Когда шнурок заполнится или ребёнок устанет, крепко завяжите концы, чтобы бусины не рассыпались, а оставшиеся бусины уберите туда, где ребёнок их не достанет.",
        ],
      },
      safety: {
        az: "Üç yaşdan kiçik və ya hələ də əşyaları ağzına aparan uşaqlar üçün deyil. Xırda muncuqlar boğulma təhlükəsi yaradır: uşağın lap yanında olun, muncuqları oyundan əvvəl və sonra sayın, uşaq hələ də əşyaları ağzına aparırsa, bu tapşırığı sonraya saxlayın. İpi qısa götürün və uşağı onunla heç vaxt tək qoymayın.",
        en: "Not for children under 3 or who still put things in their mouth. Small beads are a choking hazard: stay right next to your child, count the beads before and after, and save this task for later if your child still puts things in their mouth. Keep the string short and never leave your child alone with it.",
        ru: "Не для детей младше 3 лет и тех, кто ещё тянет предметы в рот. Мелкими бусинами можно подавиться, поэтому будьте рядом, пересчитайте бусины до и после игры и отложите задание, если ребёнок ещё тянет предметы в рот. Шнурок берите короткий и никогда не оставляйте ребёнка с ним одного.",
      },
    },
    {
      id: "torn-paper-picture",
      icon: "📄",
      minutes: 15,
      difficulty: "easy",
      ages: { fromMonths: 36, toMonths: 48 },
      title: {
        az: "Cırılmış kağızdan şəkil",
        en: "A torn-paper picture",
        ru: "Картинка из рваной бумаги",
      },
      description: {
        az: "Kağız cırarkən iki əl əks istiqamətlərə dartır və barmaq ucları güclənir, xırda parçaları yapışqanın üstünə qoymaq isə dəqiqliyi məşq etdirir. Uşaq öz əməyi ilə şəklin necə yarandığını görür; bu da səbri artırır və qürur hissi verir.",
        en: "Tearing paper makes both hands pull in opposite directions and strengthens the fingertips, while placing small pieces on glue trains precision. Your child also sees a picture grow from their own work, which builds patience and pride.",
        ru: "Когда ребёнок рвёт бумагу, руки тянут в разные стороны и укрепляются кончики пальцев, а раскладывать мелкие кусочки на клей — это тренировка точности. К тому же ребёнок видит, как из его собственной работы получается картинка, и это учит терпению и даёт повод гордиться.",
      },
      audioInstructions: {
        az: "Gəl, kağızı xırda parçalara cıraq. Kağızı iki əlinlə tut və bir əlini özünə tərəf dart. İndi parçaları bir-bir şəklin üstünə yapışdır.",
        en: "Let's tear some paper into little pieces. Hold the paper with both hands and pull one hand towards you. Now stick the pieces on the picture, one by one.",
        ru: "Давай порвём бумагу на маленькие кусочки. Возьми бумагу двумя руками и потяни одну руку к себе. А теперь приклей кусочки на картинку по одному.",
      },
      steps: {
        az: [
          "Rəngli kağız və ya köhnə jurnal vərəqləri, zəhərsiz yapışqan qələmi və üzərində özünüzün çəkdiyiniz iri, sadə kontur olan bir vərəq hazırlayın: məsələn, ağac, balıq və ya günəş.",
          "Necə cırmağı göstərin: kağızı iki əllə, əllər bir-birinə yaxın və barmaq ucları üstdə olmaqla tutun və bir əlinizi özünüzə tərəf dartın.",
          "Qoyun uşaq əvvəlcə zolaqlar cırsın, sonra zolaqları təxminən sikkə boyda parçalara bölsün.",
          "Konturun bir hissəsinə yapışqan çəkin və qoyun uşaq parçaları bir-bir basıb yapışdırsın, həmin hissə tam örtülənə qədər.",
          "Qalanını birlikdə doldurun, rənglər haqqında danışın, sonra şəkli görünən yerdən asın və artıq qırıntıları yığışdırın.",
        ],
        en: [
          "Prepare coloured paper or pages from old magazines, a non-toxic glue stick, and a sheet with a large, simple outline you draw yourself, such as a tree, a fish or a sun.",
          "Show how to tear: hold the paper with both hands close together, fingertips on top, and pull one hand towards you.",
          "Let your child tear strips first, then tear the strips into pieces about the size of a coin.",
          "Spread glue on one part of the outline and let your child press the pieces on, one at a time, until that part is covered.",
          "Fill in the rest together, talk about the colours, then hang the picture where everyone can see it and collect the leftover scraps.",
        ],
        ru: [
          "Приготовьте цветную бумагу или страницы из старых журналов, нетоксичный клей-карандаш и лист с крупным простым контуром, который вы нарисуете сами: например, дерево, рыбку или солнце.",
          "Покажите, как рвать: держите бумагу двумя руками близко друг к другу, кончиками пальцев сверху, и потяните одну руку к себе.",
          "Пусть ребёнок сначала нарвёт полосок, а потом разорвёт их на кусочки размером примерно с монету.",
          "Намажьте клеем одну часть контура, и пусть ребёнок прижимает кусочки по одному, пока эта часть не закроется целиком.",
          "Заполните остальное вместе, поговорите о цветах, потом повесьте картинку на видное место и соберите оставшиеся обрывки.",
        ],
      },
      safety: {
        az: "Zəhərsiz yapışqan qələmindən istifadə edin və kağız qırıntılarının ağıza getməməsinə diqqət yetirin.",
        en: "Use a non-toxic glue stick and make sure scraps of paper do not go into the mouth.",
        ru: "Используйте нетоксичный клей-карандаш и следите, чтобы обрывки бумаги не попадали в рот.",
      },
    },
    {
      id: "pegs-on-box-edge",
      icon: "📦",
      minutes: 10,
      difficulty: "medium",
      ages: { fromMonths: 36, toMonths: 48 },
      title: {
        az: "Qutunun kənarına paltar sancaqları",
        en: "Pegs on a box edge",
        ru: "Прищепки на краю коробки",
      },
      description: {
        az: "Paltar sancağını sıxıb açmaq baş barmaqda və digər barmaqlarda xeyli güc, onu kənara taxmaq isə diqqətlə nişan almağı tələb edir. Uşaq sonralar qələmi möhkəm tutmaq üçün məhz bu kiçik əzələlərdən istifadə edir.",
        en: "Squeezing a clothes peg open takes real strength in the thumb and fingers, and clipping it onto an edge needs careful aim. These are the same small muscles a child later uses to hold a pencil firmly.",
        ru: "Чтобы раскрыть прищепку, нужна заметная сила большого и остальных пальцев, а чтобы прицепить её на край — точность. Эти же маленькие мышцы ребёнок потом использует, чтобы уверенно держать карандаш.",
      },
      audioInstructions: {
        az: "Budur, paltar sancaqları və qutu. Sancağı sıx ki, ağzı açılsın. Onu qutunun kənarına tax və burax. Qutunun hər tərəfinə sancaq taxa bilərsənmi?",
        en: "Here are some pegs and a box. Squeeze the peg so its mouth opens. Put it on the edge of the box and let go. Can you put pegs all around the box?",
        ru: "Вот прищепки и коробка. Сожми прищепку, чтобы её ротик открылся. Прицепи её на край коробки и отпусти. Сможешь развесить прищепки по всей коробке?",
      },
      steps: {
        az: [
          "Karton qutu və ya ayaqqabı qutusunun qapağı, bir də beş-on plastik paltar sancağı götürün, yaxşı olar ki, müxtəlif rənglərdə; yaylarının çox bərk olmadığını yoxlayın.",
          "Sancağı ucundan baş barmaq və ondan sonrakı iki barmaq arasında necə tutduğunuzu, sıxıb açdığınızı və qutunun kənarına taxdığınızı göstərin.",
          "Qoyun uşaq sancaqları qutunun kənarında istədiyi yerə taxsın, siz isə qutunu tərpənməsin deyə tutaraq kömək edin.",
          "Bunu oyuna çevirin: əvvəlcə yalnız qırmızı sancaqları, sonra göyləri taxın və ya qutunun hər tərəfinə bir sancaq taxın.",
          "Sonda uşaqdan bütün sancaqları çıxarıb kasaya qoymasını xahiş edin, bu da yaxşı məşqdir, sonra onları yığışdırın.",
        ],
        en: [
          "Take a cardboard box or a shoebox lid and five to ten plastic clothes pegs, ideally in different colours; check that the springs are not too stiff.",
          "Show how to hold a peg by its ends between the thumb and the next two fingers, squeeze it open and clip it onto the edge of the box.",
          "Let your child clip the pegs anywhere along the edge, and help by holding the box steady.",
          "Make it a game: first only the red pegs, then the blue ones, or one peg on each side of the box.",
          "At the end, ask your child to take all the pegs off and put them in a bowl, which is good practice too, then put them away.",
        ],
        ru: [
          "Возьмите картонную коробку или крышку от обувной коробки и пять–десять пластиковых прищепок, лучше разных цветов; проверьте, чтобы пружинки были не слишком тугими.",
          "Покажите, как держать прищепку за кончики большим и двумя следующими пальцами, сжимать её и прицеплять на край коробки.",
          "Пусть ребёнок прицепляет прищепки на край где угодно, а вы помогайте, придерживая коробку.",
          "Превратите это в игру: сначала только красные прищепки, потом синие, или по одной прищепке на каждую сторону коробки.",
          "В конце попросите ребёнка снять все прищепки и сложить их в миску — это тоже хорошая тренировка, — а потом уберите их.",
        ],
      },
      safety: {
        az: "Sancaqlar kiçik barmaqları sıxa bilər, ona görə də onları ucundan tutmağı göstərin və yanında olun. Sınıq sancaq olmadığını yoxlayın: çıxmış yay udulacaq qədər kiçikdir.",
        en: "Pegs can pinch small fingers, so show how to hold them by the ends and stay close. Check that no peg is broken, because a loose spring is small enough to swallow.",
        ru: "Прищепки могут прищемить пальчики, поэтому покажите, как держать их за кончики, и будьте рядом. Проверьте, что среди них нет сломанных: выпавшая пружинка достаточно мала, чтобы её проглотить.",
      },
    },
    {
      id: "spoon-rice-transfer",
      icon: "🥄",
      minutes: 10,
      difficulty: "easy",
      ages: { fromMonths: 36, toMonths: 48 },
      title: {
        az: "Qaşıqla düyü daşımaq",
        en: "Moving rice with a spoon",
        ru: "Пересыпаем рис ложкой",
      },
      description: {
        az: "Düyünü qaşıqla bir kasadan o birinə daşımaq biləyin sabitliyini, əlin idarə olunmasını və diqqəti məşq etdirir. Uşaq yemək zamanı da eyni hərəkətdən istifadə edir, ona görə bu bacarıq gündəlik həyatda da möhkəmlənir.",
        en: "Carrying rice on a spoon from one bowl to another trains a steady wrist, control of the hand and careful attention. It is the same movement your child uses at meals, so the skill gets practised in everyday life too.",
        ru: "Перенося рис ложкой из одной миски в другую, ребёнок тренирует устойчивость запястья, управление рукой и внимательность. Это то же движение, что и за едой, так что навык закрепляется и в обычной жизни.",
      },
      audioInstructions: {
        az: "Budur, iki kasa və bir qaşıq. Qaşığı düyü ilə doldur. Onu yavaş-yavaş boş kasaya apar və içinə boşalt. Çalış, heç nə tökülməsin.",
        en: "Here are two bowls and a spoon. Fill the spoon with rice. Carry it slowly to the empty bowl and tip it in. Try not to spill any.",
        ru: "Вот две миски и ложка. Набери в ложку рис. Медленно перенеси его в пустую миску и высыпь. Постарайся ничего не просыпать.",
      },
      steps: {
        az: [
          "Sininin üstünə iki kasa yan-yana qoyun, birinə bir stəkan quru düyü tökün və uşağa xörək qaşığı verin.",
          "Düyünü necə götürmək, qaşığı düz tutub aparmaq və boş kasaya boşaltmaq lazım olduğunu yavaş-yavaş göstərin.",
          "Qoyun uşaq düyünü qaşıq-qaşıq daşısın; tökülən dənələr sinidə qalır və bunda heç bir problem yoxdur.",
          "Bu asan alınanda kasaları bir-birindən bir az uzaqlaşdırın və ya daha kiçik çay qaşığı verin.",
          "Sonda düyünü birlikdə öz qabına geri tökün və qoyun uşaq sinini silməyə kömək etsin.",
        ],
        en: [
          "Put two bowls side by side on a tray, pour a cup of dry rice into one, and give your child a tablespoon.",
          "Show slowly how to scoop, carry the spoon level and tip the rice into the empty bowl.",
          "Let your child move the rice spoon by spoon; spilled grains stay on the tray and are no problem at all.",
          "When that is easy, move the bowls further apart or switch to a smaller teaspoon.",
          "Finish by pouring the rice back into its container together and letting your child help wipe the tray.",
        ],
        ru: [
          "Поставьте на поднос две миски рядом, насыпьте в одну стакан сухого риса и дайте ребёнку столовую ложку.",
          "Медленно покажите, как зачерпнуть рис, ровно донести ложку и высыпать его в пустую миску.",
          "Пусть ребёнок переносит рис ложка за ложкой; просыпанные зёрна остаются на подносе, и это совсем не страшно.",
          "Когда получается легко, отодвиньте миски подальше друг от друга или дайте чайную ложку поменьше.",
          "В конце вместе пересыпьте рис обратно в банку, и пусть ребёнок поможет протереть поднос.",
        ],
      },
      safety: {
        az: "Uşağın yanında olun: quru düyü dənələri ağıza, buruna və ya qulağa düşəcək qədər kiçikdir. Oyundan sonra tökülən dənələri süpürün.",
        en: "Stay with your child: dry rice grains are small enough to end up in the mouth, nose or ears. Sweep up any spilled grains after the game.",
        ru: "Будьте рядом с ребёнком: сухие зёрна риса так малы, что могут попасть в рот, нос или уши. После игры подметите просыпанные зёрна.",
      },
    },
  ],
};

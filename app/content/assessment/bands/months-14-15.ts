import type { AgeBand } from "../types";

/** Children aged 14-15 months. */
export const MONTHS_14_15: AgeBand = {
  id: "m14-15",
  minMonths: 14,
  maxMonths: 15,
  items: [
    {
      id: "m14-15.social.1",
      domain: "social",
      text: {
        az: "Yumşaq oyuncağı və ya gəlinciyi qucaqlayır, sığallayır",
        en: "Hugs, pats or strokes a soft toy or a doll",
        ru: "Обнимает или гладит мягкую игрушку или куклу",
      },
    },
    {
      id: "m14-15.social.2",
      domain: "social",
      redFlag: true,
      text: {
        az: "Xoşuna gələn bir şeyi, məsələn, tapdığı yarpağı sizə uzadır ki, siz də görəsiniz",
        en: "Holds out something they like, such as a leaf they found, so that you can see it too",
        ru: "Протягивает вам то, что ему понравилось, например найденный листик, чтобы вы тоже посмотрели",
      },
    },
    {
      id: "m14-15.social.4",
      domain: "social",
      text: {
        az: "Yeni nəyisə bacarandan sonra sanki sevincini bölüşmək üçün sizə baxıb gülümsəyir",
        en: "Looks at you and smiles after managing something new, as if to share the moment",
        ru: "Сумев сделать что-то новое, смотрит на вас и улыбается, будто делится радостью",
      },
    },
    {
      id: "m14-15.social.5",
      domain: "social",
      text: {
        az: "Kimsə gedəndə, siz əvvəlcə əl etməsəniz də, özü əl edir",
        en: "Waves bye-bye on their own when someone leaves, without you waving first",
        ru: "Сам машет рукой на прощание, когда кто-то уходит, даже если вы не помахали первыми",
      },
    },
    {
      id: "m14-15.social.6",
      domain: "social",
      needsSituation: true,
      text: {
        az: "Parkda və ya qohumlara qonaq gedəndə öz yaşıdına gülümsəyir və ya ona nəsə «danışır»",
        en: "Smiles at or babbles to a child of their own age in the park or at a family visit",
        ru: "Улыбается ровеснику или что-то «говорит» ему на детской площадке или в гостях у родных",
      },
    },
    {
      id: "m14-15.social.7",
      domain: "social",
      redFlag: true,
      text: {
        az: "Oyunla məşğul olanda belə, otağın o biri başından adını çağırsanız, dönüb sizə baxır",
        en: "Turns to look at you when you call their name from the other side of the room, even while busy playing",
        ru: "Даже увлёкшись игрой, оборачивается и смотрит на вас, когда вы зовёте его по имени с другого конца комнаты",
      },
    },
    {
      id: "m14-15.language.1",
      domain: "language",
      text: {
        az: "Evdə danışdığınız istənilən dildə «ana», «ata», «mama», «papa» kimi sözlərdən başqa ən azı bir söz deyir, hətta aydın tələffüz etməsə də",
        en: 'Says at least one word other than "mama" or "papa", in any language spoken at home, even if it sounds unclear',
        ru: "Говорит хотя бы одно слово, кроме «мама» и «папа», на любом языке, на котором говорят дома, пусть даже неразборчиво",
      },
    },
    {
      id: "m14-15.language.2",
      domain: "language",
      text: {
        az: "Əlinizi uzadıb «Ver mənə» deyəndə əlindəki şeyi sizə verir",
        en: 'Hands you what they are holding when you hold out your hand and say "Give it to me"',
        ru: "Отдаёт вам то, что держит, когда вы протягиваете руку и говорите «Дай мне»",
      },
    },
    {
      id: "m14-15.language.3",
      domain: "language",
      redFlag: true,
      text: {
        az: "Əli çatmayan bir şeyi, məsələn, peçenye qutusunu istəyəndə barmağı ilə ona işarə edir",
        en: "Asks for something out of reach, such as the biscuit tin, by pointing at it with a finger",
        ru: "Просит то, до чего не может дотянуться, например коробку с печеньем, показывая на неё пальцем",
      },
    },
    {
      id: "m14-15.language.4",
      domain: "language",
      text: {
        az: "Öz «dilində» danışır: səsinin ahəngi əsl danışıqdakı kimi qalxıb-enir, sanki sizə nəsə danışır",
        en: 'Chatters in their own "language", with the rise and fall of real speech, as if telling you something',
        ru: "Лопочет на своём «языке» с интонациями настоящей речи, будто что-то вам рассказывает",
      },
    },
    {
      id: "m14-15.cognitive.1",
      domain: "cognitive",
      text: {
        az: "Gündəlik əşyalardan təyinatı üzrə istifadə edir: məsələn, telefonu qulağına tutur və ya darağı saçına çəkir",
        en: "Uses everyday things the way they are meant to be used, for example holds a phone to the ear or runs a brush over their hair",
        ru: "Использует обычные вещи по назначению: например, подносит телефон к уху или проводит расчёской по волосам",
      },
    },
    {
      id: "m14-15.cognitive.2",
      domain: "cognitive",
      text: {
        az: "İçindəkini götürmək üçün qutunun və ya qabın qapağını açır",
        en: "Pulls the lid off a box or container to get what is inside",
        ru: "Снимает крышку с коробки или контейнера, чтобы достать то, что внутри",
      },
    },
    {
      id: "m14-15.cognitive.3",
      domain: "cognitive",
      text: {
        az: "Sizinlə karton səhifəli kitaba baxarkən şəkillərə əli ilə toxunur və ya onları göstərir",
        en: "Pats or points at the pictures when you look at a board book together",
        ru: "Разглядывая с вами книжку с картонными страницами, хлопает ладошкой по картинкам или показывает на них",
      },
    },
    {
      id: "m14-15.cognitive.4",
      domain: "cognitive",
      text: {
        az: "Topu diyirlədir və ya oyuncaq maşını itələyir, sonra onun hara getdiyini izləyir",
        en: "Rolls a ball or pushes a toy car and watches where it goes",
        ru: "Катит мяч или толкает машинку и следит, куда она покатилась",
      },
    },
    {
      id: "m14-15.movement.1",
      domain: "movement",
      text: {
        az: "Heç yerdən tutmadan bir neçə addım atır",
        en: "Takes a few steps on their own without holding on",
        ru: "Делает несколько шагов сам, ни за что не держась",
      },
    },
    {
      id: "m14-15.movement.2",
      domain: "movement",
      text: {
        az: "Yumşaq yemək tikələrini barmaqları ilə götürüb özü yeyir",
        en: "Feeds themselves pieces of soft food with their fingers",
        ru: "Сам ест пальчиками кусочки мягкой еды",
      },
    },
    {
      id: "m14-15.movement.3",
      domain: "movement",
      text: {
        az: "İməkləyərək döşəkçənin, alçaq pillənin və ya alçaq divanın üstünə dırmaşır",
        en: "Crawls up onto a floor cushion, a low step or a low sofa",
        ru: "Забирается ползком на напольную подушку, низкую ступеньку или низкий диван",
      },
    },
    {
      id: "m14-15.movement.4",
      domain: "movement",
      text: {
        az: "Oyuncağı götürmək üçün çömbəlir və ya əyilir, sonra lazım gəlsə nədənsə tutaraq yenidən qalxır",
        en: "Squats or bends down to pick up a toy and gets back up, holding on if needed",
        ru: "Приседает или наклоняется за игрушкой и снова встаёт, если нужно — держась за опору",
      },
    },
  ],
  retiredItems: [
    {
      id: "m14-15.social.3",
      domain: "social",
      needsSituation: true,
      text: {
        az: "Başqa uşaqlarla maraqlanır: onlara baxır, yaxınlaşır və ya onlara səs salır",
        en: "Takes notice of other children: watches them, moves closer or makes sounds at them",
        ru: "Интересуется другими детьми: наблюдает за ними, подходит ближе или что-то им «говорит»",
      },
    },
  ],
  activities: [
    {
      id: "m14-15.social.a1",
      domain: "social",
      title: { az: "Göstərdiyinə cavab verin", en: 'Answer every "look!"', ru: "Откликайтесь на находки" },
      description: {
        az: "Uşağınız sizə nəyisə göstərəndə bir anlıq işinizi saxlayın, baxın və maraqla cavab verin: «Bax, qaşıq! Qaşıq tapmısan.» Qısa da olsa, hər dəfə cavab verməyə çalışın.",
        en: 'When your child holds something up to show you, stop for a moment, look and respond with real interest: "Oh, a spoon! You found a spoon." Try to answer every time, even briefly.',
        ru: "Когда малыш показывает вам какую-то вещь, остановитесь на минутку, посмотрите и откликнитесь с интересом: «О, ложка! Вот это находка!» Старайтесь отвечать каждый раз, пусть даже коротко.",
      },
    },
    {
      id: "m14-15.social.a2",
      domain: "social",
      title: { az: "Ayıcığı qucaqlayaq", en: "A cuddle for teddy", ru: "Обнимем мишку" },
      description: {
        az: "Yumşaq oyuncağı qucaqlayın, sığallayın, sonra uşağınıza uzadın: «İndi sən ayıcığı qucaqla.» Oynadıqca hissləri adlandırın: «Ayıcıq sevinir!»",
        en: 'Give a soft toy a hug and a pat, then offer it to your child: "Your turn to hug teddy." Name feelings as you play: "Teddy is happy!"',
        ru: "Обнимите и погладьте мягкую игрушку, затем протяните её малышу: «Теперь ты обними мишку». Называйте чувства во время игры: «Мишка радуется!»",
      },
    },
    {
      id: "m14-15.language.a1",
      domain: "language",
      title: { az: "Kiçik tapşırıqlar", en: "Little errands", ru: "Маленькие поручения" },
      description: {
        az: "Gündəlik işlər zamanı hər dəfə bir tanış əşyanı istəyin, sözlə yanaşı jestdən də istifadə edin: topu göstərib «Topu mənə gətir» deyin. Uşağınız kömək edəndə ona səmimi təşəkkür edin.",
        en: 'During everyday routines, ask for one familiar thing at a time, using words and a gesture: point to the ball and say "Bring me the ball, please". Thank your child warmly whenever they help.',
        ru: "В течение дня просите малыша принести один знакомый предмет, помогая себе жестом: покажите на мяч и скажите «Принеси мне мячик, пожалуйста». Тепло благодарите, когда он помогает.",
      },
    },
    {
      id: "m14-15.language.a2",
      domain: "language",
      title: { az: "Söhbətə cavab verin", en: "Answer the chatter", ru: "Отвечайте на лепет" },
      description: {
        az: "Uşağınız öz «dilində» danışanda, sanki hər şeyi başa düşürmüş kimi cavab verin: «Doğrudan? Bir də danış!» Sonra dayanın, ona baxın və «söhbətin» davamını gözləyin.",
        en: 'When your child chatters in their own "language", answer as if you understood every word: "Really? Tell me more!" Then pause, look at them and wait for the next part of the "conversation".',
        ru: "Когда малыш лопочет на своём «языке», отвечайте так, будто поняли каждое слово: «Правда? Расскажи ещё!» Потом сделайте паузу, посмотрите на него и дождитесь продолжения «разговора».",
      },
    },
    {
      id: "m14-15.cognitive.a1",
      domain: "cognitive",
      title: { az: "Qutuda nə var?", en: "What's in the box?", ru: "Что в коробке?" },
      description: {
        az: "Oyuncağı ayaqqabı qutusuna və ya asan açılan qapaqlı plastik qaba qoyun, qoy uşağınız onu necə çıxaracağını özü tapsın. Əsəbiləşsə, azca kömək edin.",
        en: "Put a toy inside a shoebox or a plastic tub with a loose lid and let your child work out how to get it. Help just a little if they get frustrated.",
        ru: "Положите игрушку в обувную коробку или пластиковый контейнер с неплотной крышкой, и пусть малыш сам придумает, как её достать. Если он начнёт сердиться, немного помогите.",
      },
    },
    {
      id: "m14-15.cognitive.a2",
      domain: "cognitive",
      title: { az: "Bu nə üçündür?", en: "What is it for?", ru: "Для чего эта вещь?" },
      description: {
        az: "Uşağınıza daraq, plastik fincan və ya oyuncaq telefon kimi təhlükəsiz əşyalar verin. Hər birindən necə istifadə etdiyinizi göstərin, nə etdiyinizi deyin, sonra qoy özü yoxlasın.",
        en: "Give your child safe everyday things such as a hairbrush, a plastic cup or a toy phone. Show how you use each one, saying what you are doing, then let them have a go.",
        ru: "Дайте малышу безопасные домашние вещи: расчёску, пластиковую чашку или игрушечный телефон. Покажите, как ими пользоваться, проговаривая свои действия, а потом дайте ему попробовать.",
      },
    },
    {
      id: "m14-15.movement.a1",
      domain: "movement",
      title: { az: "Mənə tərəf gəl", en: "Walk to me", ru: "Иди ко мне" },
      description: {
        az: "Yumşaq xalçanın üstündə divana tutub dayanan uşağınızdan bir qədər aralıda oturun və ya diz çökün, qollarınızı açın. Bir-iki addımlıq məsafədən başlayın, o inamla yeridikcə bir az geri çəkilin.",
        en: "On a soft rug, sit or kneel a short way from your child while they stand holding the sofa, and hold out your arms. Start with one or two steps and move back a little as they grow steadier.",
        ru: "На мягком ковре сядьте или встаньте на колени недалеко от малыша, который стоит, держась за диван, и протяните к нему руки. Начните с одного-двух шагов и понемногу отодвигайтесь, когда он станет держаться увереннее.",
      },
    },
    {
      id: "m14-15.movement.a2",
      domain: "movement",
      title: { az: "Yastıq təpəsi", en: "Cushion hill", ru: "Горка из подушек" },
      description: {
        az: "Divan yastıqlarını yerə qoyub alçaq «təpə» düzəldin ki, uşağınız onun üstünə dırmaşsın və üstündən iməkləyib keçsin. Yanında olun və təpəni mebelin bərk künclərindən uzaqda qurun.",
        en: "Lay sofa cushions on the floor to make a low hill for your child to climb onto and crawl over. Stay beside them and build it away from hard furniture edges.",
        ru: "Разложите диванные подушки на полу, чтобы получилась невысокая горка, на которую малыш будет забираться и через которую будет переползать. Будьте рядом и устройте горку подальше от твёрдых углов мебели.",
      },
    },
  ],
};

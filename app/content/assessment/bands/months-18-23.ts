import type { AgeBand } from "../types";

/** Children aged 18-23 months. */
export const MONTHS_18_23: AgeBand = {
  id: "m18-23",
  minMonths: 18,
  maxMonths: 23,
  items: [
    {
      id: "m18-23.social.1",
      domain: "social",
      text: {
        az: "Ev işi görəndə sizə qoşulur: məsələn, əşyaları sizə verir və ya səbətə qoyur",
        en: "Joins in when you do a household job, for example hands you things or puts them in the basket",
        ru: "Включается, когда вы заняты домашними делами: например, подаёт вам вещи или складывает их в корзину",
      },
    },
    {
      id: "m18-23.social.3",
      domain: "social",
      text: {
        az: "Əlinizdən tutub sizi göstərmək istədiyi və ya köməyinizə ehtiyac duyduğu şeyin yanına aparır",
        en: "Takes your hand and leads you to something they want to show you or need help with",
        ru: "Берёт вас за руку и ведёт к тому, что хочет показать или с чем ему нужна помощь",
      },
    },
    {
      id: "m18-23.social.4",
      domain: "social",
      text: {
        az: "Bəzi işləri, məsələn, papağını və ya corablarını çıxarmağı özü etmək istəyir və köməyinizdən imtina edir",
        en: "Wants to do some things on their own, such as taking off their hat or socks, and pushes your help away",
        ru: "Хочет кое-что делать сам, например снимать шапку или носки, и отказывается от вашей помощи",
      },
    },
    {
      id: "m18-23.social.5",
      domain: "social",
      text: {
        az: "Ətrafı araşdırmaq üçün bir az uzaqlaşır, amma hələ orada olduğunuzu yoxlamaq üçün dönüb sizə baxır və ya yanınıza qayıdır",
        en: "Wanders a little way off to explore but looks back or comes back to check that you are still there",
        ru: "Отходит немного, чтобы что-то исследовать, но оглядывается или возвращается проверить, что вы на месте",
      },
    },
    {
      id: "m18-23.social.6",
      domain: "social",
      redFlag: true,
      text: {
        az: "Çöldə quşu, avtobusu və ya iti barmağı ilə göstərir ki, siz də baxasınız, sonra görüb-görmədiyinizi bilmək üçün üzünüzə baxır",
        en: "Points at a bird, a bus or a dog outside so that you will look too, then glances at your face to see whether you did",
        ru: "Показывает пальцем на птицу, автобус или собаку на улице, чтобы вы тоже посмотрели, а потом заглядывает вам в лицо: увидели ли вы",
      },
    },
    {
      id: "m18-23.social.7",
      domain: "social",
      text: {
        az: "Onu geyindirəndə öz payına düşəni edir: məsələn, qolunu və ya ayağını hazır tutur",
        en: "Does their part when you dress them, for example holds out an arm or a foot ready",
        ru: "Участвует, когда вы его одеваете: например, заранее подставляет ручку или ножку",
      },
    },
    {
      id: "m18-23.language.1",
      domain: "language",
      redFlag: true,
      text: {
        az: "Evdə danışdığınız istənilən dildə «ana», «ata», «mama», «papa» kimi sözlərdən başqa ən azı üç söz işlədir",
        en: 'Uses at least three words besides "mama" and "papa", in any language spoken at home',
        ru: "Говорит хотя бы три слова, кроме «мама» и «папа», на любом языке, на котором говорят дома",
      },
    },
    {
      id: "m18-23.language.2",
      domain: "language",
      fromMonths: 21,
      text: {
        az: "«Burnun hanı?» kimi sual verəndə bədəninin ən azı bir hissəsini, məsələn, burnunu və ya gözlərini göstərir",
        en: 'Points to at least one part of their body, such as the nose or eyes, when you ask "Where\'s your nose?"',
        ru: "Показывает хотя бы одну часть тела, например нос или глаза, когда вы спрашиваете: «Где носик?»",
      },
    },
    {
      id: "m18-23.language.4",
      domain: "language",
      text: {
        az: "İndicə dediyiniz sözü təkrarlamağa çalışır, fərqli alınsa belə",
        en: "Tries to say a word you have just said, even if it comes out differently",
        ru: "Пытается повторить только что сказанное вами слово, пусть даже получается по-своему",
      },
    },
    {
      id: "m18-23.language.5",
      domain: "language",
      text: {
        az: "Barmağı ilə göstərərkən söz və ya səs də deyir: məsələn, maşını göstərib «bi-bi» deyir",
        en: 'Points and says a word or sound at the same time, for example points at a car and says "beep-beep"',
        ru: "Показывает пальцем и одновременно произносит слово или звук: например, показывает на машину и говорит «би-би»",
      },
    },
    {
      id: "m18-23.language.6",
      domain: "language",
      text: {
        az: "Siz əlinizlə göstərmədən sadə bir xahişi yerinə yetirir, məsələn, «Ayaqqabılarını gətir»",
        en: "Does a simple one-step request without you pointing or showing, like “Bring your shoes”",
        ru: "Выполняет простую просьбу без подсказки жестом, например «Принеси ботинки»",
      },
    },
    {
      id: "m18-23.cognitive.1",
      domain: "cognitive",
      fromMonths: 21,
      text: {
        az: "Oyunda «yalandan» nəsə edir: məsələn, ayıcığı qaşıqla «yedizdirir» və ya gəlinciyi «yatızdırır»",
        en: "Pretends in play, for example “feeds” a teddy with a spoon or lays a doll down to “sleep”",
        ru: "Играет «понарошку»: например, «кормит» мишку с ложки или укладывает куклу «спать»",
      },
    },
    {
      id: "m18-23.cognitive.2",
      domain: "cognitive",
      text: {
        az: "Sizinlə qısa şəkilli kitaba baxır və səhifələri özü çevirir",
        en: "Looks through a short picture book with you and turns the pages",
        ru: "Рассматривает с вами небольшую книжку с картинками и сам переворачивает страницы",
      },
    },
    {
      id: "m18-23.cognitive.3",
      domain: "cognitive",
      text: {
        az: "Üç kubikdən və ya stəkandan qüllə qurur",
        en: "Builds a tower of three blocks or cups",
        ru: "Строит башню из трёх кубиков или стаканчиков",
      },
    },
    {
      id: "m18-23.cognitive.4",
      domain: "cognitive",
      text: {
        az: "Kiçik stəkanı və ya qutunu böyüyünün içinə yerləşdirir",
        en: "Fits a smaller cup or box inside a bigger one",
        ru: "Вкладывает стаканчик или коробочку поменьше в большую",
      },
    },
    {
      id: "m18-23.movement.1",
      domain: "movement",
      redFlag: true,
      text: {
        az: "Özü inamla yeriyir və yeriyərkən əlində oyuncaq da apara bilir",
        en: "Walks steadily on their own and can carry a toy while walking",
        ru: "Уверенно ходит сам и может при этом нести в руках игрушку",
      },
    },
    {
      id: "m18-23.movement.2",
      domain: "movement",
      text: {
        az: "Yeriyərkən oyuncaq arabanı qabağında itələyir və ya oyuncağı arxasınca dartır",
        en: "Pushes a toy pram or trolley, or pulls a toy along behind them, while walking",
        ru: "На ходу катит перед собой игрушечную коляску или тележку либо тянет за собой игрушку",
      },
    },
    {
      id: "m18-23.movement.3",
      domain: "movement",
      text: {
        az: "Yeməyin çoxu tökülsə belə, qaşıqla yeməyə çalışır",
        en: "Tries to eat with a spoon, even if much of the food falls off",
        ru: "Пытается есть ложкой, даже если бо́льшая часть еды падает мимо",
      },
    },
    {
      id: "m18-23.movement.4",
      domain: "movement",
      text: {
        az: "Qapaqsız fincanı özü tutaraq ondan içir, bir az töksə də",
        en: "Drinks from an open cup, holding it themselves, with a few spills",
        ru: "Пьёт из открытой чашки, держа её сам, пусть и немного проливая",
      },
    },
    {
      id: "m18-23.movement.5",
      domain: "movement",
      text: {
        az: "Divanın və ya kreslonun üstünə özü dırmaşır",
        en: "Climbs up onto a sofa or an armchair by themselves",
        ru: "Сам забирается на диван или в кресло",
      },
    },
  ],
  retiredItems: [
    {
      id: "m18-23.social.2",
      domain: "social",
      text: {
        az: "Başqa uşaq və ya böyük ağlayanda dayanıb ona baxır və ya narahat görünür",
        en: "Stops and looks, or seems concerned, when another child or an adult is crying",
        ru: "Когда другой ребёнок или взрослый плачет, замирает и смотрит на него или выглядит встревоженным",
      },
    },
    {
      id: "m18-23.language.3",
      domain: "language",
      text: {
        az: "Jestlərdən istifadə edir: məsələn, əli ilə öpüş göndərir, «hə» demək üçün başını tərpədir və ya «şşş» deyə barmağını dodaqlarına qoyur",
        en: 'Uses gestures such as blowing a kiss, nodding for "yes" or putting a finger to the lips for "shh"',
        ru: "Пользуется жестами: например, посылает воздушный поцелуй, кивает в знак «да» или прикладывает палец к губам — «тсс»",
      },
    },
  ],
  activities: [
    {
      id: "m18-23.social.a1",
      domain: "social",
      title: { az: "Bazarlığı yerbəyer edək", en: "Unpacking the shopping", ru: "Разбираем покупки" },
      description: {
        az: "Alış-verişdən gətirdiklərinizi yerbəyer edəndə uşağınıza sınmayan əşyalar, məsələn, makaron paketi və ya alma verin ki, onları sizə ötürsün və ya aşağı rəfə qoysun. Hər əşyanın adını deyin və köməyinə görə təşəkkür edin.",
        en: "When you unpack the shopping, hand your child unbreakable things, such as a bag of pasta or an apple, to pass back to you or put on a low shelf. Name each thing and thank them for helping.",
        ru: "Разбирая покупки, давайте малышу то, что не бьётся, например пачку макарон или яблоко, чтобы он передал это вам или положил на нижнюю полку. Называйте каждую вещь и благодарите за помощь.",
      },
    },
    {
      id: "m18-23.social.a2",
      domain: "social",
      title: { az: "Hissin adını deyin", en: "Name the feeling", ru: "Называем чувства" },
      description: {
        az: "Kiminsə ağladığını və ya güldüyünü görəndə — istər həyatda, istər kitabda — hissi sadə sözlə adlandırın: «Oğlan kədərlidir, o ağlayır.» Necə təskinlik vermək olar, göstərin: qucaqlamaq və ya sığallamaq.",
        en: 'When you see someone crying or laughing, in real life or in a book, name the feeling simply: "The boy is sad. He is crying." Show how to comfort someone with a hug or a gentle pat.',
        ru: "Когда видите, что кто-то плачет или смеётся, — в жизни или в книжке, — просто назовите чувство: «Мальчику грустно, он плачет». Покажите, как можно утешить: обнять или погладить.",
      },
    },
    {
      id: "m18-23.language.a1",
      domain: "language",
      title: { az: "Burnun hanı?", en: "Where's your nose?", ru: "Где носик?" },
      description: {
        az: "Çimizdirəndə və ya geyindirəndə bədən hissələrinə toxunub adlarını deyin: «Bu sənin burnundur! Bəs gözlərin hanı?» İki-üç hissədən başlayın, uşağınız onları tanıdıqca yenilərini əlavə edin.",
        en: 'At bath time or while dressing, touch and name parts of the body: "Here\'s your nose! And where are your eyes?" Start with two or three and add new ones once your child knows these.',
        ru: "Во время купания или одевания дотрагивайтесь до частей тела и называйте их: «Вот твой носик! А где глазки?» Начните с двух-трёх и добавляйте новые, когда малыш их запомнит.",
      },
    },
    {
      id: "m18-23.language.a2",
      domain: "language",
      title: { az: "Hərəkətli mahnılar", en: "Songs with actions", ru: "Песенки с движениями" },
      description: {
        az: "Sadə hərəkətləri olan qısa mahnılar oxuyun və ya şeirlər deyin, məsələn, əl ilə öpüş göndərmək və ya barmağı dodaqlara qoymaq. Hərəkətdən bir az əvvəl dayanın ki, uşağınız onu özü etsin.",
        en: "Sing short songs or say rhymes with simple actions, such as blowing a kiss or putting a finger to your lips. Pause just before an action so your child can do it.",
        ru: "Пойте короткие песенки или читайте стишки с простыми движениями, например с воздушным поцелуем или пальцем у губ. Перед движением делайте паузу, чтобы малыш успел сделать его сам.",
      },
    },
    {
      id: "m18-23.cognitive.a1",
      domain: "cognitive",
      title: { az: "Ayıcığı yedirək", en: "Teddy's dinner", ru: "Накормим мишку" },
      description: {
        az: "Yumşaq oyuncaq üçün plastik boşqab, qaşıq və fincan qoyun və onu yedirirmiş kimi edin: «Ham-ham, ayıcığa şorba.» Qaşığı uşağınıza verin və onun fikirlərinə qoşulun.",
        en: 'Set out a plastic plate, spoon and cup for a soft toy and pretend to feed it: "Mmm, soup for teddy." Hand the spoon to your child and go along with their ideas.',
        ru: "Поставьте для мягкой игрушки пластиковую тарелку, ложку и чашку и покажите, как кормить её понарошку: «Ам-ам, мишке суп». Дайте ложку малышу и подхватывайте его идеи.",
      },
    },
    {
      id: "m18-23.cognitive.a2",
      domain: "cognitive",
      title: { az: "Stəkan içində stəkan", en: "Cups inside cups", ru: "Стаканчик в стаканчик" },
      description: {
        az: "Uşağınıza müxtəlif ölçülü üç-dörd plastik stəkan və ya qab verin: onlardan qüllə qurmaq da, birini digərinin içinə yerləşdirmək də olar. Hansının hansına sığdığını özü tapsın, yalnız istəsə kömək edin.",
        en: "Give your child three or four plastic cups or tubs of different sizes to stack into a tower or fit one inside another. Let them discover what fits where, and help only when asked.",
        ru: "Дайте малышу три-четыре пластиковых стаканчика или контейнера разного размера: из них можно строить башню и вкладывать их друг в друга. Пусть сам поймёт, что во что помещается; помогайте, только если он просит.",
      },
    },
    {
      id: "m18-23.movement.a1",
      domain: "movement",
      title: { az: "Qaşıqla məşq", en: "Spoon practice", ru: "Учимся есть ложкой" },
      description: {
        az: "Qaşığa yapışan qatı yeməklər, məsələn, sıyıq və ya qatıq verin, siz yanında oturarkən uşağınız özü yesin. Stulun altına dəsmal sərin və yeməyin bir qədər dağılacağına hazır olun.",
        en: "Offer thick foods that stay on a spoon, such as porridge or yoghurt, and let your child feed themselves while you sit with them. Put a towel under the chair and expect some mess.",
        ru: "Предлагайте густую еду, которая держится на ложке, например кашу или йогурт, и дайте малышу есть самому, пока вы сидите рядом. Постелите под стул полотенце и будьте готовы к беспорядку.",
      },
    },
    {
      id: "m18-23.movement.a2",
      domain: "movement",
      title: { az: "Topun dalınca", en: "Chase the ball", ru: "Догони мяч" },
      description: {
        az: "Böyük yumşaq topu otaqda diyirlədin və birlikdə onun dalınca yeriyin və ya qaçın. Növbə ilə topa ayaqla yüngülcə vurun; lazım gəlsə, tarazlığını saxlaması üçün uşağınızın əlindən tutun.",
        en: "Roll a large soft ball across the room and walk or run after it together. Take turns giving it a gentle kick, holding your child's hand for balance if needed.",
        ru: "Катните большой мягкий мяч через комнату и вместе идите или бегите за ним. По очереди легонько пинайте мяч; если нужно, держите малыша за руку для равновесия.",
      },
    },
  ],
};

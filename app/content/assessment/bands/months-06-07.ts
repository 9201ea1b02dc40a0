import type { AgeBand } from "../types";

/** Babies aged 6-7 months. */
export const MONTHS_06_07: AgeBand = {
  id: "m06-07",
  minMonths: 6,
  maxMonths: 7,
  items: [
    {
      id: "m06-07.social.1",
      domain: "social",
      text: {
        az: "Valideyn, nənə və ya baba kimi tanış adamları görəndə sevinir",
        en: "Lights up when they see a familiar person, like a parent or grandparent",
        ru: "Радуется, когда видит знакомого человека — маму, папу, бабушку или дедушку",
      },
    },
    {
      id: "m06-07.social.3",
      domain: "social",
      text: {
        az: "Oyunu davam etdirmək üçün sizə gülümsəyir, ayaqlarını oynadır və ya səs çıxarır",
        en: "Tries to keep a game with you going by smiling, kicking or making sounds",
        ru: "Старается продлить игру с вами: улыбается, дрыгает ножками или издаёт звуки",
      },
    },
    {
      id: "m06-07.social.4",
      domain: "social",
      text: {
        az: "Birlikdə oynayanda, məsələn, yüngülcə qıdıqlayanda və ya gülməli səslər çıxaranda ucadan gülür",
        en: "Laughs out loud when you play together, for example at a gentle tickle or a funny noise",
        ru: "Громко смеётся, когда вы играете вместе, например когда вы легонько щекочете его или издаёте смешные звуки",
      },
    },
    {
      id: "m06-07.social.5",
      domain: "social",
      needsSituation: true,
      text: {
        az: "Tanımadığı biri onu qucağına alanda bunu hiss etdirir: susub yerində donur, o adama diqqətlə baxır və ya sizi axtarıb üzünü sizə tərəf çevirir",
        en: "Notices when someone they do not know picks them up: goes quiet and still, studies the person's face or turns to look for you",
        ru: "Замечает, когда его берёт на руки незнакомый человек: затихает и замирает, пристально разглядывает его или оборачивается, ища вас",
      },
    },
    {
      id: "m06-07.language.1",
      domain: "language",
      text: {
        az: "Siz bir səs çıxarırsınız, o da cavabında səs çıxarır və bu «söhbət» bir müddət davam edir",
        en: "Trades sounds with you: you make a sound, they answer with one, and this goes on for a while",
        ru: "Обменивается с вами звуками: вы издаёте звук, он отвечает своим, и так несколько раз подряд",
      },
    },
    {
      id: "m06-07.language.2",
      domain: "language",
      text: {
        az: "Səslərlə oynayır: zil səslə çığırır, boğazdan «ırr» edir və ya dodaqları ilə «brrr» səsi çıxarır",
        en: "Plays with sounds: squeals, growls or makes “brrr” noises with their lips",
        ru: "Играет со звуками: визжит, рычит или издаёт губами «бррр»",
      },
    },
    {
      id: "m06-07.language.3",
      domain: "language",
      redFlag: true,
      text: {
        az: "Qapı zəngi və ya telefon kimi yeni bir səs eşidəndə başını çevirib baxır",
        en: "Turns to look when they hear a new sound, like the doorbell or a phone",
        ru: "Оборачивается, услышав новый звук, например звонок в дверь или телефон",
      },
    },
    {
      id: "m06-07.language.4",
      domain: "language",
      text: {
        az: "Razı və ya narazı olduğunu təkcə ağlamaqla deyil, səsi ilə də bildirir",
        en: "Uses their voice, not only crying, to show they are pleased or cross",
        ru: "Показывает голосом, а не только плачем, что ему нравится или не нравится",
      },
    },
    {
      id: "m06-07.cognitive.1",
      domain: "cognitive",
      text: {
        az: "Oyuncaq yenə səs çıxarsın deyə onu silkələyir və ya nəyəsə vurur",
        en: "Shakes or bangs a toy to make it make a noise again",
        ru: "Трясёт игрушку или стучит ею, чтобы она снова издала звук",
      },
    },
    {
      id: "m06-07.cognitive.2",
      domain: "cognitive",
      text: {
        az: "Diyirlənib uzaqlaşan və ya yerə düşən oyuncağı gözləri ilə izləyir",
        en: "Follows a toy with their eyes when it rolls away or falls",
        ru: "Следит глазами за игрушкой, которая укатилась или упала",
      },
    },
    {
      id: "m06-07.cognitive.3",
      domain: "cognitive",
      text: {
        az: "Üzünüzə, saçınıza və ya paltarınıza toxunaraq, onları çəkərək araşdırır",
        en: "Explores your face, hair or clothes by patting and pulling at them",
        ru: "Изучает ваше лицо, волосы или одежду: трогает, похлопывает, тянет",
      },
    },
    {
      id: "m06-07.cognitive.4",
      domain: "cognitive",
      text: {
        az: "Bir az uzaqda olan oyuncağa çatmaq üçün dartınır və ya qurcalanır",
        en: "Stretches or wriggles to try to get a toy that is just out of reach",
        ru: "Тянется или ёрзает, пытаясь достать игрушку, до которой чуть-чуть не дотягивается",
      },
    },
    {
      id: "m06-07.movement.1",
      domain: "movement",
      text: {
        az: "Qarnı üstə vəziyyətdən arxası üstə çevrilir",
        en: "Rolls over from their tummy onto their back",
        ru: "Переворачивается с живота на спину",
      },
    },
    {
      id: "m06-07.movement.2",
      domain: "movement",
      text: {
        az: "Onu ayaq üstə tutanda ayaqlarını yerə dirəyib hoppanır",
        en: "Takes weight on their legs and bounces when you hold them standing",
        ru: "Когда вы держите его стоя, опирается на ножки и пружинит",
      },
    },
    {
      id: "m06-07.movement.3",
      domain: "movement",
      text: {
        az: "Qarnı üstə uzananda qollarını düzəldib bədəninin üst hissəsini qaldırır",
        en: "Pushes up on straight arms during tummy time",
        ru: "Лёжа на животе, поднимается на выпрямленных руках",
      },
    },
    {
      id: "m06-07.movement.4",
      domain: "movement",
      text: {
        az: "Oyuncağı bütün ovcu ilə tutub ağzına aparır",
        en: "Grabs a toy with their whole hand and brings it to their mouth",
        ru: "Хватает игрушку всей ладошкой и тянет её в рот",
      },
    },
    {
      id: "m06-07.movement.5",
      domain: "movement",
      text: {
        az: "Azacıq dəstəklə oturur, başını və belini kifayət qədər düz saxlayır",
        en: "Sits with a little support, keeping their head and back fairly upright",
        ru: "Сидит с небольшой поддержкой, держа голову и спинку довольно прямо",
      },
    },
  ],
  retiredItems: [
    {
      id: "m06-07.social.2",
      domain: "social",
      text: {
        az: "Tanımadığı adamlara ailə üzvlərinə nisbətən daha uzun və ya daha ciddi baxır",
        en: "Looks at unfamiliar people for longer, or more seriously, than at family",
        ru: "На незнакомых людей смотрит дольше или серьёзнее, чем на родных",
      },
    },
  ],
  activities: [
    {
      id: "m06-07.social.a1",
      domain: "social",
      title: {
        az: "Parça ilə ku-ku",
        en: "Peekaboo with a cloth",
        ru: "Ку-ку с платочком",
      },
      description: {
        az: "Üzünüzü bir saniyəlik yüngül parça ilə örtün, sonra onu götürüb gülümsəyərək şən səslə «Ku-ku!» deyin. Hər dəfə bir az gözləyin ki, körpəniz sizin yenidən görünəcəyinizi gözləsin.",
        en: "Cover your face with a light cloth for a second, then pull it away with a smile and a cheerful “Peekaboo!”. Pause between turns so your baby can look forward to you reappearing.",
        ru: "Спрячьте лицо за лёгким платком на секунду, потом уберите его, улыбнитесь и весело скажите «Ку-ку!». Делайте паузы, чтобы малыш успевал ждать вашего появления.",
      },
    },
    {
      id: "m06-07.social.a2",
      domain: "social",
      title: {
        az: "Tələsmədən tanışlıq",
        en: "Slow hellos",
        ru: "Знакомство без спешки",
      },
      description: {
        az: "Evə yeni adam gələndə körpənizi qucağınızda saxlayın və qonaqdan xahiş edin ki, əvvəlcə bir az aralıdan danışıb gülümsəsin. Körpəniz başqasının qucağına keçməzdən əvvəl ona alışmaq üçün vaxt verin.",
        en: "When someone new visits, keep your baby on your lap and ask the guest to talk and smile from a little distance first. Give your baby time to warm up before anyone new holds them.",
        ru: "Когда приходит новый человек, держите малыша у себя на коленях и попросите гостя сначала поговорить и поулыбаться ему с небольшого расстояния. Дайте малышу время привыкнуть, прежде чем он пойдёт на руки к кому-то новому.",
      },
    },
    {
      id: "m06-07.language.a1",
      domain: "language",
      title: {
        az: "Səsə səslə cavab",
        en: "Babble back",
        ru: "Отвечайте лепетом",
      },
      description: {
        az: "Körpəniz səs çıxaranda həmin səsi təkrarlayın, sonra «ba» və ya «ma» kimi yeni bir səs əlavə edin. Gözləyin və baxın, o da təkrarlamağa çalışırmı.",
        en: "When your baby squeals or babbles, copy the sound, then add a new one like “ba” or “ma”. Wait and see whether they have a go too.",
        ru: "Когда малыш визжит или лепечет, повторите его звук, а затем добавьте новый, например «ба» или «ма». Подождите и посмотрите, попробует ли он повторить.",
      },
    },
    {
      id: "m06-07.language.a2",
      domain: "language",
      title: {
        az: "Hər şeyin adı var",
        en: "Name everyday things",
        ru: "У всего есть имя",
      },
      description: {
        az: "Gündəlik işlər zamanı əşyaları bir-bir göstərib adını deyin: «Qaşıq. Bu sənin qaşığındır.» Qısa, aydın sözlər işlədin və körpənizə əşyaya toxunmağa imkan verin.",
        en: "During daily routines, show and name one thing at a time: “Spoon. Here's your spoon.” Use short, clear words and let your baby touch the thing you name.",
        ru: "В течение дня показывайте и называйте по одному предмету: «Ложка. Вот твоя ложка». Говорите короткими, понятными словами и давайте малышу потрогать то, что вы назвали.",
      },
    },
    {
      id: "m06-07.cognitive.a1",
      domain: "cognitive",
      title: {
        az: "Nə səs çıxarır?",
        en: "What makes a sound?",
        ru: "Что звучит?",
      },
      description: {
        az: "Körpənizə tərpədəndə səs çıxaran əşyalar verin: çıngırdaq, xışıltılı parça, taxta qaşıq və metal kasa. Bir dəfə özünüz göstərin, sonra qoy o özü sınasın.",
        en: "Give your baby things that make a sound when moved: a rattle, a crinkly cloth, a wooden spoon and a metal bowl. Show them once, then let them try on their own.",
        ru: "Дайте малышу вещи, которые звучат, если ими двигать: погремушку, шуршащую ткань, деревянную ложку и металлическую миску. Покажите один раз, а потом пусть попробует сам.",
      },
    },
    {
      id: "m06-07.cognitive.a2",
      domain: "cognitive",
      title: {
        az: "Top hara getdi?",
        en: "Where did the ball go?",
        ru: "Куда укатился мячик?",
      },
      description: {
        az: "Körpəniz baxarkən topu onun yanından yavaşca diyirlədin. «Top hara getdi? Budur!» deyib onu göstərin və qoy əlini ona uzatsın.",
        en: "While your baby watches, roll a ball slowly past them. Say “Where did the ball go? There it is!”, show it to them and let them reach for it.",
        ru: "Пока малыш смотрит, медленно прокатите мимо него мячик. Спросите: «Куда укатился мячик? Вот он!» — покажите его и дайте малышу к нему потянуться.",
      },
    },
    {
      id: "m06-07.movement.a1",
      domain: "movement",
      title: {
        az: "Çevrilmə məşqi",
        en: "Rolling practice",
        ru: "Учимся переворачиваться",
      },
      description: {
        az: "Yerdə oynayarkən sevimli oyuncağını körpənizin bir tərəfinə, bir az kənara qoyun ki, ona tərəf dönüb əlini uzatsın. Alınmasa, ombasından yüngülcə tutub çevrilməsinə kömək edin.",
        en: "During floor play, put a favourite toy a little to one side of your baby so they turn and reach for it. If they get stuck, gently help them roll over at the hips.",
        ru: "Во время игры на полу положите любимую игрушку малыша немного сбоку от него, чтобы он повернулся и потянулся к ней. Если не получается, мягко помогите ему перевернуться, придерживая за бёдра.",
      },
    },
    {
      id: "m06-07.movement.a2",
      domain: "movement",
      title: {
        az: "Dəstəklə oturub oynamaq",
        en: "Supported sitting play",
        ru: "Играем сидя с опорой",
      },
      description: {
        az: "Körpənizi yerdə ayaqlarınızın arasında və ya ətrafına yastıqlar qoyaraq oturdun, özünüz də lap yanında olun. Qarşısına oyuncaqlar qoyun ki, irəli əyilib əlləri ilə oynasın.",
        en: "Sit your baby on the floor between your legs, or with cushions around them, and stay right beside them. Put toys in front so they lean forward and play with their hands.",
        ru: "Посадите малыша на пол между своими ногами или обложите подушками и будьте рядом. Положите перед ним игрушки, чтобы он наклонялся вперёд и играл руками.",
      },
    },
  ],
};

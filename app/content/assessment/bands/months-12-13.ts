import type { AgeBand } from "../types";

/** Children aged 12-13 months. */
export const MONTHS_12_13: AgeBand = {
  id: "m12-13",
  minMonths: 12,
  maxMonths: 13,
  items: [
    {
      id: "m12-13.social.2",
      domain: "social",
      text: {
        az: "Sizi güldürən səsi və ya hərəkəti sizi yenə güldürmək üçün təkrarlayır",
        en: "Repeats a sound or movement that made you laugh, to make you laugh again",
        ru: "Повторяет звук или движение, которое вас рассмешило, чтобы снова вас рассмешить",
      },
    },
    {
      id: "m12-13.social.3",
      domain: "social",
      text: {
        az: "Siz barmağınızla nəyisə göstərib «Bax!» deyəndə baxışı ilə barmağınızın istiqamətini izləyir",
        en: "Follows your pointing finger with their eyes when you show them something and say “Look!”",
        ru: "Следит взглядом за вашим указательным пальцем, когда вы что-то показываете и говорите «Смотри!»",
      },
    },
    {
      id: "m12-13.social.4",
      domain: "social",
      text: {
        az: "Siz məşğul olanda diqqətinizi çəkmək üçün sizi çağırır və ya paltarınızdan dartır",
        en: "Calls out or tugs at you to get your attention when you are busy",
        ru: "Зовёт вас или тянет за одежду, чтобы привлечь ваше внимание, когда вы заняты",
      },
    },
    {
      id: "m12-13.social.5",
      domain: "social",
      text: {
        az: "Sizinlə «əl-əl» kimi sadə oyunları sevir və onları yenə oynamaq istəyir",
        en: "Enjoys simple games with you, like pat-a-cake, and wants to play them again",
        ru: "Любит простые игры с вами, например «ладушки», и хочет играть в них ещё",
      },
    },
    {
      id: "m12-13.social.6",
      domain: "social",
      redFlag: true,
      text: {
        az: "Oyunla məşğul olanda belə, otağın o biri başından adını çağırsanız, dönüb sizə baxır",
        en: "Turns to look at you when you call their name from the other side of the room, even while busy playing",
        ru: "Даже увлёкшись игрой, оборачивается и смотрит на вас, когда вы зовёте его по имени с другого конца комнаты",
      },
    },
    {
      id: "m12-13.language.1",
      domain: "language",
      text: {
        az: "«Ana», «ata», «mama» və ya «papa» kimi bir sözü məhz müəyyən bir adama müraciət edərkən deyir",
        en: 'Says "mama", "papa" or a similar word and means one particular person by it',
        ru: "Говорит «мама», «папа» или похожее слово, обращаясь именно к этому человеку",
      },
    },
    {
      id: "m12-13.language.2",
      domain: "language",
      text: {
        az: "Bəzi gündəlik sözləri başa düşdüyünü göstərir: məsələn, «Gəzməyə gedirik» deyəndə qapıya baxır",
        en: 'Shows they know some everyday words, for example looks at the door when you say "Let\'s go for a walk"',
        ru: "Понимает некоторые привычные слова: например, смотрит на дверь, когда вы говорите «Пойдём гулять»",
      },
    },
    {
      id: "m12-13.language.3",
      domain: "language",
      text: {
        az: "Sizin çıxardığınız səsləri, məsələn, öskürəyi, «ba-ba»nı və ya dodaqlarla «brrr» səsini təkrarlamağa çalışır",
        en: 'Tries to copy sounds you make, such as a little cough, "ba-ba" or a "brrr" with the lips',
        ru: "Пытается повторить за вами звуки, например покашливание, «ба-ба» или «бррр» губами",
      },
    },
    {
      id: "m12-13.language.4",
      domain: "language",
      redFlag: true,
      text: {
        az: "Jestlərlə nəyisə bildirir: məsələn, qucağa alınmaq üçün qollarını qaldırır və ya istəmədiyi şeyi itələyir",
        en: "Uses gestures to tell you things, such as lifting their arms to be picked up or pushing away what they don't want",
        ru: "Объясняется жестами: например, поднимает ручки, чтобы его взяли на руки, или отталкивает то, чего не хочет",
      },
    },
    {
      id: "m12-13.language.5",
      domain: "language",
      text: {
        az: "Vidalaşanda əl edir, bəzən yalnız siz əl etdikdən sonra",
        en: "Waves bye-bye, sometimes only after you wave first",
        ru: "Машет рукой «пока-пока», иногда только после того, как помашете вы",
      },
    },
    {
      id: "m12-13.language.6",
      domain: "language",
      text: {
        az: "«Olmaz» və ya «yox» deyəndə heç olmasa bir anlıq etdiyi işi dayandırır",
        en: "Stops what they are doing, at least for a moment, when you say “no”",
        ru: "Хотя бы на мгновение останавливается, когда вы говорите «нет» или «нельзя»",
      },
    },
    {
      id: "m12-13.cognitive.1",
      domain: "cognitive",
      text: {
        az: "Oyuncaqları və ya kubikləri qutuya, kasaya və ya səbətə qoyur ya da atır",
        en: "Drops toys or blocks into a box, bowl or basket",
        ru: "Кладёт или бросает игрушки и кубики в коробку, миску или корзинку",
      },
    },
    {
      id: "m12-13.cognitive.3",
      domain: "cognitive",
      text: {
        az: "Oyuncaq səslənsin və ya işıqlansın deyə onu təkrar-təkrar basır, əli ilə vurur və ya barmağı ilə dürtür",
        en: "Presses, pats or pokes a toy again and again to make it play a sound or light up",
        ru: "Снова и снова нажимает на игрушку, хлопает по ней или тычет пальчиком, чтобы она зазвучала или засветилась",
      },
    },
    {
      id: "m12-13.cognitive.4",
      domain: "cognitive",
      text: {
        az: "Deşikləri və aralıqları araşdırmaq üçün barmağını onlara salır: məsələn, oyuncaqdakı deşiyə və ya fincanın qulpuna",
        en: "Pokes a finger into holes and gaps to explore them, for example in a toy or the handle of a cup",
        ru: "Засовывает пальчик в дырочки и щели, исследуя их: например, в отверстие на игрушке или в ручку чашки",
      },
    },
    {
      id: "m12-13.cognitive.5",
      domain: "cognitive",
      text: {
        az: "Gözü qarşısında parçanın və ya stəkanın altında tam gizlətdiyiniz oyuncağı tapır",
        en: "Finds a toy you have hidden completely under a cloth or cup while they watched",
        ru: "Находит игрушку, которую вы у него на глазах полностью спрятали под платок или стаканчик",
      },
    },
    {
      id: "m12-13.movement.1",
      domain: "movement",
      text: {
        az: "Divandan və ya alçaq masadan tutaraq yanakı addımlayır",
        en: "Steps sideways along a sofa or low table while holding on",
        ru: "Переступает вдоль дивана или низкого столика, держась за него",
      },
    },
    {
      id: "m12-13.movement.2",
      domain: "movement",
      text: {
        az: "Siz onun hər iki əlindən tutanda irəli yeriyir",
        en: "Walks forward when you hold both of their hands",
        ru: "Идёт вперёд, когда вы держите его за обе руки",
      },
    },
    {
      id: "m12-13.movement.3",
      domain: "movement",
      text: {
        az: "Ayaq üstə dayandığı yerdən birdən yıxılmır, ehtiyatla aşağı enib oturur",
        en: "Sits down from standing in a controlled way rather than just dropping",
        ru: "Из положения стоя садится аккуратно, а не просто плюхается",
      },
    },
    {
      id: "m12-13.movement.4",
      domain: "movement",
      text: {
        az: "Siz fincanı tutanda qapaqsız fincandan bir neçə qurtum içir",
        en: "Takes sips from an open cup while you hold it",
        ru: "Делает несколько глотков из открытой чашки, которую держите вы",
      },
    },
    {
      id: "m12-13.movement.5",
      domain: "movement",
      text: {
        az: "Yumşaq yeməyin kiçik tikəsini baş barmağı ilə şəhadət barmağı arasında götürür",
        en: "Picks up a small piece of soft food between their thumb and a finger",
        ru: "Берёт маленький кусочек мягкой еды двумя пальчиками — большим и указательным",
      },
    },
  ],
  retiredItems: [
    {
      id: "m12-13.cognitive.2",
      domain: "cognitive",
      text: {
        az: "Onun gözü qarşısında iki plastik stəkandan birinin altında gizlətdiyiniz oyuncağı düz stəkanın altında axtarıb tapır",
        en: "Finds a toy you hid under one of two plastic cups while they watched, by looking under the right cup",
        ru: "Находит игрушку, которую вы у него на глазах спрятали под один из двух пластиковых стаканчиков, и заглядывает именно под нужный",
      },
    },
    {
      id: "m12-13.social.1",
      domain: "social",
      text: {
        az: "Kimsə gedəndə, siz əvvəlcə əl etməsəniz də, özü əl edir",
        en: "Waves bye-bye on their own when someone leaves, without you waving first",
        ru: "Сам машет рукой на прощание, когда кто-то уходит, даже если вы не помахали первыми",
      },
    },
  ],
  activities: [
    {
      id: "m12-13.social.a1",
      domain: "social",
      title: { az: "Yaylıqla «ku-ku»", en: "Peekaboo with a scarf", ru: "«Ку-ку» с платком" },
      description: {
        az: "Üzünüzü yüngül yaylıq və ya dəsmal arxasında gizlədin və gülümsəyərək çıxın. Görünməzdən əvvəl bir az gözləyin ki, uşağınız yaylığı özü çəksin. Xoşuna gəldiyi müddətdə bir neçə dəfə təkrarlayın.",
        en: "Hide your face behind a light scarf or a towel and pop out with a smile. Pause before you reappear so your child can pull the scarf away. Play a few rounds while they are enjoying it.",
        ru: "Спрячьте лицо за лёгким платком или полотенцем и выгляните с улыбкой. Перед тем как появиться, сделайте паузу — пусть малыш сам стянет платок. Повторите несколько раз, пока ему интересно.",
      },
    },
    {
      id: "m12-13.social.a2",
      domain: "social",
      title: { az: "Güzgü qarşısında şən üzlər", en: "Funny faces in the mirror", ru: "Рожицы перед зеркалом" },
      description: {
        az: "Uşağınızla güzgünün qarşısında oturun, gülməli üz ifadəsi edin və ya gülməli səs çıxarın, sonra onun gülməsini və ya təkrarlamasını gözləyin. Onu güldürən hər şeyi təkrarlayın və qoy oyunu o da idarə etsin.",
        en: "Sit with your child in front of a mirror, pull a funny face or make a silly sound, and wait for them to laugh or copy you. Repeat whatever makes them laugh, and let them take the lead too.",
        ru: "Сядьте с малышом перед зеркалом, состройте смешную рожицу или издайте забавный звук и подождите, пока он засмеётся или повторит. Повторяйте то, что его смешит, и позвольте ему тоже вести игру.",
      },
    },
    {
      id: "m12-13.language.a1",
      domain: "language",
      title: { az: "Baxdığının adını deyin", en: "Name what they look at", ru: "Называйте то, что он видит" },
      description: {
        az: "Uşağınız nəyəsə baxanda və ya əlini uzadanda onun adını qısa şəkildə deyin: «Top! Qırmızı top.» Sözləriniz sadə olsun, arada dayanın ki, o da səslə cavab verə bilsin.",
        en: 'When your child looks at or reaches for something, name it in a short phrase: "Ball! A red ball." Keep your words simple and pause so they can answer with sounds.',
        ru: "Когда малыш смотрит на что-то или тянется к предмету, назовите его коротко: «Мяч! Красный мяч». Говорите просто и делайте паузы, чтобы он мог ответить звуками.",
      },
    },
    {
      id: "m12-13.language.a2",
      domain: "language",
      title: { az: "Səsləri təkrarlayaq", en: "Sound copying game", ru: "Повтори звук" },
      description: {
        az: "Sadə bir səs çıxarın — öskürək, «ba-ba» və ya «brrr» — və uşağınızın onu təkrarlamasını gözləyin. Sonra siz də onun səslərini təkrarlayın ki, növbə ilə «danışasınız».",
        en: 'Make a simple sound – a little cough, "ba-ba" or a "brrr" – and wait for your child to copy it. Then copy the sounds they make, so that you take turns.',
        ru: "Издайте простой звук — покашливание, «ба-ба» или «бррр» — и подождите, пока малыш его повторит. Потом повторяйте его звуки, чтобы у вас получалась перекличка.",
      },
    },
    {
      id: "m12-13.cognitive.a1",
      domain: "cognitive",
      title: { az: "Mətbəx nağarası", en: "Kitchen drum kit", ru: "Кухонный оркестр" },
      description: {
        az: "Bir neçə qazan, plastik kasa və taxta qaşıq qoyun, hər birinə vuranda necə səsləndiyini göstərin. Qoy uşağınız öz «musiqisini» çalsın, siz də onun ritmini təkrarlayın.",
        en: "Set out a few pans, plastic bowls and a wooden spoon, and show how each one sounds when you tap it. Let your child make their own music, and copy their rhythm back.",
        ru: "Поставьте несколько кастрюль и пластиковых мисок, возьмите деревянную ложку и покажите, как звучит каждая, если по ней постучать. Пусть малыш играет свою «музыку», а вы повторяйте его ритм.",
      },
    },
    {
      id: "m12-13.cognitive.a2",
      domain: "cognitive",
      title: { az: "Qutudan yaylıqlar", en: "Scarves from a box", ru: "Платочки из коробки" },
      description: {
        az: "Boş salfet qutusuna bir neçə yumşaq yaylıq və ya parça doldurun, qoy uşağınız onları bir-bir çıxarsın. Sonra birlikdə geri qoyub yenidən başlayın; oyundan sonra yaylıqları yığışdırın.",
        en: "Push a few soft scarves or cloths into an empty tissue box and let your child pull them out one by one. Put them back together and start again, and tidy the scarves away after play.",
        ru: "Сложите в пустую коробку из-под салфеток несколько мягких платков или лоскутов и дайте малышу вытаскивать их по одному. Потом сложите обратно и начните снова, а после игры уберите платки.",
      },
    },
    {
      id: "m12-13.movement.a1",
      domain: "movement",
      title: { az: "Əl-ələ yeriyək", en: "Walking hand in hand", ru: "Шагаем за ручки" },
      description: {
        az: "Uşağınızın hər iki əlindən tutun və yumşaq xalçanın üstündə onun sürətinə uyğun birlikdə bir neçə addım atın. Möhkəmləndikcə yalnız bir əlindən tutmağı yoxlayın.",
        en: "Hold both your child's hands and walk a few steps together across a soft rug, going at their pace. As they get steadier, try holding just one hand.",
        ru: "Возьмите малыша за обе руки и пройдите вместе несколько шагов по мягкому ковру в его темпе. Когда он станет увереннее, попробуйте держать его только за одну руку.",
      },
    },
    {
      id: "m12-13.movement.a2",
      domain: "movement",
      title: { az: "Qapaqsız fincandan içmək", en: "Sips from an open cup", ru: "Пьём из открытой чашки" },
      description: {
        az: "Yemək vaxtı kiçik qapaqsız fincana bir az su tökün, fincanı uşağınızın dodaqlarına tutub yavaşca əyin. Qoy o da əllərini fincana qoysun; suyun bir az tökülməsi normaldır.",
        en: "At mealtimes, pour a little water into a small open cup, hold it to your child's lips and tip it slowly. Let them put their hands on the cup too, and expect a few spills.",
        ru: "Во время еды налейте немного воды в маленькую открытую чашку, поднесите её к губам малыша и медленно наклоните. Пусть он тоже держится за чашку; немного пролитой воды — это нормально.",
      },
    },
  ],
};

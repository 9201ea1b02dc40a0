import type { AgeBand } from "../types";

/** Babies aged 10-11 months. */
export const MONTHS_10_11: AgeBand = {
  id: "m10-11",
  minMonths: 10,
  maxMonths: 11,
  items: [
    {
      id: "m10-11.social.2",
      domain: "social",
      text: {
        az: "Kefi pozulanda və ya nədənsə çəkinəndə sizə tərəf gəlir və ya əllərini sizə uzadır",
        en: "Comes to you or reaches for you when upset or unsure",
        ru: "Когда расстроен или растерян, добирается до вас или тянется к вам",
      },
    },
    {
      id: "m10-11.social.4",
      domain: "social",
      text: {
        az: "Üzü ilə müxtəlif hisslər göstərir: sevinir, acıqlanır, təəccüblənir",
        en: "Shows different feelings on their face: pleased, cross or surprised",
        ru: "Выражает лицом разные чувства: радость, недовольство, удивление",
      },
    },
    {
      id: "m10-11.social.5",
      domain: "social",
      text: {
        az: "Tanış adamlara üstünlük verir: məsələn, yad adamdan çox sizə və ya nənəsinə tərəf dönür",
        en: "Prefers familiar people, for example turns to you or a grandparent rather than to a stranger",
        ru: "Тянется к знакомым людям: например, поворачивается к вам или к бабушке, а не к незнакомому человеку",
      },
    },
    {
      id: "m10-11.social.6",
      domain: "social",
      redFlag: true,
      text: {
        az: "Oyunla məşğul olanda belə, otağın o biri başından adını çağırsanız, dönüb sizə baxır",
        en: "Turns to look at you when you call their name from the other side of the room, even while busy playing",
        ru: "Даже увлёкшись игрой, оборачивается и смотрит на вас, когда вы зовёте его по имени с другого конца комнаты",
      },
    },
    {
      id: "m10-11.language.3",
      domain: "language",
      text: {
        az: "Müxtəlif hecaları qarışdıraraq səslər çıxarır, məsələn, «ba-da», «ma-qa»",
        en: "Babbles with a mix of different sounds, like “ba-da” or “ma-ga”",
        ru: "Лепечет, смешивая разные слоги, например «ба-да» или «ма-га»",
      },
    },
    {
      id: "m10-11.language.5",
      domain: "language",
      text: {
        az: "Götürülmək istəyəndə əllərini sizə tərəf qaldırır",
        en: "Lifts their arms towards you to be picked up",
        ru: "Поднимает к вам ручки, когда хочет на руки",
      },
    },
    {
      id: "m10-11.language.6",
      domain: "language",
      text: {
        az: "Nəsə istəyəndə səsi və ya jestləri ilə bildirir, məsələn, əlini uzadıb səslənir",
        en: "Lets you know they want something with sounds or gestures, for example reaches out and calls",
        ru: "Даёт понять, что чего-то хочет, звуками или жестами: например, тянется и зовёт",
      },
    },
    {
      id: "m10-11.cognitive.2",
      domain: "cognitive",
      text: {
        az: "Əşyaları qəsdən yerə salır və ya atır, sonra hara düşdüyünə baxır",
        en: "Drops or throws things on purpose and watches where they land",
        ru: "Нарочно роняет или бросает вещи и смотрит, куда они падают",
      },
    },
    {
      id: "m10-11.cognitive.3",
      domain: "cognitive",
      text: {
        az: "Oyuncaqları qutudan və ya səbətdən bir-bir çıxarır",
        en: "Takes toys out of a box or basket one by one",
        ru: "Вынимает игрушки из коробки или корзинки одну за другой",
      },
    },
    {
      id: "m10-11.cognitive.4",
      domain: "cognitive",
      text: {
        az: "Göstərdiyiniz sadə hərəkəti təkrarlayır, məsələn, qaşıqla qazana vurur",
        en: "Copies a simple action you show them, like tapping a spoon on a pot",
        ru: "Повторяет за вами простое действие, например стучит ложкой по кастрюле",
      },
    },
    {
      id: "m10-11.cognitive.5",
      domain: "cognitive",
      text: {
        az: "İki oyuncağı bir-birinə vurur, məsələn, iki kubiki",
        en: "Bangs two toys together, for example two blocks",
        ru: "Стучит одной игрушкой о другую, например кубиком о кубик",
      },
    },
    {
      id: "m10-11.movement.1",
      domain: "movement",
      text: {
        az: "Mebelə və ya əllərinizə tutunaraq ayağa qalxır",
        en: "Pulls up to stand, holding on to furniture or your hands",
        ru: "Встаёт, держась за мебель или за ваши руки",
      },
    },
    {
      id: "m10-11.movement.2",
      domain: "movement",
      text: {
        az: "Uzandığı yerdən köməksiz özü oturur",
        en: "Gets into a sitting position by themselves",
        ru: "Сам, без помощи, садится из положения лёжа",
      },
    },
    {
      id: "m10-11.movement.4",
      domain: "movement",
      text: {
        az: "İstədiyi yerə çatmaq üçün döşəmədə hərəkət edir: iməkləyir, sürünür və ya oturduğu yerdə sürüşərək irəliləyir",
        en: "Moves across the floor to get where they want – crawling, creeping or shuffling on their bottom",
        ru: "Перемещается по полу, куда хочет: ползает на четвереньках, по-пластунски или передвигается сидя",
      },
    },
    {
      id: "m10-11.movement.5",
      domain: "movement",
      text: {
        az: "Kiçik yemək tikələrini barmaqları ilə özünə tərəf çəkir",
        en: "Rakes small pieces of food towards themselves with their fingers",
        ru: "Подгребает к себе пальчиками маленькие кусочки еды",
      },
    },
  ],
  retiredItems: [
    {
      id: "m10-11.social.1",
      domain: "social",
      text: {
        az: "Sizinlə əl çalmaq kimi sadə oyunları sevir və onları təkrar oynamaq istəyir",
        en: "Enjoys simple games with you, like clapping hands, and wants to play them again",
        ru: "Любит простые игры с вами, например «ладушки», и хочет играть в них ещё",
      },
    },
    {
      id: "m10-11.social.3",
      domain: "social",
      text: {
        az: "Yeni və ya gözlənilməz bir şey olanda necə reaksiya verdiyinizi görmək üçün üzünüzə baxır",
        en: "Looks at your face to see how you react when something new or surprising happens",
        ru: "Когда происходит что-то новое или неожиданное, смотрит на ваше лицо, чтобы понять вашу реакцию",
      },
    },
    {
      id: "m10-11.language.1",
      domain: "language",
      text: {
        az: "Vidalaşanda əl edir, bəzən yalnız siz əl etdikdən sonra",
        en: "Waves bye-bye, sometimes only after you wave first",
        ru: "Машет рукой «пока-пока», иногда только после того, как помашете вы",
      },
    },
    {
      id: "m10-11.language.2",
      domain: "language",
      text: {
        az: "«Olmaz» və ya «yox» deyəndə heç olmasa bir anlıq etdiyi işi dayandırır",
        en: "Stops what they are doing, at least for a moment, when you say “no”",
        ru: "Хотя бы на мгновение останавливается, когда вы говорите «нет» или «нельзя»",
      },
    },
    {
      id: "m10-11.language.4",
      domain: "language",
      text: {
        az: "Tanış adamın və ya əşyanın adını çəkəndə ona baxır, məsələn: «Nənə hanı?»",
        en: "Looks at a familiar person or thing when you name it, for example “Where's Grandma?”",
        ru: "Смотрит на знакомого человека или предмет, когда вы его называете, например: «Где бабушка?»",
      },
    },
    {
      id: "m10-11.cognitive.1",
      domain: "cognitive",
      text: {
        az: "Gözü qarşısında parçanın və ya stəkanın altında tam gizlətdiyiniz oyuncağı tapır",
        en: "Finds a toy you have hidden completely under a cloth or cup while they watched",
        ru: "Находит игрушку, которую вы у него на глазах полностью спрятали под платок или стаканчик",
      },
    },
    {
      id: "m10-11.movement.3",
      domain: "movement",
      text: {
        az: "Yumşaq yeməyin kiçik tikəsini baş barmağı ilə şəhadət barmağı arasında götürür",
        en: "Picks up a small piece of soft food between their thumb and a finger",
        ru: "Берёт маленький кусочек мягкой еды двумя пальчиками — большим и указательным",
      },
    },
  ],
  activities: [
    {
      id: "m10-11.social.a1",
      domain: "social",
      title: {
        az: "Əl çalma oyunları",
        en: "Clapping rhymes",
        ru: "Ладушки и хлопки",
      },
      description: {
        az: "Üzbəüz oturun və qısa şeirlə birgə əl çalın; xoşuna gəlirsə, körpənizin əllərini yavaşca tutub birlikdə çalın. Hər dəfə eyni yerdə dayanın və onun davam istəməsini gözləyin.",
        en: "Sit face to face and clap along to a short rhyme, gently taking your baby's hands in yours if they like it. Stop at the same spot each time and wait for them to ask for more.",
        ru: "Сядьте лицом друг к другу и хлопайте в ладоши под короткий стишок, например «Ладушки»; если малышу нравится, мягко берите его ладошки в свои. Каждый раз останавливайтесь в одном и том же месте и ждите, что он попросит продолжения.",
      },
    },
    {
      id: "m10-11.social.a2",
      domain: "social",
      title: {
        az: "Ver-al oyunu",
        en: "Give and take",
        ru: "Игра «Дай — на»",
      },
      description: {
        az: "Körpənizin əlində oyuncaq olanda əlinizi uzadıb «Mənə verərsən?» deyin; versə, «Sağ ol!» deyib dərhal geri qaytarın. Hələ vermirsə, narahat olmayın – oyunu yüngül saxlayın.",
        en: "When your baby is holding a toy, hold out your hand and ask “Can I have it?”; if they give it, say “Thank you!” and hand it straight back. If they don't let go yet, that's fine – keep it light.",
        ru: "Когда у малыша в руке игрушка, протяните ладонь и спросите: «Дашь мне?»; если даст, скажите «Спасибо!» и сразу верните. Если пока не отдаёт — ничего страшного, играйте легко.",
      },
    },
    {
      id: "m10-11.language.a1",
      domain: "language",
      title: {
        az: "Salam və hələlik",
        en: "Hello and bye-bye",
        ru: "Привет и пока",
      },
      description: {
        az: "Kimsə gedəndə əl edib «hələlik», gələndə isə «salam» deyin və körpənizə də əl etməyə kömək edin. Bunu kiçik gündəlik adətə çevirin – oyuncaqlarla da oynaya bilərsiniz.",
        en: "Wave and say “bye-bye” whenever someone leaves and “hello” when they arrive, and help your baby wave too. Make it a small daily habit – you can play it with toys as well.",
        ru: "Каждый раз, когда кто-то уходит, машите рукой и говорите «пока», а когда приходит — «привет»; помогайте малышу тоже помахать. Пусть это станет маленьким ежедневным ритуалом — можно играть так и с игрушками.",
      },
    },
    {
      id: "m10-11.language.a2",
      domain: "language",
      title: {
        az: "Hanı?",
        en: "Where is it?",
        ru: "Где это?",
      },
      description: {
        az: "«Lampa hanı?» və ya «Atan hanı?» deyə soruşun, sonra özünüz ona baxıb barmağınızla göstərin. Zamanla göstərməzdən əvvəl bir az gözləyin ki, körpəniz birinci özü baxsın.",
        en: "Ask “Where's the lamp?” or “Where's Daddy?”, then look at it yourself and point. Over time, pause before you point so your baby has a chance to look first.",
        ru: "Спросите: «Где лампа?» или «Где папа?» — и сами посмотрите туда и покажите пальцем. Со временем делайте паузу перед тем, как показать, чтобы малыш успел посмотреть первым.",
      },
    },
    {
      id: "m10-11.cognitive.a1",
      domain: "cognitive",
      title: {
        az: "Gizlət və tap",
        en: "Hide it all the way",
        ru: "Спрячем целиком",
      },
      description: {
        az: "Körpəniz baxarkən oyuncağı plastik stəkanın və ya dəsmalın altında tamamilə gizlədin və soruşun: «Hara getdi?» Bu asanlaşanda iki dəsmal götürün və oyuncağı onlardan birinin altında gizlədin.",
        en: "Let your baby watch you hide a toy completely under a plastic cup or a towel, then ask “Where did it go?”. When that's easy, use two towels and hide the toy under one of them.",
        ru: "Пусть малыш видит, как вы полностью прячете игрушку под пластиковый стаканчик или полотенце, а затем спросите: «Куда она делась?» Когда это станет легко, возьмите два полотенца и спрячьте игрушку под одно из них.",
      },
    },
    {
      id: "m10-11.cognitive.a2",
      domain: "cognitive",
      title: {
        az: "Qoyduq – çıxartdıq",
        en: "In and out",
        ru: "Положили — достали",
      },
      description: {
        az: "Körpənizə qutu və ya qazan və bir neçə iri, təhlükəsiz əşya verin, məsələn, kublar, taxta qaşıqlar. Onları birlikdə çıxarıb yenidən içinə qoyun və hər dəfə «qoyduq», «çıxartdıq» deyin.",
        en: "Give your baby a box or a pot and a few large, safe things like blocks or wooden spoons. Take them out and put them back in together, saying “in” and “out” as you go.",
        ru: "Дайте малышу коробку или кастрюлю и несколько крупных безопасных предметов, например кубики или деревянные ложки. Вынимайте их и складывайте обратно вместе, приговаривая «положили» и «достали».",
      },
    },
    {
      id: "m10-11.movement.a1",
      domain: "movement",
      title: {
        az: "Divanın yanında dayanmaq",
        en: "Standing at the sofa",
        ru: "Встаём у дивана",
      },
      description: {
        az: "Sevimli oyuncağı divanın oturacağına qoyun ki, körpəniz ona çatmaq üçün tutunub ayağa qalxsın. Yaxında olun, iti künclərin örtüldüyündən əmin olun və yenidən oturmağı məşq etməsinə imkan verin.",
        en: "Put a favourite toy on the sofa seat so your baby pulls up to reach it. Stay close, make sure sharp corners nearby are covered, and let them practise lowering themselves back down to sitting.",
        ru: "Положите любимую игрушку на сиденье дивана, чтобы малыш встал, держась, и дотянулся до неё. Будьте рядом, закройте острые углы поблизости и дайте ему потренироваться опускаться обратно и садиться.",
      },
    },
    {
      id: "m10-11.movement.a2",
      domain: "movement",
      title: {
        az: "Barmaqla yemək",
        en: "Finger-food picking",
        ru: "Едим пальчиками",
      },
      description: {
        az: "Yemək vaxtı körpənizə yaşına uyğun bir neçə yumşaq tikə, məsələn, bişmiş tərəvəz parçaları təklif edin və qoy onları özü götürsün. Yeyərkən həmişə körpənizin yanında oturun.",
        en: "At mealtimes, offer your baby a few soft pieces of food that suit their age, such as bits of cooked vegetable, and let them pick them up themselves. Always sit with your baby while they eat.",
        ru: "Во время еды предложите малышу несколько мягких кусочков подходящей ему по возрасту еды, например варёных овощей, и дайте взять их самому. Всегда сидите рядом, пока он ест.",
      },
    },
  ],
};

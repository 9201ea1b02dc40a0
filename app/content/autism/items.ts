import type { AutismItem } from "./types";

/**
 * The 42 items of the autism screening, 14 per section, in section order. The wording is our
 * own; it is not taken or adapted from any published instrument. Items are written for
 * children from 18 months to 6 years, and a child who does not talk yet can be answered for.
 * `reverseKeyed` items describe typical behaviour: the more often it happens, the fewer concerns.
 */
export const AUTISM_ITEMS: ReadonlyArray<AutismItem> = [
  // Repetitive behaviours and routines
  {
    id: "sb-01",
    section: "stereotyped-behaviours",
    text: {
      az: "Sevincdən coşanda əllərini quş qanadı kimi sürətlə yelləyir",
      en: "Flaps their hands quickly, like wings, when excited",
      ru: "Придя в восторг, быстро машет руками, как крылышками",
    },
    reverseKeyed: false,
  },
  {
    id: "sb-02",
    section: "stereotyped-behaviours",
    text: {
      az: "Oturanda və ya ayaq üstə duranda uzun müddət bədənini irəli-geri yırğalayır",
      en: "Rocks their body back and forth for a long time while sitting or standing",
      ru: "Подолгу раскачивается взад-вперёд сидя или стоя",
    },
    reverseKeyed: false,
  },
  {
    id: "sb-03",
    section: "stereotyped-behaviours",
    text: {
      az: "Oyuncaqlarla oynamaq əvəzinə onları uzun cərgə ilə və ya səliqəli naxış şəklində düzür",
      en: "Lines toys up in long rows or neat patterns instead of playing with them",
      ru: "Вместо того чтобы играть с игрушками, выстраивает их в длинные ряды или аккуратные узоры",
    },
    reverseKeyed: false,
  },
  {
    id: "sb-04",
    section: "stereotyped-behaviours",
    text: {
      az: "Təkər, qapaq və ya qəpik kimi əşyaları fırladır və uzun müddət onların fırlanmasına baxır",
      en: "Spins things such as wheels, lids or coins and watches them turn for a long time",
      ru: "Крутит колёса, крышки или монетки и подолгу смотрит, как они вращаются",
    },
    reverseKeyed: false,
  },
  {
    id: "sb-05",
    section: "stereotyped-behaviours",
    text: {
      az: "Eyni əşya ilə eyni hərəkəti dəfələrlə təkrarlayır, məsələn, şkafın qapısını dönə-dönə açıb bağlayır",
      en: "Repeats the same action with an object again and again, such as opening and closing a cupboard door",
      ru: "Снова и снова повторяет одно и то же действие с предметом, например открывает и закрывает дверцу шкафа",
    },
    reverseKeyed: false,
  },
  {
    id: "sb-06",
    section: "stereotyped-behaviours",
    text: {
      az: "Gündəlik qaydada kiçik bir dəyişiklik olanda, məsələn, evə başqa yolla qayıdanda, çox narahat olur",
      en: "Becomes very upset at a small change in the daily routine, such as taking a different way home",
      ru: "Сильно расстраивается из-за небольших перемен в привычном распорядке, например если вы идёте домой другой дорогой",
    },
    reverseKeyed: false,
  },
  {
    id: "sb-07",
    section: "stereotyped-behaviours",
    text: {
      az: "İşlərin hər dəfə eyni ardıcıllıqla görülməsini tələb edir, məsələn, yatmağa hazırlaşanda",
      en: "Insists that things are done in exactly the same order every time, such as when getting ready for bed",
      ru: "Требует, чтобы всё каждый раз делалось строго в одном и том же порядке, например при подготовке ко сну",
    },
    reverseKeyed: false,
  },
  {
    id: "sb-08",
    section: "stereotyped-behaviours",
    text: {
      az: "Plan dəyişəndə, məsələn, gəzintini tez bitirmək lazım gələndə, sakitcə başqa işə keçir",
      en: "Moves on calmly when a plan changes, for example when a walk has to be cut short",
      ru: "Спокойно переключается, когда планы меняются, например если прогулку приходится закончить раньше",
    },
    reverseKeyed: true,
  },
  {
    id: "sb-09",
    section: "stereotyped-behaviours",
    text: {
      az: "Adi məişət səslərinə, məsələn, blenderin və ya əl quruducusunun səsinə çox güclü reaksiya verir",
      en: "Becomes very distressed by ordinary sounds, such as a blender or a hand dryer",
      ru: "Очень болезненно реагирует на обычные звуки, например на шум блендера или сушилки для рук",
    },
    reverseKeyed: false,
  },
  {
    id: "sb-10",
    section: "stereotyped-behaviours",
    text: {
      az: "Əşyalara başını yana çevirib göz ucu ilə baxır",
      en: "Looks at things out of the corner of their eye, turning their head to one side",
      ru: "Разглядывает предметы краем глаза, повернув голову вбок",
    },
    reverseKeyed: false,
  },
  {
    id: "sb-11",
    section: "stereotyped-behaviours",
    text: {
      az: "Çox uşağı ağladacaq zərbədən və ya yıxılmadan sonra heç nə olmamış kimi oyununa davam edir",
      en: "Carries on as if nothing happened after a bump or fall that would make most children cry",
      ru: "После удара или падения, от которого большинство детей заплакали бы, продолжает играть как ни в чём не бывало",
    },
    reverseKeyed: false,
  },
  {
    id: "sb-12",
    section: "stereotyped-behaviours",
    text: {
      az: "Rəqəmlər, hərflər və ya avtomobil loqoları kimi sevimli bir mövzuya elə qapılır ki, onu başqa bir şeylə maraqlandırmaq çətin olur",
      en: "Is so absorbed in one favourite subject, such as numbers, letters or car logos, that it is hard to interest them in anything else",
      ru: "Настолько погружается в одну любимую тему — цифры, буквы или эмблемы машин, — что его трудно заинтересовать чем-то другим",
    },
    reverseKeyed: false,
  },
  {
    id: "sb-13",
    section: "stereotyped-behaviours",
    text: {
      az: "Oyuncaqla onun təyinatına uyğun oynayır, məsələn, maşını sürür və ya gəlinciyi yedizdirir",
      en: "Plays with a toy in the way it is meant to be used, such as pushing a car along or feeding a doll",
      ru: "Играет с игрушкой так, как она задумана: например, катает машинку или кормит куклу",
    },
    reverseKeyed: true,
  },
  {
    id: "sb-14",
    section: "stereotyped-behaviours",
    text: {
      az: "Yeni oyuncağı maraqla araşdırır: onu çevirib baxır, nə edə bildiyini yoxlayır",
      en: "Explores a new toy with curiosity, turning it over and trying out what it does",
      ru: "С любопытством изучает новую игрушку: вертит её в руках, пробует, что она умеет",
    },
    reverseKeyed: true,
  },

  // Communication
  {
    id: "co-01",
    section: "communication",
    text: {
      az: "Oyunla məşğul olanda adını çağırsanız, sizə tərəf dönür",
      en: "Turns towards you when you say their name while they are busy playing",
      ru: "Поворачивается к вам, если вы окликаете его по имени во время игры",
    },
    reverseKeyed: true,
  },
  {
    id: "co-02",
    section: "communication",
    text: {
      az: "Maraqlı bir şeyi, məsələn, həyətdəki pişiyi, sadəcə siz də görəsiniz deyə barmağı ilə göstərir",
      en: "Points at something exciting just so that you see it too, such as a cat in the yard",
      ru: "Показывает пальцем на что-то интересное, например на кошку во дворе, просто чтобы вы тоже это увидели",
    },
    reverseKeyed: true,
  },
  {
    id: "co-03",
    section: "communication",
    text: {
      az: "Siz nəyisə barmağınızla göstərəndə o şeyə yox, barmağınıza baxır",
      en: "Looks at your finger instead of at what you are pointing to",
      ru: "Когда вы что-то показываете пальцем, смотрит на ваш палец, а не туда, куда вы показываете",
    },
    reverseKeyed: false,
  },
  {
    id: "co-04",
    section: "communication",
    text: {
      az: "Nə istədiyini sizə jestlə, səslə və ya sözlə bildirir",
      en: "Lets you know what they want with a gesture, a sound or a word",
      ru: "Даёт вам понять, чего хочет, — жестом, звуком или словом",
    },
    reverseKeyed: true,
  },
  {
    id: "co-05",
    section: "communication",
    text: {
      az: "Üzünüzə baxmadan əlinizdən tutub istədiyi şeyə, məsələn, soyuducunun qapısına aparır",
      en: "Takes your hand and moves it to what they want, such as the fridge door, without looking at your face",
      ru: "Не глядя вам в лицо, берёт вас за руку и тянет её к тому, что хочет, например к дверце холодильника",
    },
    reverseKeyed: false,
  },
  {
    id: "co-06",
    section: "communication",
    text: {
      az: "Sizə cavab vermək əvəzinə indicə eşitdiyi sözləri və ya səsləri təkrarlayır",
      en: "Repeats the words or sounds they have just heard instead of answering you",
      ru: "Вместо ответа повторяет только что услышанные слова или звуки",
    },
    reverseKeyed: false,
  },
  {
    id: "co-07",
    section: "communication",
    text: {
      az: "Cizgi filmlərindən, mahnılardan və ya reklamlardan eşitdiyi ifadələri və ya melodiyaları baş verənlərlə əlaqəsi olmayan anlarda təkrarlayır",
      en: "Repeats lines or tunes from cartoons, songs or adverts at moments that have nothing to do with them",
      ru: "Повторяет фразы или мелодии из мультфильмов, песен или рекламы в моменты, никак с ними не связанные",
    },
    reverseKeyed: false,
  },
  {
    id: "co-08",
    section: "communication",
    text: {
      az: "Sizinlə növbə ilə «söhbət» edir: siz nəsə deyirsiniz, o da öz səsləri və ya sözləri ilə cavab verir",
      en: "Has little back-and-forth 'chats' with you: you say something and they answer with sounds or words",
      ru: "Ведёт с вами маленькие «разговоры» по очереди: на ваши слова отвечает лепетом или словами",
    },
    reverseKeyed: true,
  },
  {
    id: "co-09",
    section: "communication",
    text: {
      az: "Heç nə göstərmədən, yalnız sözlə dediyiniz sadə xahişi yerinə yetirir, məsələn, «Qaşığı gətir»",
      en: "Does a simple thing you ask in words alone, without showing, such as 'Bring me the spoon'",
      ru: "Выполняет простую просьбу, сказанную только словами, без показа, например «Принеси ложку»",
    },
    reverseKeyed: true,
  },
  {
    id: "co-10",
    section: "communication",
    text: {
      az: "Siz onunla danışanda eşitmirmiş kimi görünür, amma sevdiyi melodiyanı başqa otaqdan belə eşidir",
      en: "Acts as if they do not hear you speaking to them, yet notices a favourite tune from another room",
      ru: "Ведёт себя так, будто не слышит, когда вы к нему обращаетесь, но любимую мелодию замечает даже из другой комнаты",
    },
    reverseKeyed: false,
  },
  {
    id: "co-11",
    section: "communication",
    text: {
      az: "Kimsə gedəndə, siz xatırlatmadan, əl yelləyib sağollaşır",
      en: "Waves goodbye without being reminded when someone leaves",
      ru: "Когда кто-то уходит, сам, без напоминания, машет рукой на прощание",
    },
    reverseKeyed: true,
  },
  {
    id: "co-12",
    section: "communication",
    text: {
      az: "Oyunda oyuncağı «danışdırır», məsələn, maşın üçün «vıj-vıj», oyuncaq pişik üçün «miyav» deyir",
      en: "Gives a toy a voice in play, such as 'brrm' for a car or 'meow' for a toy cat",
      ru: "В игре «озвучивает» игрушки, например говорит «би-би» за машинку или «мяу» за игрушечную кошку",
    },
    reverseKeyed: true,
  },
  {
    id: "co-13",
    section: "communication",
    text: {
      az: "Səs çıxaranda və ya danışanda tonu qeyri-adi olur: mahnı oxuyurmuş kimi, yeknəsək və ya robot səsinə bənzər",
      en: "Uses an unusual voice when making sounds or talking, such as sing-song, flat or robot-like",
      ru: "Звуки или речь звучат необычно: нараспев, монотонно или «как у робота»",
    },
    reverseKeyed: false,
  },
  {
    id: "co-14",
    section: "communication",
    text: {
      az: "Kiməsə nəsə demək üçün yox, öz-özünə eyni səsi və ya sözü dəfələrlə təkrarlayır",
      en: "Makes the same sound or says the same word over and over to themselves, not to tell anyone anything",
      ru: "Снова и снова повторяет сам для себя один и тот же звук или слово, ни к кому не обращаясь",
    },
    reverseKeyed: false,
  },

  // Social interaction
  {
    id: "si-01",
    section: "social-interaction",
    text: {
      az: "Qıdıqlama və ya qaçdı-tutdu oyunu zamanı «yenə!» deyirmiş kimi üzünüzə baxır",
      en: "Looks up at your face during a tickling or chasing game, as if to ask for more",
      ru: "Во время игры в щекотку или догонялки заглядывает вам в лицо, словно просит «ещё!»",
    },
    reverseKeyed: true,
  },
  {
    id: "si-02",
    section: "social-interaction",
    text: {
      az: "Gülməli və ya maraqlı bir şey olanda ondan təkbaşına zövq alır, sevincini bölüşmək üçün sizə tərəf dönmür",
      en: "Enjoys a funny or exciting moment on their own, without turning to share it with you",
      ru: "Радуется смешному или интересному моменту в одиночку, не оборачиваясь к вам, чтобы поделиться",
    },
    reverseKeyed: false,
  },
  {
    id: "si-03",
    section: "social-interaction",
    text: {
      az: "Tapdığı və ya düzəltdiyi bir şeyi, sadəcə siz də sevinəsiniz deyə, gətirib sizə göstərir",
      en: "Comes over to show you something they have found or made, just so you can enjoy it too",
      ru: "Приносит показать вам свою находку или поделку — просто чтобы вы тоже порадовались",
    },
    reverseKeyed: true,
  },
  {
    id: "si-04",
    section: "social-interaction",
    text: {
      az: "Öz oyununda gündəlik işlərinizi təqlid edir, məsələn, süpürür, telefonla danışır və ya qazanda nəsə qarışdırır",
      en: "Copies your everyday actions in their own play, such as sweeping, talking on the phone or stirring a pot",
      ru: "В своей игре повторяет ваши повседневные дела: подметает, «говорит по телефону» или помешивает в кастрюле",
    },
    reverseKeyed: true,
  },
  {
    id: "si-05",
    section: "social-interaction",
    text: {
      az: "Başqa uşaqlar onunla oynamağa gələndə uzaqlaşır və ya tək oynamağa davam edir",
      en: "Moves away or keeps playing alone when other children come over to play",
      ru: "Когда другие дети подходят поиграть, отходит в сторону или продолжает играть в одиночку",
    },
    reverseKeyed: false,
  },
  {
    id: "si-06",
    section: "social-interaction",
    text: {
      az: "Bir yeri ağrıyanda və ya qorxanda təsəlli üçün yanınıza gəlmək əvəzinə tək qalır",
      en: "When hurt or frightened, stays on their own instead of coming to you for comfort",
      ru: "Если ему больно или страшно, остаётся в одиночестве, а не идёт к вам за утешением",
    },
    reverseKeyed: false,
  },
  {
    id: "si-07",
    section: "social-interaction",
    text: {
      az: "Yanında kimsə ağlayanda sanki bunun fərqinə varmır",
      en: "Seems not to notice when someone nearby is crying",
      ru: "Будто не замечает, когда кто-то рядом плачет",
    },
    reverseKeyed: false,
  },
  {
    id: "si-08",
    section: "social-interaction",
    text: {
      az: "Birlikdə oynayanda gah oyuncağa, gah da üzünüzə baxır",
      en: "Looks back and forth between a toy and your face while you play together",
      ru: "Когда вы играете вместе, переводит взгляд с игрушки на ваше лицо и обратно",
    },
    reverseKeyed: true,
  },
  {
    id: "si-09",
    section: "social-interaction",
    text: {
      az: "Sadə oyunda, məsələn, növbə ilə qülləyə kubik qoyanda, öz növbəsini gözləyir",
      en: "Waits for their turn in a simple game, such as taking turns to put a block on a tower",
      ru: "В простой игре, например когда вы по очереди ставите кубики в башню, дожидается своей очереди",
    },
    reverseKeyed: true,
  },
  {
    id: "si-10",
    section: "social-interaction",
    text: {
      az: "Yaxınlarından biri onu qucaqlayanda geri çəkilir və ya bədəni gərilir",
      en: "Pulls away or goes stiff when someone in the family hugs them",
      ru: "Отстраняется или напрягается, когда кто-то из близких его обнимает",
    },
    reverseKeyed: false,
  },
  {
    id: "si-11",
    section: "social-interaction",
    text: {
      az: "Siz evə qayıdanda və ya otağa girəndə buna çox az reaksiya verir",
      en: "Shows little reaction when you come home or come back into the room",
      ru: "Почти никак не реагирует, когда вы возвращаетесь домой или входите в комнату",
    },
    reverseKeyed: false,
  },
  {
    id: "si-12",
    section: "social-interaction",
    text: {
      az: "Sevinəndə, təəccüblənəndə və ya üzüləndə də üzünün ifadəsi demək olar ki, dəyişmir",
      en: "Keeps much the same look on their face whether happy, surprised or upset",
      ru: "Выражение лица почти не меняется — радуется ли он, удивляется или расстраивается",
    },
    reverseKeyed: false,
  },
  {
    id: "si-13",
    section: "social-interaction",
    text: {
      az: "Adamlı yerlərdə sizin harada olduğunuza baxmadan uzaqlaşıb gedir",
      en: "Wanders off in busy places without checking where you are",
      ru: "В людных местах уходит от вас, не оглядываясь, где вы",
    },
    reverseKeyed: false,
  },
  {
    id: "si-14",
    section: "social-interaction",
    text: {
      az: "Siz onun oyununa qoşulmaq istəyəndə sizi kənara itələyir və ya əsəbiləşir",
      en: "Pushes you away or gets upset when you try to join their play",
      ru: "Отталкивает вас или расстраивается, когда вы пытаетесь присоединиться к его игре",
    },
    reverseKeyed: false,
  },
];

import type { AutismItem } from "./types";

/**
 * The 42 items of the autism screening, 14 per section, in section order (content.md; the
 * spec fixes this structure).
 *
 * Provenance, stated honestly: the items were written for this product, but many describe
 * behaviours that published screening instruments also ask about (rocking, hand movements,
 * lining up, spinning, echoed speech, pointing, showing, response to name, sensitivity to
 * sounds), because those are the observable signs clinicians look for. The wording is ours
 * and was rewritten where it followed a published item closely (review 5.1: sb-02, co-05,
 * co-09, sb-09, and sb-01, sb-03, sb-04, sb-06, co-02, co-06, co-07, co-13, co-14, si-03,
 * si-10, si-11) and again where it kept a published item's frame or example (co-02 pointing now
 * uses street sights of our own, si-03 showing is asked as bringing a find to be admired); the origin of each item has not been documented by a clinician, so no claim
 * is made that none was adapted. The results use this product's own rules (scoring.ts) and
 * claim no equivalence to any published scale.
 *
 * Ids are stable: stored answers and results refer to them, so a rewrite keeps each item's
 * meaning and keying; an item whose meaning or keying changes gets a new id (the next free
 * number of its section) and the old one moves to AUTISM_RETIRED_ITEMS. `reverseKeyed` items describe typical behaviour: the more often it
 * happens, the fewer concerns. `speech`, `typicalWhenYoung` and `critical` are explained on
 * AutismItem.
 */
export const AUTISM_ITEMS: ReadonlyArray<AutismItem> = [
  // Play, habits and senses (section id "stereotyped-behaviours")
  {
    id: "sb-01",
    section: "stereotyped-behaviours",
    text: {
      az: "Sevinəndə və ya həyəcanlananda əllərini dönə-dönə eyni cür cəld hərəkət etdirir, məsələn, silkələyir",
      en: "When excited, moves their hands in the same quick way over and over, for example shaking them",
      ru: "Радуясь или волнуясь, снова и снова одинаково быстро двигает кистями рук — например, трясёт ими",
    },
    reverseKeyed: false,
    typicalWhenYoung: true,
  },
  {
    id: "sb-02",
    section: "stereotyped-behaviours",
    text: {
      az: "Bir dəqiqə və ya daha çox bütün bədəni ilə eyni ritmlə yırğalanır, məsələn, divanda və ya masa arxasında",
      en: "Sways their whole body to and fro in a steady rhythm for a minute or more, for example on the sofa or at the table",
      ru: "Минуту и дольше мерно покачивается всем телом в одном ритме — например, на диване или за столом",
    },
    reverseKeyed: false,
  },
  {
    id: "sb-03",
    section: "stereotyped-behaviours",
    text: {
      az: "Oyun vaxtını oyuncaqları və ya ev əşyalarını yan-yana cərgəyə düzməklə keçirir",
      en: "Spends playtime placing toys or household things side by side in a row",
      ru: "Проводит время игры, раскладывая игрушки или домашние вещи в ряд одну за другой",
    },
    reverseKeyed: false,
    typicalWhenYoung: true,
  },
  {
    id: "sb-04",
    section: "stereotyped-behaviours",
    text: {
      az: "Təkərləri, qapaqları və ya başqa dəyirmi əşyaları fırladıb bir dəqiqə və ya daha çox onların fırlanmasına baxır",
      en: "Turns wheels, lids or other round things round and round and watches them spin for a minute or more",
      ru: "Раскручивает колёса, крышки или другие круглые вещи и минуту и дольше смотрит, как они вертятся",
    },
    reverseKeyed: false,
  },
  {
    id: "sb-15",
    section: "stereotyped-behaviours",
    text: {
      az: "Gəzəndə bütün pəncəsi ilə yerə basır, dabanları yerə dəyir, barmaqlarının ucunda yerimir",
      en: "Walks with the whole foot on the floor, heels touching down, rather than on tiptoe",
      ru: "При ходьбе ступает на всю стопу, касаясь пола пятками, а не ходит на цыпочках",
    },
    reverseKeyed: true,
    // Walking on tiptoe is common while a child is still learning to walk: counted from 24 months.
    typicalWhenYoung: true,
    countedFromMonths: 24,
  },
  {
    id: "sb-16",
    section: "stereotyped-behaviours",
    text: {
      az: "Müxtəlif rəngdə və müxtəlif tərkibdə yeməklər yeyir, yalnız görünüşü və dadı eyni olan bir neçə tanış yeməklə kifayətlənmir",
      en: "Eats foods of different colours and textures, not only a few familiar foods that always look and feel the same",
      ru: "Ест еду разных цветов и консистенции, а не только несколько привычных блюд, которые всегда выглядят и ощущаются одинаково",
    },
    reverseKeyed: true,
    // Choosy eating is common in toddlers: read by age, like the other behaviours of 18-30 months.
    typicalWhenYoung: true,
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
    typicalWhenYoung: true,
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
      az: "Ailənin başqa üzvlərinin az qala fərqinə varmadığı ev səslərindən qulaqlarını tutur, ağlayır və ya qaçır",
      en: "Covers their ears, cries or runs off at household noises that others in the family barely notice",
      ru: "Закрывает уши, плачет или убегает от домашних звуков, которых остальные в семье почти не замечают",
    },
    reverseKeyed: false,
  },
  {
    id: "sb-17",
    section: "stereotyped-behaviours",
    text: {
      az: "Əşyaları qeyri-adi yolla araşdırır: iyləyir, yalayır və ya göz ucu ilə, lap yaxından baxır",
      en: "Explores things in unusual ways: sniffs or licks objects that are not food, or peers at them very closely or out of the corner of the eye",
      ru: "Исследует предметы необычным способом: нюхает или лижет несъедобные вещи, разглядывает их вплотную или краем глаза",
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
    typicalWhenYoung: true,
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

  // Communication and understanding (section id "communication")
  {
    id: "co-01",
    section: "communication",
    text: {
      az: "Oyunla məşğul olanda adını çağırsanız, sizə tərəf dönür",
      en: "Turns towards you when you say their name while they are busy playing",
      ru: "Поворачивается к вам, если вы окликаете его по имени во время игры",
    },
    reverseKeyed: true,
    critical: true,
  },
  {
    id: "co-02",
    section: "communication",
    text: {
      az: "Küçədə quşu, avtobusu və ya iti barmağı ilə göstərir ki, siz də baxasınız",
      en: "Points at a bird, a bus or a dog in the street so that you will look too",
      ru: "Показывает пальцем на птицу, автобус или собаку на улице, чтобы вы тоже посмотрели",
    },
    reverseKeyed: true,
    critical: true,
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
      az: "Nəsə istəyəndə sizə baxaraq onu barmağı ilə və ya jestlə göstərir",
      en: "Looks at you while pointing or gesturing to ask for something",
      ru: "Прося о чём-то, смотрит на вас и показывает пальцем или жестом",
    },
    reverseKeyed: true,
  },
  {
    id: "co-05",
    section: "communication",
    text: {
      az: "İstədiyi şeyə, məsələn, aça bilmədiyi bankaya, əlinizi qoyur və əlinizin onu etməsini gözləyir",
      en: "Puts your hand on the thing they want, for example on a jar they cannot open, and waits for your hand to do the job",
      ru: "Кладёт вашу руку на то, что ему нужно, например на банку, которую сам не может открыть, и ждёт, что рука сделает остальное",
    },
    reverseKeyed: false,
  },
  {
    id: "co-06",
    section: "communication",
    text: {
      az: "Sual verəndə sözlərinizi eynilə geri qaytarır, məsələn, «Su istəyirsən?» sualına «Su istəyirsən?» deyir",
      en: "Answers a question by saying your words back, such as answering 'Want some water?' with 'Want some water?'",
      ru: "Отвечает на вопрос вашими же словами: например, на «Хочешь водички?» говорит «Хочешь водички?»",
    },
    reverseKeyed: false,
    speech: true,
    typicalWhenYoung: true,
  },
  {
    id: "co-07",
    section: "communication",
    text: {
      az: "Ekranda və ya mahnılarda eşitdiyi ifadələri yerinə düşmədiyi anlarda əzbər deyir",
      en: "Recites phrases heard on screen or in songs at moments when they do not fit at all",
      ru: "Произносит фразы, услышанные с экрана или в песнях, когда они совсем не к месту",
    },
    reverseKeyed: false,
    speech: true,
  },
  {
    id: "co-08",
    section: "communication",
    text: {
      az: "Sizinlə növbə ilə «söhbət» edir: siz nəsə deyirsiniz, o da öz səsləri və ya sözləri ilə cavab verir",
      en: "Has short back-and-forth 'chats' with you: you say something and they answer with sounds or words",
      ru: "Ведёт с вами маленькие «разговоры» по очереди: на ваши слова отвечает лепетом или словами",
    },
    reverseKeyed: true,
  },
  {
    id: "co-09",
    section: "communication",
    text: {
      az: "Tanış bir əşyanın, məsələn, ayaqqabısının, sadəcə adını çəksəniz, onu başqa otaqdan gedib gətirir",
      en: "Goes and fetches a familiar thing from another room when you only name it, such as their shoes",
      ru: "Если вы просто назовёте знакомую вещь, например его ботинки, идёт и приносит её из другой комнаты",
    },
    reverseKeyed: true,
    // Fetching from another room by name alone needs memory most children have only from about
    // two years: read by age below that, rather than made easier for the older children.
    typicalWhenYoung: true,
    countedFromMonths: 24,
  },
  {
    id: "co-10",
    section: "communication",
    text: {
      az: "Onunla danışanda sizi eşitmirmiş kimi davranır",
      en: "Acts as if they do not hear you when you talk to them",
      ru: "Ведёт себя так, будто не слышит, когда вы к нему обращаетесь",
    },
    reverseKeyed: false,
  },
  {
    id: "co-15",
    section: "communication",
    text: {
      az: "Siz onunla üz-üzə danışanda və ya mahnı oxuyanda baxışını yayındırır, üzünüzə baxmır",
      en: "Looks away rather than at your face when you talk or sing to them face to face",
      ru: "Когда вы разговариваете с ним или поёте ему лицом к лицу, отводит взгляд и не смотрит вам в лицо",
    },
    reverseKeyed: false,
  },
  {
    id: "co-16",
    section: "communication",
    text: {
      az: "Səsləri, jestləri və ya sözləri yalnız ona lazım olanı almaq üçün işlədir, sizə nəyisə danışmaq və ya göstərmək üçün yox",
      en: "Uses sounds, gestures or words only to get something they need, not to tell you about something or show it to you",
      ru: "Пользуется звуками, жестами или словами только чтобы получить нужное, а не чтобы что-то вам рассказать или показать",
    },
    reverseKeyed: false,
  },
  {
    id: "co-13",
    section: "communication",
    text: {
      az: "Danışığının qeyri-adi ahəngi var: hər cümlə eyni cür qalxıb enir və ya bir notda səslənir",
      en: "Their speech has an unusual tune: every sentence rises and falls the same way, or stays on one note",
      ru: "Речь звучит необычно: каждая фраза поднимается и опускается одинаково или звучит на одной ноте",
    },
    reverseKeyed: false,
    speech: true,
  },
  {
    id: "co-14",
    section: "communication",
    text: {
      az: "Heç kimə müraciət etmədən öz-özünə bir sözü və ya ifadəni dönə-dönə deyir",
      en: "Says one word or phrase to themselves again and again, not addressed to anyone",
      ru: "Сам себе снова и снова твердит одно слово или фразу, ни к кому не обращаясь",
    },
    reverseKeyed: false,
    speech: true,
  },

  // Connecting with people (section id "social-interaction")
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
      az: "Gülməli və ya maraqlı bir an olanda sizə dönmək əvəzinə onu öz-özünə yaşayır",
      en: "Keeps a funny or exciting moment to themselves instead of turning to you",
      ru: "Когда происходит что-то смешное или интересное, переживает это сам, а не оборачивается к вам",
    },
    reverseKeyed: false,
  },
  {
    id: "si-03",
    section: "social-interaction",
    text: {
      az: "Yeni tapdığı bir şeyi, məsələn, çınqıl daşını və ya yarpağı sizə gətirir və ona heyran olmağınızı gözləyir",
      en: "Comes to you with a new find, such as a pebble or a leaf, and waits for you to admire it",
      ru: "Приносит вам свою новую находку, например камешек или листик, и ждёт, что вы ею полюбуетесь",
    },
    reverseKeyed: true,
    critical: true,
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
    typicalWhenYoung: true,
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
    typicalWhenYoung: true,
  },
  {
    id: "si-10",
    section: "social-interaction",
    text: {
      az: "Yaxın ailə üzvü onu qucaqlayanda qurtulmağa çalışır və ya donub qalır",
      en: "Wriggles free or goes rigid when a close family member cuddles them",
      ru: "Выворачивается или цепенеет, когда его обнимает кто-то из близких",
    },
    reverseKeyed: false,
  },
  {
    id: "si-11",
    section: "social-interaction",
    text: {
      az: "Siz evə gələndə başını qaldırmadan və yanınıza gəlmədən işinə davam edir",
      en: "Carries on with what they are doing, without looking up or coming over, when you come home",
      ru: "Когда вы приходите домой, продолжает своё занятие, не поднимая глаз и не подходя к вам",
    },
    reverseKeyed: false,
  },
  {
    id: "si-12",
    section: "social-interaction",
    text: {
      az: "Səsindən və ya bədənindən həyəcanlandığı, yaxud üzüldüyü bilinəndə belə, üzünün ifadəsi az dəyişir",
      en: "Their face changes little, even when you can tell from their voice or body that they are excited or upset",
      ru: "Выражение лица почти не меняется, даже когда по голосу или движениям видно, что он взволнован или расстроен",
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

/**
 * Items no longer asked (review 5.3: reverse keying spread to 5 per section, and core signs the
 * screening lacked: toe-walking, food selectivity, sensory seeking, eye contact, comment vs
 * request). Their ids are never reused: results that answered them still show their text.
 */
export const AUTISM_RETIRED_ITEMS: ReadonlyArray<AutismItem> = [
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
      az: "Gündə kiçik bir şey fərqli olanda, məsələn, evə başqa yolla qayıdanda, uzun müddət sakitləşə bilmir",
      en: "Is hard to calm for a long while when something small in the day goes differently, such as taking another way home",
      ru: "Долго не может успокоиться, если в дне что-то небольшое идёт иначе, например вы возвращаетесь домой другой дорогой",
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
    typicalWhenYoung: true,
  },
];

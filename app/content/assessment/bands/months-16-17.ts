import type { AgeBand } from "../types";

/** Children aged 16-17 months. */
export const MONTHS_16_17: AgeBand = {
  id: "m16-17",
  minMonths: 16,
  maxMonths: 17,
  items: [
    {
      id: "m16-17.social.5",
      domain: "social",
      text: {
        az: "Öz istəyi ilə sizə məhəbbət göstərir: qucaqlayır, sığınır və ya öpür",
        en: "Shows you affection on their own: hugs, cuddles or kisses you",
        ru: "Сам проявляет к вам нежность: обнимает, прижимается или целует",
      },
    },
    {
      id: "m16-17.social.6",
      domain: "social",
      text: {
        az: "Sevinəndə və ya həyəcanlananda əl çalır, atılıb-düşür",
        en: "Claps or bounces when they are excited or pleased",
        ru: "Хлопает в ладоши или подпрыгивает, когда рад или взволнован",
      },
    },
    {
      id: "m16-17.social.7",
      domain: "social",
      text: {
        az: "Oyunda sizin və ya başqa uşaqların etdiyini təkrarlayır, məsələn, kiminsə nağara çaldığını görüb özü də çalır",
        en: "Copies what you or other children do in play, for example bangs a drum after seeing someone else do it",
        ru: "Повторяет в игре то, что делаете вы или другие дети: например, увидев, как кто-то стучит в барабан, стучит сам",
      },
    },
    {
      id: "m16-17.social.8",
      domain: "social",
      redFlag: true,
      text: {
        az: "Oyunla məşğul olanda belə, otağın o biri başından adını çağırsanız, dönüb sizə baxır",
        en: "Turns to look at you when you call their name from the other side of the room, even while busy playing",
        ru: "Даже увлёкшись игрой, оборачивается и смотрит на вас, когда вы зовёте его по имени с другого конца комнаты",
      },
    },
    {
      id: "m16-17.language.1",
      domain: "language",
      text: {
        az: "Evdə danışdığınız istənilən dildə «ana», «ata», «mama», «papa» kimi sözlərdən başqa ən azı iki söz işlədir",
        en: 'Uses at least two words besides "mama" and "papa", in any language spoken at home',
        ru: "Говорит хотя бы два слова, кроме «мама» и «папа», на любом языке, на котором говорят дома",
      },
    },
    {
      id: "m16-17.language.2",
      domain: "language",
      text: {
        az: "«Yox» demək üçün başını bulayır",
        en: 'Shakes their head to mean "no"',
        ru: "Мотает головой, когда хочет сказать «нет»",
      },
    },
    {
      id: "m16-17.language.5",
      domain: "language",
      text: {
        az: "Tanış adamın və ya əşyanın adını çəkəndə ona baxır, məsələn: «Nənə hanı?», «Top hanı?»",
        en: "Looks at a familiar person or thing when you name it, for example “Where's Grandma?” or “Where's the ball?”",
        ru: "Смотрит на знакомого человека или предмет, когда вы его называете, например: «Где бабушка?», «Где мячик?»",
      },
    },
    {
      id: "m16-17.cognitive.1",
      domain: "cognitive",
      text: {
        az: "Bir kubiki və ya plastik stəkanı digərinin üstünə qoyaraq kiçik qüllə qurur",
        en: "Puts one block or plastic cup on top of another to make a little tower",
        ru: "Ставит один кубик или пластиковый стаканчик на другой, строя маленькую башню",
      },
    },
    {
      id: "m16-17.cognitive.2",
      domain: "cognitive",
      text: {
        az: "İşlədə bilmədiyi oyuncağı kömək etməyiniz üçün sizə verir",
        en: "Hands you a toy they cannot make work, so that you can help",
        ru: "Протягивает вам игрушку, с которой не может справиться, чтобы вы помогли",
      },
    },
    {
      id: "m16-17.cognitive.3",
      domain: "cognitive",
      text: {
        az: "Bir neçə cəhddən sonra da olsa, qazanın və ya qutunun qapağını yerinə qoyur",
        en: "Puts a lid back on a pot or a box, even if it takes a few tries",
        ru: "Накрывает кастрюлю или коробку крышкой, пусть даже не с первого раза",
      },
    },
    {
      id: "m16-17.cognitive.4",
      domain: "cognitive",
      text: {
        az: "Qapaqlı kitabda qapaqları qaldırır və ya oyuncaqdakı kiçik qapıları açaraq arxasında nə olduğunu tapır",
        en: "Lifts the flaps in a flap book or opens the little doors on a toy to find what is behind them",
        ru: "Поднимает клапаны в книжке с окошками или открывает дверцы на игрушке, чтобы найти то, что за ними",
      },
    },
    {
      id: "m16-17.movement.1",
      domain: "movement",
      text: {
        az: "Heç yerdən tutmadan otağın bir başından o biri başına yeriyir",
        en: "Walks across a room without holding on to anything",
        ru: "Проходит через всю комнату, ни за что не держась",
      },
    },
    {
      id: "m16-17.movement.2",
      domain: "movement",
      text: {
        az: "Oynamaq və ya nəyisə götürmək üçün çömbəlir və heç yerdən tutmadan yenidən ayağa qalxır",
        en: "Squats down to play or pick something up and stands again without holding on",
        ru: "Приседает, чтобы поиграть или что-то поднять, и встаёт обратно без опоры",
      },
    },
    {
      id: "m16-17.movement.4",
      domain: "movement",
      text: {
        az: "Yoğun mum karandaşla kağızın üstündə cızma-qara edir",
        en: "Scribbles or makes marks on paper with a chunky crayon",
        ru: "Черкает или рисует каракули на бумаге толстым восковым мелком",
      },
    },
  ],
  retiredItems: [
    {
      id: "m16-17.social.1",
      domain: "social",
      text: {
        az: "Xahiş edəndə sizi qucaqlayır və ya öpür",
        en: "Gives you a hug or a kiss when you ask for one",
        ru: "Обнимает или целует вас, когда вы об этом просите",
      },
    },
    {
      id: "m16-17.social.2",
      domain: "social",
      text: {
        az: "Ətrafı araşdırmaq üçün bir az uzaqlaşır, amma hələ orada olduğunuzu yoxlamaq üçün dönüb sizə baxır və ya yanınıza qayıdır",
        en: "Wanders a little way off to explore but looks back or comes back to check that you are still there",
        ru: "Отходит немного, чтобы что-то исследовать, но оглядывается или возвращается проверить, что вы на месте",
      },
    },
    {
      id: "m16-17.social.3",
      domain: "social",
      text: {
        az: "Maraqlı bir şeyi barmağı ilə göstərir, sonra sizin də onu görüb-görmədiyinizi bilmək üçün sizə baxır",
        en: "Points at something interesting and then looks at you to make sure you have seen it too",
        ru: "Показывает пальцем на что-то интересное, а потом смотрит на вас, чтобы убедиться, что вы тоже это видите",
      },
    },
    {
      id: "m16-17.social.4",
      domain: "social",
      text: {
        az: "Onu geyindirəndə kömək edir: məsələn, qolunu paltarın qoluna salır və ya ayaqqabı geyinmək üçün ayağını qaldırır",
        en: "Helps when you dress them, for example pushes an arm into a sleeve or lifts a foot for a shoe",
        ru: "Помогает, когда вы его одеваете: например, просовывает руку в рукав или поднимает ножку, чтобы надеть ботинок",
      },
    },
    {
      id: "m16-17.language.3",
      domain: "language",
      text: {
        az: "Barmağı ilə göstərərkən söz və ya səs də deyir: məsələn, maşını göstərib «bi-bi» deyir",
        en: 'Points and says a word or sound at the same time, for example points at a car and says "beep-beep"',
        ru: "Показывает пальцем и одновременно произносит слово или звук: например, показывает на машину и говорит «би-би»",
      },
    },
    {
      id: "m16-17.language.4",
      domain: "language",
      text: {
        az: "Tez-tez birlikdə baxdığınız kitabda «Pişik hanı?» deyə soruşanda lazım olan şəklə baxır",
        en: 'Looks at the right picture when you ask "Where\'s the cat?" in a book you often share',
        ru: "В знакомой книжке смотрит на нужную картинку, когда вы спрашиваете: «Где киса?»",
      },
    },
    {
      id: "m16-17.movement.3",
      domain: "movement",
      text: {
        az: "Divanın və ya kreslonun üstünə özü dırmaşır",
        en: "Climbs up onto a sofa or an armchair by themselves",
        ru: "Сам забирается на диван или в кресло",
      },
    },
  ],
  activities: [
    {
      id: "m16-17.social.a1",
      domain: "social",
      title: { az: "Geyinməyə kömək", en: "Little dressing helper", ru: "Помощник в одевании" },
      description: {
        az: "Uşağınızı geyindirərkən hər addımdan əvvəl dayanın və qoy o kömək etsin: «Qolunu sal!», «Ayağını qaldır!» Tələsməyin və köməyinə görə ona təşəkkür edin.",
        en: 'When you dress your child, pause before each step and let them help: "Arm in!", "Foot up!" Take your time and thank them for helping.',
        ru: "Одевая малыша, делайте паузу перед каждым шагом и давайте ему помочь: «Ручку в рукав!», «Ножку вверх!» Не торопитесь и благодарите за помощь.",
      },
    },
    {
      id: "m16-17.social.a2",
      domain: "social",
      title: { az: "Araşdır və qayıt", en: "Explore and come back", ru: "Отойти и вернуться" },
      description: {
        az: "Hasarlı uşaq meydançasında və ya geniş otaqda yerinizdə oturun, qoy uşağınız bir neçə addım uzaqlaşsın. Dönüb baxanda gülümsəyib əl edin, qayıdanda isə onu sevinclə qarşılayın.",
        en: "In a fenced playground or a large room, stay where you are and let your child wander a few steps away. Smile and wave when they look back, and welcome them warmly when they return.",
        ru: "На огороженной детской площадке или в большой комнате оставайтесь на месте и позвольте малышу отойти на несколько шагов. Улыбайтесь и машите, когда он оглядывается, и радостно встречайте, когда возвращается.",
      },
    },
    {
      id: "m16-17.language.a1",
      domain: "language",
      title: { az: "Göstər və adını de", en: "Point and name", ru: "Показываем и называем" },
      description: {
        az: "Gəzintidə və ya pəncərənin qarşısında uşağınızın xoşladığı şeyləri barmağınızla göstərin və bir sözlə adlandırın: «Avtobus!», «İt!», «Quş!». Sonra bir az gözləyin: bəlkə o da göstərəcək və ya sözü deməyə çalışacaq.",
        en: 'On a walk or at the window, point at things your child likes and name each with one word: "Bus!", "Dog!", "Bird!" Then wait a moment in case they point or try the word too.',
        ru: "На прогулке или у окна показывайте на то, что нравится малышу, и называйте одним словом: «Автобус!», «Собака!», «Птичка!» Потом немного подождите: может быть, он тоже покажет или попробует сказать слово.",
      },
    },
    {
      id: "m16-17.language.a2",
      domain: "language",
      title: { az: "Kim necə səs çıxarır?", en: "Animal sounds book", ru: "Кто как говорит?" },
      description: {
        az: "Heyvan şəkilləri olan kitaba baxın və onların səslərini çıxarın: pişik «miyav», inək «mö» deyir. «Pişik hanı?» deyə soruşun və qoy uşağınız baxsın və ya göstərsin.",
        en: 'Look at a picture book with animals and make their sounds: the cat says "meow", the cow says "moo". Ask "Where\'s the cat?" and let your child look or point.',
        ru: "Рассматривайте книжку с животными и изображайте их голоса: кошка говорит «мяу», корова — «му». Спросите: «Где киса?» — и дайте малышу посмотреть или показать.",
      },
    },
    {
      id: "m16-17.cognitive.a1",
      domain: "cognitive",
      title: { az: "Kim gizlənib?", en: "Who's hiding?", ru: "Кто спрятался?" },
      description: {
        az: "Ailə fotolarının və ya jurnaldakı şəkillərin üstünə kağız parçaları yapışdıraraq qapaqlar düzəldin. «Kim gizlənib?» deyə soruşun, qoy uşağınız qapaqları bir-bir qaldırsın, siz də tapdığı adamın və ya şeyin adını deyin.",
        en: 'Tape pieces of paper over family photos or magazine pictures to make flaps. Ask "Who\'s hiding?", let your child lift each flap, and name who or what they find.',
        ru: "Приклейте скотчем листочки бумаги поверх семейных фотографий или картинок из журнала, чтобы получились окошки. Спросите: «Кто спрятался?» — пусть малыш открывает окошки, а вы называйте, кого или что он нашёл.",
      },
    },
    {
      id: "m16-17.cognitive.a2",
      domain: "cognitive",
      title: { az: "Kömək istəyək", en: "Asking for help", ru: "Помоги, пожалуйста" },
      description: {
        az: "Sevdiyi oyuncağı uşağınızın hələ aça bilmədiyi qapaqlı şəffaf plastik qaba qoyub ona verin. Qabı sizə gətirəndə və ya sizə baxanda «Kömək edim? Gəl açaq!» deyin və birlikdə açın.",
        en: 'Put a favourite toy in a clear plastic container with a lid your child cannot open yet, and give it to them. When they bring it to you or look at you, say "Help? Let\'s open it!" and open it together.',
        ru: "Положите любимую игрушку в прозрачный пластиковый контейнер с крышкой, которую малыш пока не может открыть, и дайте контейнер ему. Когда он принесёт его вам или посмотрит на вас, скажите: «Помочь? Давай откроем!» — и откройте вместе.",
      },
    },
    {
      id: "m16-17.movement.a1",
      domain: "movement",
      title: { az: "Qutunu itələ", en: "Push the box", ru: "Катаем коробку" },
      description: {
        az: "Uşağınıza döşəmədə itələmək üçün möhkəm karton qutu və ya paltar səbəti verin, içinə «gəzintiyə» yumşaq oyuncaq oturdun. Yolda kabel və iti künc olmamasına diqqət edin.",
        en: "Give your child a sturdy cardboard box or a laundry basket to push across the floor, with a soft toy inside for a ride. Keep the way clear of cables and sharp corners.",
        ru: "Дайте малышу крепкую картонную коробку или корзину для белья, чтобы толкать её по полу, а внутрь посадите «покататься» мягкую игрушку. Следите, чтобы на пути не было проводов и острых углов.",
      },
    },
    {
      id: "m16-17.movement.a2",
      domain: "movement",
      title: { az: "İlk cızma-qara", en: "First scribbles", ru: "Первые каракули" },
      description: {
        az: "Böyük kağız vərəqini skotçla masaya və ya döşəməyə yapışdırın və uşağınıza bir yoğun mum karandaş verin. Bir neçə xətt çəkib göstərin, sonra qoy özü çəksin; karandaşı ağzına aparmasın deyə yanında olun.",
        en: "Tape a large sheet of paper to the table or floor and give your child one chunky crayon. Draw a few lines to show them, then let them make their own marks, staying close so the crayon does not go in the mouth.",
        ru: "Приклейте скотчем большой лист бумаги к столу или полу и дайте малышу один толстый восковой мелок. Покажите, как провести несколько линий, а потом пусть рисует сам; будьте рядом, чтобы мелок не оказался во рту.",
      },
    },
  ],
};

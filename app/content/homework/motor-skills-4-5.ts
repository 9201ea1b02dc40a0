import type { HomeworkGroup } from "./types";

/** Hand skills for 4-5 years: scissors, playdough and drawing that prepare the hand for writing. */
export const motorSkills45: HomeworkGroup = {
  id: "motor-skills-4-5",
  icon: "✋",
  ages: { fromMonths: 48, toMonths: 60 },
  access: "premium",
  domain: "movement",
  title: {
    az: "Motor bacarıqları: 4-5 yaş",
    en: "Motor skills: 4-5 years",
    ru: "Моторика: 4-5 лет",
  },
  description: {
    az: "Qayçı, oyun xəmiri və karandaşla məşğələlər əli gücləndirir, barmaqların dəqiq hərəkətlərini inkişaf etdirir və əli yazmağa hazırlayır. Hər məşğələ qısadır və siz bütün vaxt uşağınızın yanında olursunuz.",
    en: "Activities with scissors, playdough and pencils that strengthen the hand, build precise finger movements and prepare the hand for writing. Each session is short, and you stay with your child the whole time.",
    ru: "Занятия с ножницами, тестом для лепки и карандашами укрепляют руку, развивают точные движения пальцев и готовят руку к письму. Каждое занятие короткое, и вы всё время рядом с ребёнком.",
  },
  tasks: [
    {
      id: "paper-strip-cutting",
      icon: "✂️",
      minutes: 15,
      difficulty: "medium",
      ages: { fromMonths: 48, toMonths: 60 },
      title: {
        az: "Kağız zolaqlarını kəsmək",
        en: "Cutting paper strips",
        ru: "Режем бумажные полоски",
      },
      description: {
        az: "Dar zolağı bir hərəkətlə kəsmək əli qayçını idarə olunan şəkildə açıb-bağlamağa öyrədir, digər əl isə bu vaxt kağızı tutur. İki əlin belə birgə işi xətt boyunca kəsməyə, sonra isə inamlı yazmağa doğru bir addımdır.",
        en: "Cutting across a narrow strip with one snip teaches the hand to open and close the scissors in a controlled way, while the other hand holds the paper. This teamwork of both hands is a step towards cutting along lines and, later, towards confident writing.",
        ru: "Разрезая узкую полоску одним движением, ребёнок учится управлять ножницами — раскрывать и смыкать их, пока другая рука держит бумагу. Такая согласованная работа двух рук — шаг к вырезанию по линии, а позже и к уверенному письму.",
      },
      audioInstructions: {
        az: "Bu gün kağız zolaqlarını kəsəcəyik. Qayçını elə tut ki, baş barmağın yuxarıda olsun. Qayçını geniş aç, sonra bağla. Kəsdiyin hər parça kiçik bir qələbədir.",
        en: "Today we are going to cut paper strips. Hold the scissors with your thumb on top. Open them wide, then close them. Every piece you cut is a little win.",
        ru: "Сегодня мы будем резать бумажные полоски. Держи ножницы так, чтобы большой палец был сверху. Широко раскрой их, а потом сомкни. Каждый отрезанный кусочек — это маленькая победа.",
      },
      steps: {
        az: [
          "Bir neçə qalın kağız vərəqini və ya köhnə açıqcanı iki barmaq enində zolaqlara kəsin və hər zolağın üzərində bir neçə santimetrdən bir eninə düz xətt çəkin.",
          "Stolun arxasında yan-yana oturun və uşaq qayçısını necə tutmağı göstərin: baş barmaq yuxarı halqada, digər barmaqlar aşağı halqada, dirsək bədənə yaxın.",
          "Əvvəlcə zolağın bir ucunu özünüz tutun, uşaq isə hər xətt üzrə bir hərəkətlə kəssin; kəsilmiş parçalar kasaya düşə bilər.",
          "Bu alınmağa başlayanda qoy uşaq zolağı o biri əli ilə, baş barmağı yuxarıda olmaqla özü tutsun və təkbaşına kəssin.",
          "Kəsilmiş parçaları vərəqə mozaika və ya «yol» kimi yapışdırın, birlikdə sayın və təkcə səliqəli nəticəni deyil, göstərilən səyi də tərifləyin.",
        ],
        en: [
          "Cut a few sheets of thick paper or an old postcard into strips about two fingers wide, and draw a straight line across each strip every few centimetres.",
          "Sit side by side at a table and show how to hold child-safe scissors: thumb in the top hole, fingers in the bottom one, elbow close to the body.",
          "At first, hold one end of the strip yourself and let your child cut across it with one snip on each line; the pieces can fall into a bowl.",
          "When this starts to go well, let your child hold the strip with the other hand, thumb on top, and cut on their own.",
          "Glue the cut pieces onto a sheet as a mosaic or a “road”, count them together, and praise the effort, not only a neat result.",
        ],
        ru: [
          "Нарежьте несколько листов плотной бумаги или старую открытку на полоски шириной в два пальца и через каждые несколько сантиметров проведите поперёк полоски прямую линию.",
          "Сядьте рядом за стол и покажите, как держать детские ножницы: большой палец в верхнем кольце, остальные — в нижнем, локоть прижат к телу.",
          "Сначала сами держите один конец полоски, а ребёнок пусть разрезает её одним движением по каждой линии; кусочки могут падать в миску.",
          "Когда это начнёт получаться, пусть ребёнок сам держит полоску другой рукой, большим пальцем сверху, и режет самостоятельно.",
          "Наклейте нарезанные кусочки на лист в виде мозаики или «дорожки», посчитайте их вместе и хвалите за старание, а не только за аккуратность.",
        ],
      },
      safety: {
        az: "Ucları yumru olan uşaq qayçısından istifadə edin və uşaq kəsərkən onun yanında olun; qayçını bağlı halda, ucu aşağı tutaraq daşımağı göstərin. Məşğələdən sonra qayçını uşağın əli çatmayan yerə yığışdırın.",
        en: "Use child-safe scissors with rounded tips and stay right next to your child while they cut; show how to carry scissors closed, with the tips pointing down. After the session, put the scissors away out of reach.",
        ru: "Используйте детские ножницы с закруглёнными концами и будьте рядом, пока ребёнок режет; покажите, как переносить ножницы сомкнутыми, концами вниз. После занятия уберите ножницы туда, где ребёнок их не достанет.",
      },
    },
    {
      id: "playdough-shapes",
      icon: "🐌",
      minutes: 25,
      difficulty: "medium",
      ages: { fromMonths: 48, toMonths: 60 },
      title: {
        az: "Oyun xəmirindən fiqurlar",
        en: "Playdough shapes",
        ru: "Фигурки из теста для лепки",
      },
      description: {
        az: "Xəmiri yuvarlamaq, çimdikləmək və yastılamaq əlin və barmaqların kiçik əzələlərini gücləndirir. Tanış bir əşyanı kürəcik və ilan kimi sadə hissələrdən düzəltmək həm də planlamağı, forma və ölçüyə diqqəti inkişaf etdirir.",
        en: "Rolling, pinching and flattening dough strengthens the small muscles of the hand and fingers. Building a familiar object from simple parts, such as balls and snakes, also trains planning and attention to shape and size.",
        ru: "Раскатывая, защипывая и расплющивая тесто, ребёнок укрепляет мелкие мышцы кисти и пальцев. А собирая знакомый предмет из простых частей — шариков и змеек, — он учится планировать и замечать форму и размер.",
      },
      audioInstructions: {
        az: "Gəl xəmirdən fiqurlar düzəldək. Əvvəlcə ovuclarının arasında xəmiri yuvarlayıb kürəcik düzəlt. Sonra stolun üstündə uzun ilan düzəlt. İndi baxaq, kürəciklərdən və ilanlardan nə düzəldə bilərik.",
        en: "Let's make things from dough. First roll a ball between your hands. Then roll a long snake on the table. Now let's see what we can build from balls and snakes.",
        ru: "Давай лепить из теста. Сначала скатай шарик между ладонями. Потом раскатай на столе длинную змейку. А теперь посмотрим, что можно сделать из шариков и змеек.",
      },
      steps: {
        az: [
          "Mağazadan alınmış və ya evdə hazırlanmış oyun xəmiri (un, duz, su və bir az yağ), taxta lövhə və ya sini, naxış basmaq üçün plastik bıçaq və ya qapaq hazırlayın.",
          "Birlikdə əllərinizi isindirin: ovucların arasında kürəciklər yuvarlayın, lövhənin üstündə uzun ilan düzəldin və xəmiri ovucla basıb yastı dairə edin.",
          "Bu hissələrdən sadə bir fiqur təklif edin: burulmuş ilandan ilbiz, bir neçə kürəcikdən tırtıl və ya yastı ortası və ləçəkləri olan çiçək.",
          "Uşağın yanında öz fiqurunuzu düzəldin və nə etdiyinizi danışın: «Ucunu çimdikləyirəm, baş alınır.» Öz fiqurunun necə olacağına uşaq özü qərar versin.",
          "Hazır fiqurları qurumağa rəfə qoyun və ya şəklini çəkin, uşaqdan onlar haqqında qısa hekayə uydurmasını xahiş edin, sonra birlikdə əllərinizi yuyun.",
        ],
        en: [
          "Prepare a ball of shop-bought or homemade playdough (flour, salt, water and a little oil), a board or tray, and a plastic knife or a lid for pressing patterns.",
          "Warm up your hands together: roll balls between your palms, roll a long snake on the board, and press the dough flat into a pancake with your palm.",
          "Suggest a simple model made of these parts: a snail from a curled-up snake, a caterpillar from several balls, or a flower with a flat middle and petals.",
          "Make your own model next to your child and describe what you do: “I pinch the end, and here is a head.” Let your child decide how their own model looks.",
          "Put the finished figures on a shelf to dry or take a photo of them, ask your child to make up a short story about them, then wash hands together.",
        ],
        ru: [
          "Приготовьте комок покупного или домашнего теста для лепки (мука, соль, вода и немного масла), доску или поднос и пластиковый нож или крышку, чтобы выдавливать узоры.",
          "Разомните руки вместе: скатайте шарики между ладонями, раскатайте на доске длинную змейку и расплющьте тесто ладонью в лепёшку.",
          "Предложите простую фигурку из этих частей: улитку из свёрнутой змейки, гусеницу из нескольких шариков или цветок с плоской серединкой и лепестками.",
          "Лепите свою фигурку рядом и рассказывайте, что делаете: «Защипываю кончик — получается голова». Какой будет его фигурка, пусть ребёнок решает сам.",
          "Поставьте готовые фигурки сохнуть на полку или сфотографируйте их, попросите ребёнка придумать о них короткую историю, а потом вместе вымойте руки.",
        ],
      },
      safety: {
        az: "Oyun xəmiri yemək deyil: evdə hazırlanan xəmirdə çoxlu duz olur, ona görə də uşağın onu yeməməsinə və parçalarını ağzına salmamasına diqqət edin. Yerə düşən kiçik parçaları yığın və oyundan sonra xəmiri ağzı bağlı qaba qoyub yığışdırın.",
        en: "Playdough is not food: homemade dough is very salty, so watch that your child does not eat it or put pieces in the mouth. Pick up small bits from the floor and put the dough away in a closed container after play.",
        ru: "Тесто для лепки — не еда: в домашнем тесте очень много соли, поэтому следите, чтобы ребёнок его не ел и не брал кусочки в рот. Подбирайте крошки с пола, а после игры уберите тесто в закрытую банку.",
      },
    },
    {
      id: "drawing-pictures",
      icon: "🖍️",
      minutes: 20,
      difficulty: "easy",
      ages: { fromMonths: 48, toMonths: 60 },
      title: {
        az: "Şəkil çəkmək",
        en: "Drawing pictures",
        ru: "Рисуем картинки",
      },
      description: {
        az: "Xətlərdən və dairələrdən insan, ev və günəş çəkmək uşağa karandaşı idarə etməyə, onu barmaq ucları ilə tutmağa və şəkli əvvəlcədən düşünməyə kömək edir. Şəkil haqqında söhbət isə söz ehtiyatını zənginləşdirir və özünə inamı artırır.",
        en: "Drawing people, houses and suns from lines and circles helps your child control the pencil, hold it with the fingertips and plan a picture. Talking about the drawing also builds vocabulary and confidence.",
        ru: "Рисуя людей, дома и солнце из линий и кругов, ребёнок учится управлять карандашом, держать его кончиками пальцев и продумывать картинку. А разговор о рисунке пополняет словарь и придаёт уверенности.",
      },
      audioInstructions: {
        az: "Gəl birlikdə şəkil çəkək. Karandaşı üç barmaqla, balaca dimdik kimi tut. Bu gün nə çəkmək istəyirsən? Səhv şəkil olmur, hər rəsm sənindir.",
        en: "Let's draw a picture together. Hold the pencil with three fingers, like a little beak. What would you like to draw today? There is no wrong picture, every drawing is yours.",
        ru: "Давай вместе нарисуем картинку. Держи карандаш тремя пальцами, как маленький клювик. Что ты хочешь нарисовать сегодня? Неправильных рисунков не бывает, каждый рисунок — твой.",
      },
      steps: {
        az: [
          "Böyük kağız vərəqləri, qalın mum karandaşları və ya yumşaq karandaşlar hazırlayın; vərəq sürüşməsin deyə onu skotçla stola bərkidin.",
          "Tutuşa baxın: karandaş ucuna yaxın yerdən baş barmaqla ilk iki barmaq arasında durur; lazım olsa, israr etmədən yumşaqca düzəldin.",
          "Uşağın həyatından bir mövzu təklif edin, məsələn, «bizim ailə», «mənim evim» və ya «parkda gəzinti», seçimi isə uşağa buraxın.",
          "Uşaq kömək istəsə, fiqurun sadə hissələrdən necə qurulduğunu göstərin: baş üçün dairə, qollar və ayaqlar üçün xətlər, ev üçün kvadrat və üçbucaq.",
          "Uşaqdan şəkli sizə danışmasını xahiş edin, onun sözlərini şəklin altına yazın və rəsmi görünən yerə asın.",
        ],
        en: [
          "Put out large sheets of paper and thick wax crayons or soft pencils, and tape the sheet to the table so it does not slide.",
          "Check the grip: the pencil rests between the thumb and the first two fingers, close to the tip; adjust it gently if needed, without insisting.",
          "Suggest a theme from your child's life, such as “our family”, “my house” or “a walk in the park”, and leave the choice to your child.",
          "If your child asks for help, show how a figure is built from simple parts: a circle for the head, lines for the arms and legs, a square and a triangle for a house.",
          "Ask your child to tell you about the picture, write their words under it, and hang the drawing up where everyone can see it.",
        ],
        ru: [
          "Положите большие листы бумаги и толстые восковые мелки или мягкие карандаши, а лист приклейте к столу скотчем, чтобы он не ездил.",
          "Посмотрите на захват: карандаш лежит между большим и двумя первыми пальцами, ближе к кончику; если нужно, мягко поправьте, не настаивая.",
          "Предложите тему из жизни ребёнка — например, «наша семья», «мой дом» или «прогулка в парке», — а выбор оставьте ему.",
          "Если ребёнок просит помощи, покажите, как фигура складывается из простых частей: круг — голова, линии — руки и ноги, квадрат и треугольник — дом.",
          "Попросите ребёнка рассказать о рисунке, запишите его слова под картинкой и повесьте рисунок на видное место.",
        ],
      },
    },
    {
      id: "cutting-paper-shapes",
      icon: "⭐",
      minutes: 30,
      difficulty: "hard",
      ages: { fromMonths: 54, toMonths: 60 },
      title: {
        az: "Kağızdan fiqurlar kəsmək",
        en: "Cutting out paper shapes",
        ru: "Вырезаем фигуры из бумаги",
      },
      description: {
        az: "Çəkilmiş xətt boyunca kəsmək və döngələrdə kağızı o biri əllə döndərmək bu yaşda ən çətin əl bacarıqlarından biridir. Bu, dəqiqliyi, səbri və iki əlin birgə işini inkişaf etdirir, ona görə də tələsməyin və böyük, sadə fiqurlardan başlayın.",
        en: "Cutting along a drawn line, and turning the paper with the other hand on curves, is one of the hardest hand skills at this age. It trains precision, patience and the teamwork of both hands, so go slowly and start with big, simple shapes.",
        ru: "Вырезать по нарисованной линии и поворачивать бумагу другой рукой на закруглениях — один из самых сложных навыков руки в этом возрасте. Это развивает точность, терпение и согласованность обеих рук, поэтому не торопитесь и начинайте с крупных простых фигур.",
      },
      audioInstructions: {
        az: "Bu gün fiqurlar kəsəcəyik. Xətt boyunca yavaş-yavaş, azca-azca kəs. Xətt əyiləndə o biri əlin kağızı döndərir. Xətdən çıxsan, eybi yoxdur, sadəcə davam et.",
        en: "Today we will cut out shapes. Cut slowly along the line, little by little. When the line bends, your other hand turns the paper. If the scissors leave the line, that is fine, just keep going.",
        ru: "Сегодня мы будем вырезать фигуры. Режь медленно по линии, понемножку. Когда линия поворачивает, другая рука поворачивает бумагу. Если ножницы сошли с линии, ничего страшного, просто продолжай.",
      },
      steps: {
        az: [
          "Qalın kağızın üzərində qalın markerlə böyük fiqurlar çəkin: əvvəlcə düz tərəfli kvadrat və üçbucaq, sonra dairə və ürək.",
          "Düz tərəflərdən başlayın: uşaq bir xətt boyunca kəsir, küncdə dayanır, kağızı döndərir və növbəti tərəfi kəsir.",
          "Dairə üçün göstərin ki, qayçı demək olar yerində qalır və kiçik kəsiklərlə irəliləyir, o biri əl isə kağızı yavaş-yavaş döndərir.",
          "Yarıda fasilə verin: əlləri silkələyin, yumruqları sıxıb açın və artıq kəsilmiş fiqurlara baxın; uşaq yorulubsa, qalanını başqa günə saxlayın.",
          "Fiqurlardan şəkil düzəldin, məsələn, kvadrat və üçbucaqdan ev və ya dairədən günəş, və onu birlikdə vərəqə yapışdırın.",
        ],
        en: [
          "On thick paper, draw large shapes with a bold marker: first a square and a triangle with straight sides, then a circle and a heart.",
          "Start with the straight sides: your child cuts along one line, stops at the corner, turns the paper and cuts the next side.",
          "For the circle, show that the scissors stay almost in one place and move forward with small snips, while the other hand slowly turns the paper.",
          "Take a break halfway: shake out the hands, squeeze and open the fists, and admire the shapes already cut out; if your child is tired, keep the rest for another day.",
          "Make a picture from the shapes, such as a house from a square and a triangle or a sun from a circle, and glue it onto a sheet together.",
        ],
        ru: [
          "Нарисуйте на плотной бумаге толстым маркером крупные фигуры: сначала квадрат и треугольник с прямыми сторонами, потом круг и сердечко.",
          "Начните с прямых сторон: ребёнок режет по одной линии, останавливается в углу, поворачивает бумагу и режет следующую сторону.",
          "Для круга покажите, что ножницы почти стоят на месте и продвигаются маленькими надрезами, а другая рука медленно поворачивает бумагу.",
          "На середине сделайте перерыв: встряхните кисти, сожмите и разожмите кулачки и полюбуйтесь уже вырезанными фигурами; если ребёнок устал, оставьте остальное на другой день.",
          "Составьте из фигур картинку — например, дом из квадрата и треугольника или солнце из круга — и вместе наклейте её на лист.",
        ],
      },
      safety: {
        az: "Yalnız ucları yumru olan uşaq qayçısından istifadə edin və bütün məşğələ boyu uşağın yanında olun. Bitirən kimi qayçını uşağın əli çatmayan yerə yığışdırın.",
        en: "Use only child-safe scissors with rounded tips, and stay beside your child for the whole activity. As soon as you finish, put the scissors away where your child cannot reach them.",
        ru: "Используйте только детские ножницы с закруглёнными концами и будьте рядом всё занятие. Как только закончите, уберите ножницы туда, где ребёнок их не достанет.",
      },
    },
  ],
};

/** Azerbaijani strings of the visual attention game (games.visualAttention). */
export default {
  title: "Hamısını tap",
  goal: "Şəkli diqqətlə axtarmağı və onu demək olar ki, eyni görünən şəkillərdən ayırmağı öyrədir.",
  howTo: "Nümunə şəkil göstərilir, səs onun cədvəldəki bütün surətlərini tapmağı xahiş edir, yuxarıdakı kiçik surətlər (hər gizlənmiş surət üçün biri) tapıldıqca işıqlanır; uşağınız hər surətə toxunur. Cədvəl 9 şəkildən 24 şəklə qədər böyüyür, digər şəkillər isə getdikcə daha çox oxşayır: əvvəlcə başqa əşyalar, sonra başqa naxışlı eyni əşya, sonda hətta eyni rəngdə. Tapılan hər surət 10 xal gətirir, başqa şəklə hər toxunuş 5 xal aparır; bütün surətlər tapılanda raund bitir, hər səviyyədə 3 raund var.",
  findAll_one: "Bunun kimi {{count}} şəkli tap",
  findAll_other: "Bunun kimi {{count}} şəklin hamısını tap",
  sampleLabel: "Tapılacaq şəkil: {{picture}}",
  gridLabel: "Şəkillər",
  picture: "{{color}} {{pattern}} {{kind}}",
  foundCount: "Tapıldı: {{found}} / {{total}}",
  foundOne: "Bəli, biri budur!",
  notThisOne: "Bu deyil: naxışa və formaya bax.",
  allFound: "Hamısını tapdın!",
  kinds: {
    butterfly: "kəpənək",
    fish: "balıq",
    ball: "top",
    cup: "fincan",
  },
  patterns: {
    dots: "xallı",
    stripes: "zolaqlı",
    ring: "halqalı",
    plain: "naxışsız",
  },
  colors: {
    red: "qırmızı",
    blue: "göy",
    green: "yaşıl",
    orange: "narıncı",
    purple: "bənövşəyi",
  },
} as const;

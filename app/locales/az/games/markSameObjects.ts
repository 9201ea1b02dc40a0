/** Azerbaijani strings of the mark-same-objects game (games.markSameObjects). */
export default {
  title: "Eynilərini işarələ",
  goal: "Əşyaları forma, rəng və duruş istiqamətinə görə diqqətlə müqayisə etməyi öyrədir.",
  howTo: "Yuxarıda nümunə durur; uşaq aşağıdakı əşyalardan ona tam bənzəyənlərin hamısını (eyni forma, eyni rəng, eyni istiqamət) işarələyir, sonra «Hazırdır» düyməsini basır. O vaxta qədər heç nə yoxlanmır; «Hazırdır»dan sonra hər əşyada işarə görünür: düz, səhv və ya «!» — buraxılmış əşya. 1-ci səviyyədə başqa formalar qarışır, sonrakı səviyyələrdə başqa rənglər və çevrilmiş əşyalar, 5-ci səviyyədə isə yalnız çevrilmiş əşyalar olur. Hər düzgün işarə 10 xal qazandırır, hər səhv işarə 5 xal aparır, buraxılmış əşya xal gətirmir.",
  prompt: "Buna tam bənzəyənlərin hamısını işarələ",
  sampleLabel: "Nümunə: {{object}}",
  fieldLabel: "Baxılacaq əşyalar",
  objectLabel: "{{number}} nömrəli əşya: {{object}}",
  shapes: {
    arrow: "ox",
    triangle: "üçbucaq",
    heart: "ürək",
    flag: "bayraq",
    moon: "aypara",
  },
  colors: {
    red: "qırmızı",
    blue: "zolaqlı göy",
    green: "xallı yaşıl",
    orange: "damalı narıncı",
  },
  turns: {
    "0": "adi vəziyyətdə",
    "1": "sağa çevrilib",
    "2": "başıaşağı",
    "3": "sola çevrilib",
  },
  results: {
    right: "{{object}}: işarələnib və eynidir",
    wrong: "{{object}}: işarələnib, amma eyni deyil",
    missed: "{{object}}: eynidir, amma işarələnməyib",
  },
  done: "Hazırdır",
  next: "Növbəti",
  finish: "Bitir",
  markedCount: "İşarələnib: {{marked}}",
  checked: "Düz: {{right}} · Eyni deyil: {{wrong}} · Buraxılıb: {{missed}}",
} as const;

/** Azerbaijani strings of the mark-same-objects game (games.markSameObjects). */
export default {
  title: "Eynilərini işarələ",
  goal: "Əşyaları forma, rəng və duruş istiqamətinə görə diqqətlə müqayisə etməyi öyrədir.",
  howTo: "Yuxarıda nümunə var, səs uşağınızdan ona tam oxşayan hər əşyanı tapmağı xahiş edir (eyni forma, eyni rəng, eyni istiqamət). Eyni əşyaya toxunanda üzərində işarə görünür; fərqli əşyaya toxunanda o yırğalanır, üzərində çarpaz görünür və səs tapşırığı təkrarlayır. Bütün eyni əşyalar tapılanda sahə bitir. 1-ci səviyyədə başqa formalar qarışır, sonrakı səviyyələrdə başqa rənglər və çevrilmiş əşyalar, 5-ci səviyyədə isə yalnız çevrilmiş əşyalar. Tapılan hər əşya 10 xal qazandırır, toxunulan hər fərqli əşya 5 xal aparır; sürət nəzərə alınmır.",
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
    wrong: "{{object}}: eyni deyil",
  },
  markedCount: "İşarələnib: {{marked}}",
} as const;

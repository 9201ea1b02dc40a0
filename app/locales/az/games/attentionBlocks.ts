/** Azerbaijani strings of the attention match blocks game (games.attentionBlocks). */
export default {
  title: "Blokları köçür",
  goal: "Naxışı surəti ilə xana-xana müqayisə etməyi və vaxt məhdud olanda diqqəti saxlamağı öyrədir.",
  howTo: "Boş cədvəlin yanında blok naxışı nümunəsi göstərilir; uşağınız cədvəlin xanalarına toxunur, hər toxunuş xananı növbəti bloka çevirir, cədvəl nümunəyə bənzəyəndə növbəti naxış gəlir. 1-ci və 2-ci səviyyələr 2 × 2 cədvəldir, əvvəlcə 2, sonra 3 növ blokla; 3-cü səviyyə 3 × 3, 4-cü səviyyə isə 4 növ blokla 3 × 3-dür. 6 yaşa qədər saat yoxdur (bütün naxışlar köçürüləndə səviyyə bitir); 6 yaşdan, ya da taymeri siz açanda səviyyə 60 saniyə (4-cü səviyyədə 90 saniyə) çəkir. Düzgün bloku səhvə çevirmədən köçürülən naxış 10 xal, belə bir səhvdən sonra köçürülən 5 xal gətirir; vaxt bitəndə yarımçıq naxışda artıq düzgün olan bloklar da sayılır.",
  prompt: "Cədvəlini nümunəyə oxşat!",
  sampleLabel: "Nümunə",
  gridLabel: "Sənin cədvəlin",
  cycleHint: "Hər toxunuş bloku dəyişir:",
  cell: "Sıra {{row}}, sütun {{column}}: {{block}}",
  empty: "boş",
  right: "Düzdür! Növbəti gəlir.",
  keepGoing: "Hər xananı nümunə ilə müqayisə et.",
  blocks: {
    redCircle: "qırmızı dairə",
    blueSquare: "göy kvadrat",
    yellowTriangle: "sarı üçbucaq",
    greenStar: "yaşıl ulduz",
  },
} as const;

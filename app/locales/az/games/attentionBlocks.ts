/** Azerbaijani strings of the attention match blocks game (games.attentionBlocks). */
export default {
  title: "Blokları köçür",
  goal: "Naxışı surəti ilə xana-xana müqayisə etməyi və vaxt məhdud olanda diqqəti saxlamağı öyrədir.",
  howTo: "Boş cədvəlin yanında blok naxışı nümunəsi göstərilir; uşağınız cədvəlin xanalarına toxunur, hər toxunuş xananı növbəti bloka çevirir, cədvəl nümunəyə bənzəyəndə növbəti naxış gəlir. 1-ci və 2-ci səviyyələr 2 × 2 cədvəldir, əvvəlcə 2, sonra 3 növ blokla (hər biri 60 saniyə); 3-cü səviyyə 3 × 3 (60 saniyə), 4-cü səviyyə isə 4 növ blokla 3 × 3-dür (90 saniyə). Köçürülən hər naxış 10 xal gətirir, vaxt bitəndə isə yarımçıq naxışda artıq düzgün olan bloklar da sayılır.",
  prompt: "Cədvəlini nümunəyə oxşat!",
  patternCount: "Naxış {{number}} / {{total}}",
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

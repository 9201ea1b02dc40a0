/** Azerbaijani strings: the "picker" namespace (the child's game picker at /play). */
export default {
  metaTitle: "Oyunlar — {{brand}}",
  metaTitleFor: "{{name}} üçün oyunlar — {{brand}}",
  title: "Oyunlar",
  titleFor: "{{name}} üçün oyunlar",
  more: "Daha çox oyun",
  free: "Pulsuz",
  preview: "Qısa tanışlıq",
  leave: "Çıxış (valideynlər üçün: iki saniyə basıb saxlayın)",
  leaveHint: "Çıxmaq üçün düyməni iki saniyə basıb saxlayın.",
  album: "Kirpinin albomu",
  albumMetaTitle: "Kirpinin albomu — {{brand}}",
  albumTitleFor: "Kirpinin albomu: {{name}} adlı uşağın stikerləri",
  albumStickers_one: "{{total}} stikerdən {{count}}: keçilən hər səviyyə bir stiker gətirir.",
  albumStickers_other: "{{total}} stikerdən {{count}}: keçilən hər səviyyə bir stiker gətirir.",
  backToGames: "Oyunlara qayıt",
} as const;

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
} as const;

/** English strings: the "picker" namespace (the child's game picker at /play). */
export default {
  metaTitle: "Games — {{brand}}",
  metaTitleFor: "Games for {{name}} — {{brand}}",
  title: "Games",
  titleFor: "Games for {{name}}",
  more: "More games",
  free: "Free",
  preview: "A short preview",
  leave: "Leave (for parents: hold for two seconds)",
  leaveHint: "Hold the button for two seconds to leave.",
  album: "Kirpi's album",
  albumMetaTitle: "Kirpi's album — {{brand}}",
  albumTitleFor: "Kirpi's album: {{name}}'s stickers",
  albumStickers_one: "{{count}} sticker of {{total}}: every level passed gives one.",
  albumStickers_other: "{{count}} stickers of {{total}}: every level passed gives one.",
  backToGames: "Back to the games",
} as const;

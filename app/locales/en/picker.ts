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
} as const;

/** Russian strings: the "picker" namespace (the child's game picker at /play). */
export default {
  metaTitle: "Игры — {{brand}}",
  metaTitleFor: "Игры: {{name}} — {{brand}}",
  title: "Игры",
  titleFor: "Игры: {{name}}",
  more: "Ещё игры",
  free: "Бесплатно",
  preview: "Короткое знакомство",
  leave: "Выйти (для родителей: удерживайте две секунды)",
  leaveHint: "Чтобы выйти, удерживайте кнопку две секунды.",
} as const;

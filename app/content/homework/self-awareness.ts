import type { HomeworkGroup } from "./types";

/** Getting to know oneself (feelings, body, name, likes); the spec flags this group as empty, so the app shows its empty-state message. */
export const selfAwareness: HomeworkGroup = {
  id: "self-awareness",
  icon: "🧒",
  ages: { fromMonths: 36, toMonths: 72 },
  access: "premium",
  domain: "social",
  empty: true,
  title: {
    az: "Özünüdərk",
    en: "Self-awareness",
    ru: "Познание себя",
  },
  description: {
    az: "Uşağın özünü tanımasına kömək edən məşğələlər: hissləri adlandırmaq, öz bədənini tanımaq, adını və yaşını demək, nəyi sevib nəyi sevmədiyini fərqinə varmaq. Onlar uşağınıza özü haqqında danışmağa və başqalarını bir az daha yaxşı anlamağa kömək edir.",
    en: "Activities that help your child get to know themselves: naming feelings, learning about their own body, saying their name and age, and noticing what they like and what they do not. They help your child talk about themselves and understand others a little better.",
    ru: "Занятия, которые помогают ребёнку узнать себя: называть чувства, знакомиться со своим телом, говорить своё имя и возраст, замечать, что ему нравится, а что нет. Они помогают ребёнку рассказывать о себе и чуть лучше понимать других.",
  },
  tasks: [],
};

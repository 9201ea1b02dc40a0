import type { Localized } from "../localized";

/** The three sections of the autism screening, in the order they are asked. */
export const AUTISM_SECTIONS = ["stereotyped-behaviours", "communication", "social-interaction"] as const;
export type AutismSection = (typeof AUTISM_SECTIONS)[number];

/** The five-point frequency scale, in order. */
export const FREQUENCY_SCALE = ["never", "rarely", "sometimes", "often", "always"] as const;
export type Frequency = (typeof FREQUENCY_SCALE)[number];

export interface AutismItem {
  /** Stable id, e.g. "sb-01", "co-01", "si-01". */
  id: string;
  section: AutismSection;
  /** The parent reads this and answers how often it happens. Observable behaviour, plain words. */
  text: Localized;
  /** True when "always" means fewer concerns (e.g. "Looks at you when you call their name"). */
  reverseKeyed: boolean;
}

/** Section headings and the short line under each heading, written for parents. */
export const AUTISM_SECTION_TEXTS: Record<AutismSection, { title: Localized; intro: Localized }> = {
  "stereotyped-behaviours": {
    title: {
      az: "Təkrarlanan davranışlar və vərdişlər",
      en: "Repetitive behaviours and routines",
      ru: "Повторяющееся поведение и привычки",
    },
    intro: {
      az: "Bu bölmə təkrarlanan hərəkətlər, oyunlar və vərdişlər, həmçinin uşağınızın dəyişikliklərə, səslərə və yeni şeylərə necə reaksiya verdiyi haqqındadır.",
      en: "This section is about movements, play and habits that repeat, and how your child reacts to change, sounds and new things.",
      ru: "Этот раздел — о повторяющихся движениях, играх и привычках, а также о том, как ваш ребёнок реагирует на перемены, звуки и всё новое.",
    },
  },
  communication: {
    title: {
      az: "Ünsiyyət",
      en: "Communication",
      ru: "Общение",
    },
    intro: {
      az: "Bu bölmə uşağınızın sizə baxışla, jestlə, səslə və ya sözlə nəyisə necə bildirdiyi və sizi necə başa düşdüyü haqqındadır. Uşağınız hələ danışmırsa da, bu bölməni doldura bilərsiniz.",
      en: "This section is about how your child tells you things and understands you, with looks, gestures, sounds or words. You can answer it even if your child does not talk yet.",
      ru: "Этот раздел — о том, как ваш ребёнок даёт вам что-то понять и понимает вас: взглядом, жестом, звуком или словом. Его можно заполнить, даже если ребёнок ещё не говорит.",
    },
  },
  "social-interaction": {
    title: {
      az: "Sosial qarşılıqlı əlaqə",
      en: "Social interaction",
      ru: "Социальное взаимодействие",
    },
    intro: {
      az: "Bu bölmə uşağınızın sizinlə, yaxınları və başqa uşaqlarla necə oynadığı və əlaqə qurduğu haqqındadır: sevinci bölüşmək, təqlid etmək, təsəlli axtarmaq, növbə gözləmək.",
      en: "This section is about how your child plays and connects with you, the family and other children: sharing joy, copying, seeking comfort and taking turns.",
      ru: "Этот раздел — о том, как ваш ребёнок играет и общается с вами, с близкими и с другими детьми: делится радостью, подражает, ищет утешения, ждёт своей очереди.",
    },
  },
};

/** The labels of the answer buttons, from "never" to "always". */
export const FREQUENCY_LABELS: Record<Frequency, Localized> = {
  never: { az: "Heç vaxt", en: "Never", ru: "Никогда" },
  rarely: { az: "Nadir hallarda", en: "Rarely", ru: "Редко" },
  sometimes: { az: "Bəzən", en: "Sometimes", ru: "Иногда" },
  often: { az: "Tez-tez", en: "Often", ru: "Часто" },
  always: { az: "Həmişə", en: "Always", ru: "Всегда" },
};

/** The question shown with every item. */
export const AUTISM_ITEM_PROMPT: Localized = {
  az: "Bu, nə qədər tez-tez olur?",
  en: "How often does this happen?",
  ru: "Как часто это бывает?",
};

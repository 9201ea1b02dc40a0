import type { Localized } from "../localized";

/** The three sections of the autism screening, in the order they are asked. */
export const AUTISM_SECTIONS = ["stereotyped-behaviours", "communication", "social-interaction"] as const;
export type AutismSection = (typeof AUTISM_SECTIONS)[number];

/** The five-point frequency scale, in order. */
export const FREQUENCY_SCALE = ["never", "rarely", "sometimes", "often", "always"] as const;
export type Frequency = (typeof FREQUENCY_SCALE)[number];

export interface AutismItem {
  /** Stable id, e.g. "sb-01", "co-01", "si-01": stored answers and results refer to it. */
  id: string;
  section: AutismSection;
  /** The parent reads this and answers how often it happens. Observable behaviour, plain words. */
  text: Localized;
  /** True when "always" means fewer concerns (e.g. "Looks at you when you call their name"). */
  reverseKeyed: boolean;
  /**
   * About the quality of speech (echoing, an unusual tune): a child who does not talk yet
   * cannot show it, so these items also offer "does not talk yet", which is not scored.
   */
  speech?: true;
  /**
   * Common in typically developing children of 18-30 months (review 5.2): read by age, not
   * counted for children younger than the scoring rules' `ageTypicalBelowMonths`.
   */
  typicalWhenYoung?: true;
  /**
   * With `typicalWhenYoung`: the age in months from which the item counts, when the behaviour
   * settles earlier than the rules' `ageTypicalBelowMonths` (e.g. walking on tiptoe).
   */
  countedFromMonths?: number;
  /**
   * A core sign (no response to name, no pointing, no showing): "never" or "rarely" raises the
   * level on its own, whatever the points say.
   */
  critical?: true;
}

/** The answer for a speech item when the child does not talk yet: not scored, the maximum reduced. */
export const NO_SPEECH = "no_speech" as const;
export type ItemAnswer = Frequency | typeof NO_SPEECH;

/** The yes/no answers of the lost-skills question. */
export const YES_NO = ["yes", "no"] as const;
export type YesNo = (typeof YES_NO)[number];

/**
 * The regression question, asked with the communication items but outside the 42: a child
 * who has lost words or skills should see the doctor soon, whatever the other answers say.
 */
export const LOST_SKILLS_QUESTION = {
  id: "lost-skills",
  section: "communication" as AutismSection,
  text: {
    az: "Uşağınız nə vaxtsa artıq bildiyi sözləri işlətməyi dayandırıb və ya bacardığı bir şeyi (əl yelləməyi, adına baxmağı, oyunu) itiribmi?",
    en: "Has your child ever stopped using words they used to say, or lost a skill they had (such as waving, turning to their name or a game they played)?",
    ru: "Бывало ли, что ваш ребёнок перестал говорить слова, которые уже говорил, или утратил то, что уже умел (например, махать рукой, откликаться на имя, играть в знакомую игру)?",
  } satisfies Localized,
  labels: {
    yes: { az: "Bəli", en: "Yes", ru: "Да" },
    no: { az: "Xeyr", en: "No", ru: "Нет" },
  } satisfies Record<YesNo, Localized>,
} as const;

/** The label of the "does not talk yet" answer of speech items. */
export const NO_SPEECH_LABEL: Localized = {
  az: "Uşağım hələ danışmır",
  en: "My child does not talk yet",
  ru: "Мой ребёнок пока не говорит",
};

/** Section headings and the short line under each heading, written for parents. */
export const AUTISM_SECTION_TEXTS: Record<AutismSection, { title: Localized; intro: Localized }> = {
  "stereotyped-behaviours": {
    title: {
      az: "Oyun, vərdişlər və həssaslıq",
      en: "Play, habits and senses",
      ru: "Игра, привычки и ощущения",
    },
    intro: {
      az: "Bu bölmə təkrarlanan hərəkətlər, oyunlar və vərdişlər, həmçinin uşağınızın dəyişikliklərə, səslərə və yeni şeylərə necə reaksiya verdiyi haqqındadır.",
      en: "This section is about movements, play and habits that repeat, and how your child reacts to change, sounds and new things.",
      ru: "Этот раздел — о повторяющихся движениях, играх и привычках, а также о том, как ваш ребёнок реагирует на перемены, звуки и всё новое.",
    },
  },
  communication: {
    title: {
      az: "Ünsiyyət və anlama",
      en: "Communication and understanding",
      ru: "Общение и понимание",
    },
    intro: {
      az: "Bu bölmə uşağınızın sizə baxışla, jestlə, səslə və ya sözlə nəyisə necə bildirdiyi və sizi necə başa düşdüyü haqqındadır. Uşağınız hələ danışmırsa da, bu bölməni doldura bilərsiniz: nitqin özü haqqında suallarda «Uşağım hələ danışmır» cavabı var və bu cavab hesablamaya daxil edilmir.",
      en: "This section is about how your child tells you things and understands you, with looks, gestures, sounds or words. You can answer it even if your child does not talk yet: the questions about speech itself offer “My child does not talk yet”, and that answer is not counted.",
      ru: "Этот раздел — о том, как ваш ребёнок даёт вам что-то понять и понимает вас: взглядом, жестом, звуком или словом. Его можно заполнить, даже если ребёнок ещё не говорит: в вопросах о самой речи есть ответ «Мой ребёнок пока не говорит», и такой ответ не учитывается в подсчёте.",
    },
  },
  "social-interaction": {
    title: {
      az: "İnsanlarla əlaqə",
      en: "Connecting with people",
      ru: "Контакт с людьми",
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

/** English strings: the "about" namespace. */
export default {
  title: "About {{brand}}",
  intro: "{{brand}} helps parents of young children understand how their child is developing and gives them simple, playful ways to support the next step, in Azerbaijani, English and Russian.",
  whatTitle: "What you will find here",
  courseBands_one: "{{count}} age band",
  courseBands_other: "{{count}} age bands",
  exerciseCount_one: "{{count}} exercise",
  exerciseCount_other: "{{count}} exercises",
  what: {
    assessment_one: "A free developmental assessment for {{count}} age band from the first months to six years.",
    assessment_other: "A free developmental assessment for {{count}} age bands from the first months to six years.",
    screening: "A paid autism screening questionnaire to prepare for a conversation with a specialist.",
    games_one: "{{count}} educational game.",
    games_other: "{{count}} educational games for memory, attention, shapes, colours, counting, time, the hands and more.",
    homework: "Home activities with five clear steps, using things you already have.",
    courses: "Courses for {{bands}} with {{exercises}} in all.",
    dashboard: "A parent dashboard that shows progress for each of your children.",
  },
  creatorTitle: "Who creates the content",
  creator: {
    process: "The questions, games and activities in {{brand}} are written for this product in Azerbaijani, English and Russian, from public guidance on how young children develop (such as the skills most children have by a given age); nothing is copied from commercial tests. Each text then goes through a documented review of its age placement, safety and language, and is corrected where the review finds a problem. No specialist is named here, so please treat the results as a starting point for a talk with your child's doctor.",
    named: "The questions, games and activities in {{brand}} are written and reviewed from public guidance on how young children develop; nothing is copied from commercial tests. Responsible for the content: {{name}}.",
  },
  principlesTitle: "What we promise",
  principles: {
    noDiagnosis: "We never diagnose. When something deserves attention, we say so plainly and suggest talking to your child's doctor.",
    privacy: "We keep only the data the product needs, show no advertising and use no third-party trackers.",
    control: "You can export or delete your family's data at any time.",
    languages: "Every page is available in Azerbaijani, English and Russian, written with the same care in each language.",
  },
  parentsLink: "For parents: how to use {{brand}} day to day, screens for young children and when to talk to the doctor",
  contactCta: "Write to us",
} as const;

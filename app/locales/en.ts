/**
 * English interface strings. This file is the shape: az.ts and ru.ts must have the same
 * keys (tests/unit/locales.test.ts checks, allowing each language its own plural forms).
 * Long-form content (FAQ, questionnaires, legal texts) lives in app/content/.
 */
const en = {
  meta: {
    defaultDescription:
      "Free developmental assessment, educational games and parent-guided activities for children from birth to six, in Azerbaijani, English and Russian.",
    homeTitle: "{{brand}} — help your child grow through play",
    aboutTitle: "About {{brand}}",
    aboutDescription: "Who makes {{brand}}, why, and how we write every question and activity.",
    contactTitle: "Contact us — {{brand}}",
    contactDescription: "Questions, ideas or problems: write to the {{brand}} team.",
    notFoundTitle: "Page not found — {{brand}}",
    errorTitle: "Something went wrong — {{brand}}",
  },
  nav: {
    skipToContent: "Skip to main content",
    homeLink: "{{brand}}, home page",
    mainNavigation: "Main navigation",
    courses: "Courses",
    startAssessment: "Start assessment",
    login: "Log in",
    openMenu: "Menu",
    closeMenu: "Close menu",
    menuTitle: "Menu",
  },
  language: {
    label: "Language",
    names: {
      az: "Azərbaycanca",
      en: "English",
      ru: "Русский",
    },
  },
  theme: {
    label: "Theme",
    light: "Light",
    dark: "Dark",
    system: "System",
  },
  footer: {
    tagline: "Playful, research-informed support for parents of young children.",
    linksLabel: "Information",
    contact: "Contact",
    about: "About us",
    privacy: "Privacy policy",
    terms: "Terms of use",
    coppa: "Children's privacy",
    safety: "Child safety",
    copyright: "© {{year}} {{brand}}. All rights reserved.",
    notMedical: "{{brand}} supports parents; it does not replace advice from your child's doctor.",
  },
  toast: {
    regionLabel: "Notifications",
    contactSent: "Thank you! Your message has been sent. We will reply by email.",
    languageFailed: "Failed to change language",
    themeFailed: "Could not change the theme. Please try again.",
  },
  validation: {
    required: "This field is required",
    email: "Please enter a valid email address",
    tooShort_one: "Please write at least {{count}} character",
    tooShort_other: "Please write at least {{count}} characters",
    tooLong_one: "Please use at most {{count}} character",
    tooLong_other: "Please use at most {{count}} characters",
  },
  errors: {
    rateLimited_one: "Too many attempts. Please try again in {{count}} minute.",
    rateLimited_other: "Too many attempts. Please try again in {{count}} minutes.",
    notFoundTitle: "Page not found",
    notFoundText:
      "We couldn't find the page you were looking for. It may have moved, or the address may contain a typo.",
    notFoundHome: "Go to the home page",
    serverErrorTitle: "Something went wrong",
    serverErrorText: "An unexpected error happened on our side. Please try again in a moment.",
    errorStatus: "Error {{status}}",
  },
  home: {
    heroEyebrow: "For parents of children from birth to six",
    heroTitle: "Help your child grow, one playful step at a time",
    heroText:
      "Check how your child is developing with a free questionnaire, then practise the next steps together with educational games, simple home activities and age-based courses.",
    heroPrimary: "Start the free assessment",
    heroSecondary: "Explore courses",
    heroNote: "Free to start · no account needed · 5-15 minutes",
    compareTitle: "Free or Premium: start free, upgrade when you are ready",
    compareIntro: "Everything you need to begin is free. Premium opens the full library for the whole family.",
    compareFeature: "Feature",
    freeName: "Free",
    freePrice: "0 ₼, forever",
    premiumName: "Premium",
    premiumFrom: "from {{price}} a month",
    trial_one: "{{count}}-day free trial",
    trial_other: "{{count}}-day free trial",
    included: "Included",
    notIncluded: "Not included",
    features: {
      assessment: "Developmental assessment",
      games: "Educational games",
      progress: "Progress view",
      analytics: "Detailed analytics",
      recommendations: "Personalised recommendations",
      reports: "Progress reports",
      support: "Expert support",
    },
    freeValues: {
      assessment: "Basic",
      games: "3 simple games",
      progress: "Basic",
    },
    premiumValues: {
      assessment: "Advanced",
      games: "All 30+ games",
      progress: "Full history",
    },
    compareCta: "See plans and prices",
    guarantee: "Cancel anytime · 30-day money-back guarantee",
    stepsTitle: "How it works",
    steps: {
      oneTitle: "Tell us about your child",
      oneText: "Enter your child's birth date and answer short questions about what they do every day.",
      twoTitle: "See what your child already does",
      twoText:
        "Your results start with your child's strengths, then show, area by area, what to practise next.",
      threeTitle: "Play and practise together",
      threeText:
        "Games, home activities and courses matched to your child's age. 15-20 minutes, 3-4 times a week, is plenty.",
    },
    creatorTitle: "Created by a child psychologist",
    creatorText:
      "Every question, game and activity in {{brand}} is designed by a child psychologist who works with families of young children. The idea is simple: notice what your child already does, celebrate it, and practise the next step through play.",
    creatorPrinciples: {
      play: "Play comes first: short sessions that feel like games, not tests.",
      parents: "You know your child best: you observe, and we help you make sense of what you see.",
      honest: "Honest guidance: results are a starting point for a talk with your child's doctor, never a diagnosis.",
    },
    creatorMore: "More about us",
    faqTitle: "Frequently asked questions",
    autismTitle: "Questions about how your child communicates and plays?",
    autismText:
      "Our 42-question autism screening questionnaire helps you organise what you notice at home and prepare for a conversation with a specialist. It is a screening aid, not a diagnosis.",
    autismCta: "Learn about the screening",
  },
  about: {
    title: "About {{brand}}",
    intro:
      "{{brand}} helps parents of young children understand how their child is developing and gives them simple, playful ways to support the next step, in Azerbaijani, English and Russian.",
    whatTitle: "What you will find here",
    what: {
      assessment: "A free developmental assessment for 13 age bands from the first months to six years.",
      screening: "A paid autism screening questionnaire to prepare for a conversation with a specialist.",
      games: "Educational games for memory, attention, shapes, colours, counting and more.",
      homework: "Home activities with five clear steps, using things you already have.",
      courses: "Courses for nine age bands with more than 200 exercises.",
      dashboard: "A parent dashboard that shows progress for each of your children.",
    },
    creatorTitle: "Who creates the content",
    creatorText:
      "The content is created by a child psychologist who works with families of young children. Questions describe everyday behaviour in plain words, and every result speaks to you kindly and honestly.",
    principlesTitle: "What we promise",
    principles: {
      noDiagnosis: "We never diagnose. When something deserves attention, we say so plainly and suggest talking to your child's doctor.",
      privacy: "We keep only the data the product needs, show no advertising and use no third-party trackers.",
      control: "You can export or delete your family's data at any time.",
      languages: "Every page is available in Azerbaijani, English and Russian, written with the same care in each language.",
    },
    contactCta: "Write to us",
  },
  contact: {
    title: "Contact us",
    intro: "Have a question, an idea or a problem? Write to us and we will reply by email.",
    nameLabel: "Your name",
    emailLabel: "Email",
    emailHint: "We will only use it to reply to you.",
    messageLabel: "Message",
    messageHint: "At most {{max}} characters.",
    submit: "Send message",
    sending: "Sending…",
  },
  forms: {
    honeypotLabel: "Leave this field empty",
  },
} as const;

export default en;

/** English strings: the "courses" namespace. */
export default {
  metaTitle: "Courses and games — {{brand}}",
  metaDescription: "Educational games for children, grouped by age: colours, shapes, counting, memory and more. {{count}} games are free.",
  title: "Courses and games",
  intro: "Short games that train one skill at a time. 15-20 minutes, 3-4 times a week, is plenty. Play together and talk about what you see.",
  gamesTitle: "Games",
  ageGroups: {
    toddlers: "From 2 years",
    preschool: "From 3 years",
    school: "From 5 years",
  },
  showMore_one: "Show {{count}} more game",
  showMore_other: "Show {{count}} more games",
  showLess: "Show fewer",
  play: "Play",
  open: "Open",
  premiumBannerTitle: "All games with Premium",
  premiumBannerText_one: "{{count}} game is free. Premium opens every game, with progress for each child.",
  premiumBannerText_other: "{{count}} games are free. Premium opens every game, with progress for each child.",
  premiumBannerButton: "See plans",
  playingFor: "Progress shown for {{name}}.",
  playingForParent: "Progress shown for your account. Choose a child in your profile to keep progress per child.",
} as const;

/** English strings: the "locked" namespace. */
export default {
  loginTitle: "Login Required",
  loginText: "Please log in to continue. Registration is free.",
  loginButton: "Log in",
  signUpButton: "Create a free account",
  premiumTitle: "Subscription Required",
  premiumText: "This is part of Premium. With a subscription you get:",
  benefitGames: "All games",
  benefitHomework: "Personalized homework",
  benefitInsights: "Progress insights",
  premiumButton: "Subscribe to Play",
  note: "Cancel anytime. No hidden fees.",
} as const;

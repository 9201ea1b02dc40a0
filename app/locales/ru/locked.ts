/** Russian strings: the "locked" namespace (same keys as en). */
export default {
  loginTitle: "Нужно войти",
  loginText: "Чтобы продолжить, войдите в аккаунт. Регистрация бесплатная.",
  loginButton: "Войти",
  signUpButton: "Создать бесплатный аккаунт",
  premiumTitle: "Нужна подписка",
  premiumText: "Это входит в Премиум. С подпиской вам доступны:",
  benefitGames: "Все игры",
  benefitHomework: "Домашние занятия, подобранные для вашего ребёнка",
  benefitInsights: "Наблюдения за прогрессом",
  premiumButton: "Оформить подписку и играть",
  note: "Отменить можно в любой момент. Никаких скрытых платежей.",
} as const;

/** Russian strings: the "epointSimulator" namespace (same keys as en). */
export default {
  title: "Тестовая страница оплаты (симулятор Epoint)",
  notice: "Эта страница заменяет страницу оплаты Epoint, пока сайт работает без настоящих платёжных ключей. С карты ничего не списывается.",
  amount: "Сумма",
  cardOnly: "Сохранение карты: сейчас ничего не списывается",
  cardNumber: "Номер карты",
  expiry: "Срок действия",
  pay: "Оплатить",
  cancel: "Отменить и вернуться",
  testCards: "Тестовые карты",
  cardSuccess: "оплата одобрена",
  cardDeclined: "банк отклоняет оплату (код 05)",
  cardInsufficient: "недостаточно средств (код 51)",
  cardSlow: "оплата одобрена, но банк отвечает через несколько секунд",
} as const;

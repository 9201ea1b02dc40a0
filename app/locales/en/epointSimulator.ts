/** English strings: the "epointSimulator" namespace. */
export default {
  title: "Test payment page (Epoint simulator)",
  notice: "This page stands in for Epoint's card page while the site runs without real payment keys. No money moves and no card is charged.",
  amount: "Amount",
  cardOnly: "Saving a card: nothing is charged now",
  cardNumber: "Card number",
  expiry: "Expiry date",
  pay: "Pay",
  cancel: "Cancel and go back",
  testCards: "Test cards",
  cardSuccess: "approved",
  cardDeclined: "declined by the bank (code 05)",
  cardInsufficient: "insufficient funds (code 51)",
  cardSlow: "approved, but the bank answers a few seconds later",
} as const;

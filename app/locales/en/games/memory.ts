/** English strings of one game (games.memory), loaded with its page (ADR 005). */
export default {
  title: "Memory",
  goal: "Remembers where things are and finds the pairs.",
  howTo: "All cards lie face down. Your child turns two cards; when the pictures match, the pair stays open, otherwise both turn back. Easy has 4 pairs, medium 6 and hard 8. Every pair scores; many wrong guesses cost a little. A voice tells your child what to do; there is no clock.",
  levels: {
    "1": "Easy: 4 pairs",
    "2": "Medium: 6 pairs",
    "3": "Hard: 8 pairs",
  },
  prompt: "Turn two cards and find two the same!",
  pairsFound: "Pairs found: {{found}} of {{total}}",
  cardHidden: "Card {{number}}, face down",
  cardShown: "Card {{number}}: {{symbol}}",
  boardLabel: "Memory cards",
} as const;

/** The checkout's payment-method value for "a new card" (otherwise the id of a saved card). */
export const NEW_CARD = "new";

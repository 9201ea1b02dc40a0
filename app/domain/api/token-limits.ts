/** A token's name is at most this long (shown on the form without the server module). */
export const TOKEN_NAME_MAX = 60;

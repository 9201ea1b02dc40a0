/** English strings of the listening game (games.auditoryAttention). */
export default {
  title: "Listen for the word",
  goal: "Listens closely for one word and tells it apart from words that sound almost the same.",
  howTo: "The game says words one after another and shows each one as it is said (the five main words, such as cat or dog, with their picture); your child taps the big ear only when the word at the top comes, for example “cat”, and lets the others go by. A right tap is answered with a sound and a pop, a tap on another word with a gentle wobble and a short pause in which the word to listen for is said again; then the words go on. Later levels say more words, faster, and mix in words that sound like the target (hat, bat, mat): they have no picture and are told apart by ear. Each round has a new word; a right tap earns 10 points, a tap on another word costs 5 and a missed one costs 2.",
  listenFor: {
    cat: "Tap the ear when you hear “cat”.",
    dog: "Tap the ear when you hear “dog”.",
    moon: "Tap the ear when you hear “moon”.",
    bee: "Tap the ear when you hear “bee”.",
    bread: "Tap the ear when you hear “bread”.",
  },
  targetLabel: "The word to listen for",
  wordLabel: "The word being said",
  now: "Now!",
  getReady: "Listen…",
  hit: "Yes, that was it!",
  falseTap: "Not that word. Listen again.",
  missed: "That was the word! Tap when you hear it.",
  soundFailed: "The sound could not play here: watch for the picture shown at the top.",
  words: {
    cat: { target: "cat", alike1: "hat", alike2: "bat", alike3: "mat" },
    dog: { target: "dog", alike1: "frog", alike2: "log", alike3: "fog" },
    moon: { target: "moon", alike1: "spoon", alike2: "noon", alike3: "balloon" },
    bee: { target: "bee", alike1: "tree", alike2: "key", alike3: "knee" },
    bread: { target: "bread", alike1: "bed", alike2: "red", alike3: "head" },
  },
} as const;

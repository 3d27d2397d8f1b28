/**
 * How soon an answer comes: a bot's, and our team's. The only place either is written down; the site
 * and the server's e-mails read it, and src/content/claims/response-times.test.ts fails on any other
 * figure.
 *
 * A bot's reply time is not measured anywhere (no benchmark, no production figure), so the site
 * gives none: a bot answers at once, with no queue, and no sentence puts a number of seconds or
 * minutes on it. Our team's reply comes "usually the same business day": a message the spam check
 * holds as doubtful waits up to a working day for a person (privacy policy), so a firm "within one
 * business day" could not be kept.
 */
export const responseTimes = {
  bot: {
    /** No measurement exists: copy must not give a figure. */
    measured: false,
    /** How copy says it, after "answers" or "replies": "answers at once". */
    words: "at once",
  },
  team: {
    /** After "we reply" or "we send it": "we reply, usually the same business day". */
    words: "usually the same business day",
  },
} as const;

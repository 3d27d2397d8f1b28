/**
 * Ask Automatica's addresses (issue 35): the question (JSON, server-sent events, or a form post
 * without JavaScript), the suggested questions for a page, the thumbs on an answer, and the page
 * whose form posts a question without JavaScript. Apart from the forms' addresses (form-api.ts),
 * which every form loads. The server's route (server/assistant/routes.ts) answers these.
 */
export const assistantApi = {
  ask: "/api/assistant",
  suggestions: "/api/assistant/suggestions",
  feedback: "/api/assistant/feedback",
  page: "/ask",
  /** The field of the question, in JSON and in the form post. */
  questionField: "question",
  /** Where the server puts the answer in the /ask page's HTML, once (server/assistant/page.ts). */
  answerMarker: "<!--assistant:answer-->",
} as const;

/**
 * A bot in the documented format of the API's POST /bots body (src/content/api-reference.ts, the
 * SPEC's "Documented bot"): the site assistant's configuration is one (src/content/assistant.ts),
 * and the server loads it from the build (server/assistant/knowledge.ts).
 */
export interface DocumentedBot {
  name: string;
  description: string;
  settings: { language: string; timezone: string };
  personality?: string;
  knowledgeBase: { documents: { id: string; content: string }[] };
}

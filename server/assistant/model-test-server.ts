/**
 * A local OpenAI-compatible server for the model mode's tests (node:http, speaking
 * /v1/chat/completions with server-sent events as the real APIs do). The model is named after how
 * it behaves: "good" streams a cited answer; "bad" cites sources it was not given, states a wrong
 * price and a wrong limit, and adds an off-site link; "stall" never sends a token; "slow" streams
 * a token every 30 ms; "error" answers 500; "uncited" cites nothing.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface Seen {
  model: string;
  messages: { role: string; content: string }[];
  closedEarly: boolean;
}

const REPLIES: Record<string, string[]> = {
  good: [
    "The Pro plan is $24 a month, ",
    "billed annually ($288 a year) [1]. ",
    "Annual billing is charged up front [1].",
  ],
  bad: [
    "Pro costs $19 a month [1]. ",
    "Compare it at https://evil.example/deal [2]. ",
    "It also includes 500 team members [7]. ",
    "It is the most popular plan [9].",
  ],
  uncited: ["Sure, ", "happy to help with that."],
};

const chunk = (content: string | null, extra: Record<string, unknown> = {}) =>
  `data: ${JSON.stringify({
    id: "chatcmpl-test",
    object: "chat.completion.chunk",
    created: 1_780_000_000,
    model: "test",
    choices: content === null ? [] : [{ index: 0, delta: { content }, finish_reason: null }],
    ...extra,
  })}\n\n`;

/**
 * Starts the model server on a free port of 127.0.0.1: `url` is its OpenAI base URL (`…/v1`, key
 * "test-key"), `seen` every request it had.
 */
export async function startModelServer() {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (part) => (body += part));
    req.on("end", () => {
      const request = JSON.parse(body) as { model: string; messages: Seen["messages"] };
      const record: Seen = { model: request.model, messages: request.messages, closedEarly: false };
      seen.push(record);
      res.on("close", () => {
        if (!res.writableEnded) record.closedEarly = true;
      });
      if (req.url !== "/v1/chat/completions" || req.headers.authorization !== "Bearer test-key") {
        res
          .writeHead(401, { "content-type": "application/json" })
          .end('{"error":{"message":"no"}}');
        return;
      }
      if (request.model === "error") {
        res
          .writeHead(500, { "content-type": "application/json" })
          .end('{"error":{"message":"boom"}}');
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      res.write(
        `data: ${JSON.stringify({ id: "x", object: "chat.completion.chunk", created: 0, model: "test", choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }] })}\n\n`,
      );
      if (request.model === "stall") return; // headers sent, no token ever
      const parts =
        request.model === "slow"
          ? Array.from({ length: 60 }, (_, i) => `word${i} [1]. `)
          : REPLIES[request.model]!;
      let i = 0;
      const next = () => {
        if (res.destroyed) return;
        if (i < parts.length) {
          res.write(chunk(parts[i++]!));
          setTimeout(next, request.model === "slow" ? 30 : 5);
          return;
        }
        res.write(
          `data: ${JSON.stringify({ id: "x", object: "chat.completion.chunk", created: 0, model: "test", choices: [{ index: 0, delta: {}, finish_reason: "stop" }] })}\n\n`,
        );
        res.write(
          chunk(null, { usage: { prompt_tokens: 100, completion_tokens: 23, total_tokens: 123 } }),
        );
        res.end("data: [DONE]\n\n");
      };
      next();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

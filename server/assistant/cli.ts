/**
 * `npm run assistant -- ask "question"`: answers from the built knowledge (build/assistant/
 * knowledge.json), without a model, and prints the answer with its sources. `--json` prints the
 * answer object; `--page /pricing` sets the page asked from.
 *
 * `npm run assistant -- gaps [--days 30] [--limit 20] [--json]`: the most frequent unsure or
 * thumbs-down questions of the last 30 days, grouped by similarity (server/assistant/gaps.ts), from
 * the database the server uses (DATABASE_URL, or DATA_DIR's PGlite: through the running server's
 * admin socket while it holds it), as `npm run enquiries` reads it.
 */
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { runAdmin } from "../cli.js";
import { readConfig } from "../config.js";
import { answer, type AssistantAnswer } from "./answer.ts";
import { formatGaps, type Gap } from "./gaps.ts";
import { loadKnowledge } from "./knowledge.ts";

const USAGE = `Usage: npm run assistant -- ask "question" [--page /pricing] [--json] [--knowledge file]
       npm run assistant -- gaps [--days 30] [--limit 20] [--json]`;

/** The answer as a person reads it in a terminal. */
export function formatAnswer(result: AssistantAnswer, origin: string): string {
  const lines = [`[${result.status}] ${result.answer}`];
  if (result.citations.length) {
    lines.push("", "Sources:");
    result.citations.forEach((c, i) =>
      lines.push(`  [${i + 1}] ${c.title}: ${origin}${c.url}`, `      "${c.quote}"`),
    );
  }
  if (result.handoff) lines.push("", `${result.handoff.label}: ${origin}${result.handoff.href}`);
  if (result.suggestions.length)
    lines.push("", "You could also ask:", ...result.suggestions.map((s) => `  - ${s}`));
  return lines.join("\n");
}

export async function main(
  argv: string[],
  { env = process.env, write = (text: string) => void process.stdout.write(text) } = {},
): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      page: { type: "string" },
      json: { type: "boolean", default: false },
      knowledge: { type: "string" },
      days: { type: "string", default: "30" },
      limit: { type: "string", default: "20" },
    },
  });
  const [command, ...words] = positionals;
  if (command === "gaps" && /^\d{1,4}$/.test(values.days) && /^\d{1,4}$/.test(values.limit)) {
    const days = Number(values.days);
    const gaps = (await runAdmin(readConfig(env), "assistantGaps", {
      days,
      limit: Number(values.limit),
    })) as Gap[];
    write(values.json ? `${JSON.stringify(gaps, null, 2)}\n` : formatGaps(gaps, days));
    return 0;
  }
  if (command !== "ask" || words.length === 0) {
    console.error(USAGE);
    return 2;
  }
  const knowledge = loadKnowledge(values.knowledge);
  const result = answer(knowledge, { question: words.join(" "), page: values.page });
  write(
    `${values.json ? JSON.stringify(result, null, 2) : formatAnswer(result, knowledge.origin)}\n`,
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    },
  );
}

/**
 * `npm run assistant -- ask "question"`: answers from the built knowledge (build/assistant/
 * knowledge.json), without a model, and prints the answer with its sources. `--json` prints the
 * answer object; `--page /pricing` sets the page asked from. (`gaps` needs the question store.)
 */
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { answer, type AssistantAnswer } from "./answer.ts";
import { loadKnowledge } from "./knowledge.ts";

const USAGE = `Usage: npm run assistant -- ask "question" [--page /pricing] [--json] [--knowledge file]`;

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

export function main(argv: string[]): number {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      page: { type: "string" },
      json: { type: "boolean", default: false },
      knowledge: { type: "string" },
    },
  });
  const [command, ...words] = positionals;
  if (command !== "ask" || words.length === 0) {
    console.error(USAGE);
    return 2;
  }
  const knowledge = loadKnowledge(values.knowledge);
  const result = answer(knowledge, { question: words.join(" "), page: values.page });
  console.log(
    values.json ? JSON.stringify(result, null, 2) : formatAnswer(result, knowledge.origin),
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}

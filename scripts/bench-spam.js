// @ts-check
// `npm run bench:spam`: the spam verdict measured on the labelled corpus (server/spam/corpus/).
// For each scenario (how a submission reaches the server: server/spam/corpus.ts) it prints the
// confusion matrix (label by verdict) and the targets `npm test` holds it to, for the part tuned on,
// the held-out fifth and the whole; then the samples it got wrong, by id, with the verdict's reasons.
//   npm run bench:spam -- [--part tuning|held-out|all] [--quiet]
// --part limits the run to one part (tune with --part tuning: the held-out figures stay honest);
// --quiet leaves out the list of samples got wrong.
import { loadCorpus, misclassified, runScenario, SCENARIOS } from "../server/spam/corpus.ts";

const args = process.argv.slice(2);
const at = args.indexOf("--part");
const only = at === -1 ? "all" : args[at + 1];
if (!["tuning", "held-out", "all"].includes(only ?? "")) {
  console.error("--part is tuning, held-out or all");
  process.exit(2);
}
const quiet = args.includes("--quiet");

const corpus = loadCorpus();
/** @type {[string, import("../server/spam/corpus.ts").Sample[]][]} */
const parts = [
  ["tuning", corpus.filter((sample) => sample.part === "tuning")],
  ["held-out", corpus.filter((sample) => sample.part === "held-out")],
  ["all", corpus],
];
const shown = only === "all" ? parts : parts.filter(([name]) => name === only);

const percent = (/** @type {number} */ share) => `${(share * 100).toFixed(1)}%`;
const pad = (/** @type {string | number} */ value, /** @type {number} */ width) =>
  String(value).padStart(width);

const counted = (/** @type {string} */ label) =>
  `${corpus.filter((sample) => sample.label === label).length} ${label}`;
console.log(`Spam corpus: ${counted("spam")}, ${counted("genuine")}; parts shown: ${only}\n`);

let failed = false;
for (const scenario of SCENARIOS) {
  console.log(`${scenario.name}: ${scenario.title}`);
  for (const [part, samples] of shown) {
    const result = runScenario(scenario, samples);
    console.log(`  ${part}`);
    console.log(
      `    ${"".padEnd(8)}${pad("ok", 6)}${pad("suspect", 9)}${pad("spam", 6)}${pad("total", 7)}`,
    );
    for (const label of scenario.labels) {
      const row = result.rows[label];
      console.log(
        `    ${label.padEnd(8)}${pad(row.ok, 6)}${pad(row.suspect, 9)}${pad(row.spam, 6)}${pad(row.total, 7)}`,
      );
    }
    for (const { target, share, passed } of result.results) {
      if (part === "all" && !passed) failed = true;
      console.log(
        `    ${passed ? "meets" : "MISSES"} ${target.what}: ${percent(share)} (target ${percent(target.atLeast)})`,
      );
    }
    if (!quiet && part !== "all") {
      for (const { sample, judgement } of misclassified(result)) {
        console.log(
          `      ${sample.id} (${sample.kind}, ${sample.lang}) → ${judgement.verdict} ${judgement.score}: ${judgement.reasons.join("; ") || "no reasons"}`,
        );
      }
    }
  }
  console.log("");
}
if (only === "all") console.log(failed ? "Below target." : "Every target met.");

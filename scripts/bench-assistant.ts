// `npm run bench:assistant`: the assistant without a model, on the built knowledge
// (build/assistant/knowledge.json; run `npm run build` first). Reports:
// - quality on the question set: hit@1, hit@3, MRR, facts stated exactly, declined (all, tuning
//   part, held-out part);
// - latency per question: p50, p95 (target p95 ≤ 50 ms);
// - the memory the knowledge adds: heap and RSS before and after loading it, in a fresh Node
//   process; and the real server's RSS after the same traffic with and without it (target
//   ≤ 30 MB; set DATABASE_URL to a PostgreSQL database for this one: PGlite's memory drowns it);
// - the artifact's size (and its index's), raw and gzip;
// - the index configurations compared: as shipped, never fuzzy or prefix matching, without
//   field boosts, without the synonym list, and without facts (passages only).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import MiniSearch from "minisearch";
import { answer } from "../server/assistant/answer.ts";
import {
  defaultKnowledgePath,
  indexedPassages,
  indexOptions,
  loadKnowledge,
  type IndexedPassage,
  type Knowledge,
} from "../server/assistant/knowledge.ts";
import { evaluate, figures, type Figures } from "../server/assistant/quality.ts";
import { questionSet } from "../server/assistant/question-set.ts";

const file = defaultKnowledgePath();
const MB = 1024 * 1024;

if (process.argv.includes("--memory")) {
  // Child: the memory a server pays for the knowledge, loaded and warmed by one question each.
  const gc = (globalThis as { gc?: () => void }).gc!;
  gc();
  const before = process.memoryUsage();
  const knowledge = loadKnowledge(file);
  gc();
  const loaded = process.memoryUsage();
  for (const { question } of questionSet) answer(knowledge, { question });
  gc();
  const warmed = process.memoryUsage();
  console.log(
    JSON.stringify({
      heap: (loaded.heapUsed - before.heapUsed) / MB,
      rss: (loaded.rss - before.rss) / MB,
      heapWarmed: (warmed.heapUsed - before.heapUsed) / MB,
      rssWarmed: (warmed.rss - before.rss) / MB,
    }),
  );
  process.exit(0);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
const row = (name: string, f: Figures) =>
  `${name.padEnd(34)} ${String(f.questions).padStart(4)}  ${pct(f.hit1).padStart(6)}  ${pct(f.hit3).padStart(6)}  ${f.mrr.toFixed(3)}  ${pct(f.factsExact).padStart(6)}  ${pct(f.declined).padStart(6)}`;
const header = `${"".padEnd(34)} ${"n".padStart(4)}  ${"hit@1".padStart(6)}  ${"hit@3".padStart(6)}  MRR    ${"facts".padStart(6)}  ${"decl.".padStart(6)}`;

const started = performance.now();
const knowledge = loadKnowledge(file);
const loadMs = performance.now() - started;

// Quality
const results = evaluate(knowledge, questionSet);
console.log(
  `Ask Automatica, without a model: ${questionSet.length} questions, ${knowledge.passages.length} passages, ${knowledge.facts.length} facts\n`,
);
console.log(header);
console.log(row("all", figures(results)));
console.log(row("tuning part", figures(results.filter((r) => !r.case.heldOut))));
console.log(row("held-out part (never tuned on)", figures(results.filter((r) => r.case.heldOut))));

// Latency: every question, five rounds, after one warm-up round.
for (const { question } of questionSet) answer(knowledge, { question });
const times: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const { question } of questionSet) {
    const t = performance.now();
    answer(knowledge, { question });
    times.push(performance.now() - t);
  }
}
times.sort((a, b) => a - b);
console.log(
  `\nLatency per question (${times.length} answers): p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms (target p95 ≤ 50 ms)`,
);
console.log(`Loading the knowledge: ${loadMs.toFixed(0)} ms`);

// Memory, in a fresh process.
const child = spawnSync(
  process.execPath,
  ["--expose-gc", fileURLToPath(import.meta.url), "--memory"],
  { encoding: "utf8" },
);
if (child.status !== 0) throw new Error(child.stderr);
const memory = JSON.parse(child.stdout) as Record<
  "heap" | "rss" | "heapWarmed" | "rssWarmed",
  number
>;
console.log(
  `Memory the knowledge adds to a fresh Node process (target ≤ 30 MB): loaded, heap ${memory.heap.toFixed(1)} MB and RSS ${memory.rss.toFixed(1)} MB; ` +
    `after answering every question once, heap ${memory.heapWarmed.toFixed(1)} MB and RSS ${memory.rssWarmed.toFixed(1)} MB`,
);

// Memory, in the real server: the same server, the same traffic, with and without the knowledge.
const server = await serverMemory();
console.log(
  `Memory the knowledge adds to the server (target ≤ 30 MB): RSS after ${questionSet.length} questions and as many page loads, ` +
    `${server.with.toFixed(1)} MB with the knowledge, ${server.without.toFixed(1)} MB without it (the assistant's routes answer 503): ` +
    `${(server.with - server.without).toFixed(1)} MB added (medians of ${server.runs} runs each, alternating)`,
);

// Size
const json = fs.readFileSync(file);
const parsed = JSON.parse(json.toString("utf8")) as { index: unknown };
const indexJson = Buffer.from(JSON.stringify(parsed.index));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `Artifact ${file}: ${kb(json.length)} (${kb(zlib.gzipSync(json).length)} gzip), of which the index ${kb(indexJson.length)} (${kb(zlib.gzipSync(indexJson).length)} gzip)`,
);

// Configurations compared
const variant = (name: string, change: (k: Knowledge) => Knowledge) => {
  const changed = change(knowledge);
  const r = evaluate(changed, questionSet, undefined, knowledge.facts);
  const t: number[] = [];
  for (const { question } of questionSet) {
    const s = performance.now();
    answer(changed, { question });
    t.push(performance.now() - s);
  }
  t.sort((a, b) => a - b);
  console.log(`${row(name, figures(r))}  p95 ${percentile(t, 95).toFixed(2)} ms`);
};
const withSearch =
  (searchOptions: typeof indexOptions.searchOptions) =>
  (k: Knowledge): Knowledge => {
    const search = new MiniSearch<IndexedPassage>({ ...indexOptions, searchOptions });
    search.addAll(indexedPassages(k.passages));
    return { ...k, search };
  };
console.log(`\nConfigurations (MiniSearch BM25+), all questions:\n${header}`);
variant("as shipped (typos only if unsure)", (k) => k);
variant(
  "never fuzzy or prefix",
  withSearch({ ...indexOptions.searchOptions, fuzzy: false, prefix: false }),
);
variant("no field boosts", withSearch({ ...indexOptions.searchOptions, boost: {} }));
variant("no synonym list", (k) => ({ ...k, synonyms: {} }));
variant("no facts (passages only)", (k) => ({ ...k, facts: [] }));

/**
 * The server's resident memory after the same traffic (every question of the set, each after a
 * page load), started on this build with its knowledge and on a copy of the build without it,
 * alternately, three times each. A Node process grows its young generation and compiled code with
 * any traffic, so the difference between the two, not a fresh process's growth, is what the
 * knowledge adds to a server.
 */
async function serverMemory(runs = 3) {
  const buildDir = path.dirname(path.dirname(file));
  const withoutDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-assistant-build-"));
  for (const entry of fs.readdirSync(buildDir))
    if (entry !== "assistant")
      fs.symlinkSync(path.join(buildDir, entry), path.join(withoutDir, entry));
  const rss: Record<"with" | "without", number[]> = { with: [], without: [] };
  try {
    for (let run = 0; run < runs; run++) {
      for (const side of ["with", "without"] as const) {
        rss[side].push(await trafficRss(side === "with" ? buildDir : withoutDir));
      }
    }
  } finally {
    fs.rmSync(withoutDir, { recursive: true, force: true });
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return { with: median(rss.with), without: median(rss.without), runs };
}

/** Starts the server on `buildDir`, sends it the traffic, and returns its RSS in MB. */
async function trafficRss(buildDir: string): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-assistant-data-"));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL("../server/index.ts", import.meta.url))],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        BUILD_DIR: buildDir,
        DATA_DIR: dataDir,
        // PostgreSQL when DATABASE_URL is set (PGlite's own memory, hundreds of MB, would drown the figure).
        DATABASE_URL: process.env.DATABASE_URL ?? "",
        LOG_LEVEL: "warn",
        ASSISTANT_RATE_LIMIT: "1000000",
        ASSISTANT_LLM_URL: "",
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const ready = await fetch(`${origin}/api/health/live`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error("the server did not start");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const pages = ["/", "/pricing", "/docs", "/about", "/security", "/integrations"];
    for (const [i, { question }] of questionSet.entries()) {
      await send(origin + pages[i % pages.length]!);
      await send(`${origin}/api/assistant`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ question }),
      });
    }
    const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
  } finally {
    child.kill();
    await new Promise((resolve) => child.once("exit", resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * One request, read to its end; sent again once when the connection was reset (a kept-alive
 * connection the server had just closed).
 */
async function send(url: string, init?: RequestInit): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await (await fetch(url, init)).arrayBuffer();
      return;
    } catch (error) {
      if (attempt > 0) throw error;
    }
  }
}

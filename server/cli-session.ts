// For the CLIs' tests (server/cli.test.ts, server/staff/cli.test.ts): several commands in one
// process of their own, as the business's shell would run them one by one.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect } from "vitest";

const run = promisify(execFile);

/** What one command printed, and its exit code. */
export interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs several commands of a CLI (`cli`, a file exporting `main(args, { write })`: `npm run
 * enquiries`, `npm run staff`), one after the other, in ONE process of their own: each through the
 * CLI's `main`, as `node cli.ts …` runs it, with its output and exit code. A Node start and the
 * CLI's imports cost about 3.4 s of CPU, which was most of the CLI tests' time when each command
 * had a process; a process of their own still finds the server's lock held by another process, so the
 * commands take the path the business's would (the admin socket, the files or PostgreSQL). What is
 * the script's own, the exit code and stderr of `node cli.ts`, is checked by a real run of it.
 */
export async function cliSession(
  cli: string,
  env: NodeJS.ProcessEnv,
  commands: string[][],
): Promise<Outcome[]> {
  const session = `
    const [commands, cli] = process.argv.slice(1);
    const { main } = await import(cli);
    const outcomes = [];
    const write = process.stderr.write.bind(process.stderr);
    for (const args of JSON.parse(commands)) {
      const outcome = { code: 0, stdout: "", stderr: "" };
      process.stderr.write = (text) => ((outcome.stderr += text), true);
      try {
        outcome.code = await main(args, { write: (text) => (outcome.stdout += text) });
      } finally {
        process.stderr.write = write;
      }
      outcomes.push(outcome);
    }
    process.stdout.write(JSON.stringify(outcomes));`;
  const { stdout } = await run(
    process.execPath,
    ["--input-type=module", "--eval", session, JSON.stringify(commands), cli],
    { env, maxBuffer: 16 * 1024 * 1024 },
  );
  const outcomes: Outcome[] = JSON.parse(stdout);
  expect(outcomes).toHaveLength(commands.length);
  return outcomes;
}

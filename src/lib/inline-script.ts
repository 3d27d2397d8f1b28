import { minifySync } from "rolldown/experimental";

/**
 * The one way to put a script inline in a page's head (base-layout.astro): a plain function, written
 * and tested like any other code, called with the JSON arguments it needs and minified at build
 * time. The layout allows each such script by its hash in the Content Security Policy.
 *
 * The function runs in the browser as it is written, so it may use only its parameters and the
 * browser's globals, nothing else from its module. Use one only for what must run before any island:
 * everything else is a component with `client:interaction` (lib/client-interaction.ts).
 */
export function inlineScript<Args extends unknown[]>(
  run: (...args: Args) => void,
  ...args: Args
): string {
  const source = `(${run.toString()})(${args.map((arg) => JSON.stringify(arg)).join(",")});`;
  const { code, errors } = minifySync("inline-script.js", source);
  if (errors.length) throw new Error(`inlineScript(${run.name}): ${errors[0]?.message}`);
  return code.trim();
}

/**
 * The one way copy with placeholders is filled: a template names its values in braces
 * ("Page {page}"), and `fill` puts them in. When the template is a literal type (copy in
 * src/content is `as const`), its keys are read from the string itself, so a value left out or
 * misspelt fails the typecheck; at run time an unfilled placeholder throws rather than showing
 * braces to a visitor. A counted phrase has a form per plural category and goes through
 * `fillCounted`, which picks the form with `Intl.PluralRules`.
 *
 * A value is put in as it is: text a visitor typed that looks like a placeholder is not filled.
 */

/** The names in braces in a template: "{count} of {total}" → "count" | "total". */
export type PlaceholderKeys<T extends string> = T extends `${string}{${infer Key}}${infer Rest}`
  ? Key | PlaceholderKeys<Rest>
  : never;

type Values<Key extends string> = { [K in Key]: string | number };

/** The values a template needs: exactly its keys, or any when the template is only `string`. */
export type PlaceholderValues<T extends string> = string extends T
  ? Record<string, string | number>
  : Values<PlaceholderKeys<T>>;

/** A phrase that changes with a number: English has a form for one and one for the others. */
export interface CountedPhrase {
  one: string;
  other: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The template with each `{key}` replaced by its value. */
export function fill<T extends string>(template: T, values: PlaceholderValues<T>): string {
  const given: Record<string, string | number> = values;
  return template.replace(PLACEHOLDER, (match, key: string) => {
    const value = given[key];
    if (value === undefined)
      throw new Error(`No value for the placeholder ${match} in "${template}"`);
    return String(value);
  });
}

const plural = new Intl.PluralRules("en");

/** The values of a counted phrase other than `{count}`: none, or exactly its other keys. */
type OtherValues<P extends CountedPhrase> = [
  Exclude<PlaceholderKeys<P["one"] | P["other"]>, "count">,
] extends [never]
  ? []
  : [values: Values<Exclude<PlaceholderKeys<P["one"] | P["other"]>, "count">>];

/** The phrase's form for `count` (Intl.PluralRules, English), filled with `{count}` and the rest. */
export function fillCounted<P extends CountedPhrase>(
  phrase: P,
  count: number,
  ...[values]: OtherValues<P>
): string {
  const form = plural.select(count) === "one" ? phrase.one : phrase.other;
  return fill<string>(form, { ...values, count });
}

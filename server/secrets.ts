// Random secrets made once per database and shared by every instance that uses it: the key that
// signs proof-of-work challenges (a challenge one instance issued is checked by another) and the key
// of the HMACs that stand in for addresses in the confirmation quota and the rate limit.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { serverSecrets } from "./db/schema.ts";

/** @typedef {"challenge" | "hash"} SecretName */

/**
 * The named secret, made (32 random bytes, hex) the first time it is asked for. Concurrent first
 * calls from several instances agree: the first insert wins and everyone reads it back.
 * @param {import("./db/index.ts").Db} db
 * @param {SecretName} name
 * @returns {Promise<string>}
 */
export async function loadSecret(db, name) {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString("hex") })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`the server secret '${name}' could not be read`);
  return row.value;
}

/**
 * A function that loads a secret once and then answers from memory.
 * @param {import("./db/index.ts").Db} db
 * @param {SecretName} name
 */
export function cachedSecret(db, name) {
  /** @type {Promise<string> | undefined} */
  let loading;
  return () => {
    loading ??= loadSecret(db, name).catch((error) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

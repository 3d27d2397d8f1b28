// Random secrets made once per database and shared by every instance that uses it: the key that
// signs proof-of-work challenges (a challenge one instance issued is checked by another) and the key
// of the HMACs that stand in for addresses in the confirmation quota and the rate limit.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "./db/index.ts";
import { serverSecrets } from "./db/schema.ts";

export type SecretName = "challenge" | "hash";

/**
 * The named secret, made (32 random bytes, hex) the first time it is asked for. Concurrent first
 * calls from several instances agree: the first insert wins and everyone reads it back.
 */
export async function loadSecret(db: Db, name: SecretName): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString("hex") })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`the server secret '${name}' could not be read`);
  return row.value;
}

/** A function that loads a secret once and then answers from memory. */
export function cachedSecret(db: Db, name: SecretName): () => Promise<string> {
  let loading: Promise<string> | undefined;
  return () => {
    loading ??= loadSecret(db, name).catch((error) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

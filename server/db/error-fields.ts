// What a thrown value says about itself. Anything may be thrown (an Error, a driver's error with a
// SQLSTATE `code`, a wrapper with a `cause`, a string), so its fields are read as unknown, and each
// caller checks the type of the one it needs.

/** The fields the server reads off an error; undefined where the thrown value has none. */
export interface ErrorFields {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The name, code, message and cause of anything thrown (inherited ones included, as Error's name). */
export function errorFields(error: unknown): ErrorFields {
  if ((typeof error !== "object" && typeof error !== "function") || error === null) return {};
  return {
    name: "name" in error ? error.name : undefined,
    code: "code" in error ? error.code : undefined,
    message: "message" in error ? error.message : undefined,
    cause: "cause" in error ? error.cause : undefined,
  };
}

/** An error's code (a SQLSTATE, a Node errno code) when it has one as text. */
export const errorCode = (error: unknown): string | undefined => {
  const { code } = errorFields(error);
  return typeof code === "string" ? code : undefined;
};

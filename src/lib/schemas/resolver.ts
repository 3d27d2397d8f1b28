import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import { z } from "zod/mini";

/**
 * react-hook-form's validation by one of our zod schemas: the parsed values, or the first message of
 * each invalid field under its name. Our forms' fields are flat, so this is all `@hookform/resolvers`
 * would do for them, in a fraction of its size (the form pages' JavaScript budget).
 */
export function schemaResolver<Input extends FieldValues, Output>(
  schema: z.ZodMiniType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return (values) => {
    const result = z.safeParse(schema, values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      errors[issue.path.join(".")] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Input> };
  };
}

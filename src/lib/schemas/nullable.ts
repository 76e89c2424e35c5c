import * as z from 'zod/mini';

/** View columns are nullable in the generated types; a missing boolean (a visitor's like, say) is false. */
export const falseWhenNull = z.pipe(
  z.nullable(z.boolean()),
  z.transform((v) => v ?? false),
);

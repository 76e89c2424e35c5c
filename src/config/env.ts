import { type Env, type EnvResult, readEnv } from './read-env';

// The checks live in read-env.ts so the build (scripts/vite-early-requests.ts) can run them too.
export { readEnv };
export type { Env, EnvProblem, EnvResult } from './read-env';

export const envResult: EnvResult = readEnv(import.meta.env);

/** The checked env; main.tsx only loads the app when `envResult.ok`, so this never throws in practice. */
export function getEnv(): Env {
  if (!envResult.ok) throw new Error(`Invalid env: ${envResult.problems.map((p) => p.name).join(', ')}`);
  return envResult.env;
}

import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { FunctionSpec } from './discover.ts';
import { denoBinary } from './worker.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const Graph = z.object({
  modules: z.array(
    z.object({
      specifier: z.string(),
      error: z.string().optional(),
      dependencies: z
        .array(
          z.object({
            specifier: z.string(),
            code: z
              .object({
                error: z.string().optional(),
                span: z.object({ start: z.object({ line: z.number(), character: z.number() }) }).optional(),
              })
              .optional(),
          }),
        )
        .optional(),
    }),
  ),
});

const where = (specifier: string) => (specifier.startsWith('file://') ? fileURLToPath(specifier) : specifier);

/**
 * Builds the function's module graph without running it (`deno info`, offline, npm packages from
 * node_modules): syntax errors, missing files and packages that are not installed, each with the
 * file and line, so a broken function is reported when the stack starts instead of on first use.
 */
export function checkFunction(spec: FunctionSpec, denoDir: string): Promise<string[]> {
  const args = ['info', '--json', '--no-remote', '--no-lock', '--no-config', '--node-modules-dir=manual'];
  if (spec.importMap) args.push(`--import-map=${spec.importMap}`);
  args.push(spec.entrypoint);
  return new Promise((resolve, reject) => {
    let deno: string;
    try {
      deno = denoBinary();
    } catch (err) {
      return reject(new Error(`Deno is not installed (npm ci installs @deno/*): ${(err as Error).message}`));
    }
    execFile(
      deno,
      args,
      { cwd: REPO_ROOT, env: { DENO_DIR: denoDir, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' }, timeout: 20_000 },
      (err, stdout, stderr) => {
        if (err && !stdout) return resolve([stderr.trim() || err.message]);
        try {
          const graph = Graph.parse(JSON.parse(stdout));
          const problems: string[] = [];
          for (const m of graph.modules) {
            if (m.error) problems.push(`${where(m.specifier)}: ${m.error}`);
            for (const dep of m.dependencies ?? []) {
              const code = dep.code;
              if (!code?.error) continue;
              const line = code.span ? `:${code.span.start.line + 1}:${code.span.start.character + 1}` : '';
              problems.push(`${where(m.specifier)}${line}: ${code.error}`);
            }
          }
          resolve(problems);
        } catch {
          resolve([`could not read deno info output: ${stderr.trim() || stdout.slice(0, 200)}`]);
        }
      },
    );
  });
}

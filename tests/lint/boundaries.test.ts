import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The feature boundaries are an ESLint rule (eslint.config.js, `import/no-restricted-paths` and
 * `import/no-cycle`); these tests lint fixture code as if it were a file of the app, so a config
 * change that silently drops or overrides the rule fails here. Paths are relative to the repo root
 * (Vitest's working directory); the imported files are real, since the rule resolves imports.
 */
const eslint = new ESLint();

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import/no-restricted-paths' || m.ruleId === 'import/no-cycle')
    .map((m) => m.message);
}

const CROSS_FEATURE = /Features must not import each other/;

// The first lint loads the parser and resolver, and no-cycle walks each import's graph: allow time.
describe('feature boundaries', { timeout: 60_000 }, () => {
  it('refuse a cross-feature import from a component file, by alias and by relative path', async () => {
    const component = 'src/features/posts/components/boundary-fixture.tsx';
    expect(
      await boundaryErrors(
        component,
        "import { chatKeys } from '@/features/chat/api/keys';\nexport const k = chatKeys;\n",
      ),
    ).toEqual([expect.stringMatching(CROSS_FEATURE)]);
    expect(
      await boundaryErrors(component, "import { chatKeys } from '../../chat/api/keys';\nexport const k = chatKeys;\n"),
    ).toEqual([expect.stringMatching(CROSS_FEATURE)]);
  });

  it('refuse a cross-feature import from an api file too', async () => {
    const api = 'src/features/discover/api/boundary-fixture.ts';
    expect(
      await boundaryErrors(api, "import { postKeys } from '../../posts/api/keys';\nexport const k = postKeys;\n"),
    ).toEqual([expect.stringMatching(CROSS_FEATURE)]);
  });

  it("allow a feature's own files and the shared layer", async () => {
    const component = 'src/features/posts/components/boundary-fixture.tsx';
    const code = [
      "import { postKeys } from '../api/keys';",
      "import { QueryError } from '@/components/ui/query-error';",
      "import { setFollowingInCaches } from '@/lib/follow-cache';",
      'export const all = [postKeys, QueryError, setFollowingInCaches];',
      '',
    ].join('\n');
    expect(await boundaryErrors(component, code)).toEqual([]);
  });

  it('keep shared code from importing features, by alias and by relative path', async () => {
    const shared = 'src/components/ui/boundary-fixture.tsx';
    expect(
      await boundaryErrors(
        shared,
        "import { postKeys } from '@/features/posts/api/keys';\nexport const k = postKeys;\n",
      ),
    ).toEqual([expect.stringMatching(/Shared code .* must not import features/)]);
    expect(
      await boundaryErrors(
        'src/lib/boundary-fixture.ts',
        "import { lazyRoute } from '../app/lazy-route';\nexport const r = lazyRoute;\n",
      ),
    ).toEqual([expect.stringMatching(/Shared code .* must not import features or the app/)]);
  });

  it('keep features from importing the app', async () => {
    expect(
      await boundaryErrors(
        'src/features/chat/utils/boundary-fixture.ts',
        "import { paths } from '@/config/paths';\nimport { lazyRoute } from '@/app/lazy-route';\nexport const r = [paths, lazyRoute];\n",
      ),
    ).toEqual([expect.stringMatching(/Features must not import the app layer/)]);
  });

  it('let components reach the backend only through hooks', async () => {
    const code = "import { supabase } from '@/lib/supabase';\nexport const s = supabase;\n";
    expect(await boundaryErrors('src/features/chat/components/boundary-fixture.tsx', code)).toEqual([
      expect.stringMatching(/never the client/),
    ]);
    expect(await boundaryErrors('src/features/chat/api/boundary-fixture.ts', code)).toEqual([]);
  });

  it('refuse an import cycle', async () => {
    // lib/supabase.ts imports lib/auth-storage.ts; this would close the loop.
    const code = "import { supabase } from './supabase';\nexport const s = supabase;\n";
    expect(await boundaryErrors('src/lib/auth-storage.ts', code)).toEqual([expect.stringMatching(/cycle/i)]);
  });

  it('apply the same rule set to every kind of file: no later config block replaces it', async () => {
    const files = [
      'src/features/chat/components/composer.tsx',
      'src/features/chat/api/keys.ts',
      'src/components/ui/button.tsx',
      'src/lib/errors.ts',
      'src/app/routes/app/home.tsx',
      'src/features/posts/components/composer.test.tsx',
    ];
    const rules = await Promise.all(
      files.map(async (file) => {
        const config = (await eslint.calculateConfigForFile(file)) as Linter.Config;
        return [config.rules?.['import/no-restricted-paths'], config.rules?.['import/no-cycle']];
      }),
    );
    const [first] = rules;
    expect(JSON.stringify(first)).toMatch(/Features must not import each other/);
    for (const rule of rules) expect(rule).toEqual(first);
  });
});

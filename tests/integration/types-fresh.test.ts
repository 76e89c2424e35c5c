// src/types/database.ts must match what `npm run gen:types` produces from the migrations the
// test stack just applied; a schema change without regenerating fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateTypes, TYPES_FILE } from '../../scripts/gen-types.ts';
import { stackEnv } from '../support/stack-env.ts';

describe('generated database types', () => {
  it('are up to date with the schema (run `npm run gen:types` if this fails)', async () => {
    const expected = await generateTypes(stackEnv().dbUrl);
    const committed = readFileSync(TYPES_FILE, 'utf8');
    expect(committed === expected, 'src/types/database.ts is stale: run `npm run gen:types`').toBe(true);
  });

  it('describe every public table, view and screen RPC the app calls', () => {
    const committed = readFileSync(TYPES_FILE, 'utf8');
    for (const name of [
      'profiles',
      'posts',
      'messages',
      'post_cards',
      'chat_list',
      'get_feed',
      'get_or_create_conversation',
    ]) {
      expect(committed).toMatch(new RegExp(`\\b${name}: \\{`));
    }
    // Internal schemas stay out of the client's types.
    expect(committed).not.toMatch(/\bprivate: \{|handle_new_user/);
  });
});

import path from 'node:path';
import type { Rolldown } from 'vite';
import { AFTER_PAINT, APP, SCREENS, SIGNED_IN } from './first-screens.ts';

/*
 * Issue 17: the first screen in a handful of files instead of ~55. Left to itself, the bundler cuts a
 * chunk for every set of lazy imports that share a module, and every little feature loaded on use
 * (a menu, a sheet, a badge) is such an import, so Home's first screen came in 55 files of ~1 KB.
 * Over HTTP/1.1 (six connections per host) and a phone's round trip, they arrived one after the
 * other: the last one 2 s after the first, at half the link's bandwidth.
 *
 * Here every module a first screen needs is placed by what needs it, in layers:
 *   1. the entry's static imports stay in the entry chunk (as the bundler does);
 *   2. 'app': what the app needs on every URL (the router, the shell, the providers);
 *   3. 'shell': what a signed-in first screen adds (the shell's seeding code);
 *   4. each screen's own modules, named after the screen (SCREENS in first-screens.ts), and those of
 *      AFTER_PAINT (badges, search, money buttons) as if they were one more screen, so that loading them
 *      never pulls in another screen's chunk;
 *   5. modules shared by screens: shared by three or more signed-in screens → 'common' (query
 *      error, empty state, the post card's media and menus); shared by two → one chunk for the pair;
 *      shared with a signed-out screen → one chunk for exactly that set, so /login never loads the
 *      feed's code.
 * A module's static imports are always in its own layer or an earlier one, so chunks never import each
 * other in a circle (scripts/bundle-size.mjs checks that). Code loaded on use (emoji picker, sheets,
 * dialogs) is left to the bundler: it is not in any first screen.
 */

type Group = NonNullable<Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']>[number];
type Info = (id: string) => { importedIds: readonly string[] } | null;

/** Modules shared by at least this many signed-in screens go into one 'common' chunk. */
const COMMON = 3;

/** The modules and everything they import statically. */
function closure(ids: readonly string[], info: Info) {
  const seen = new Set<string>();
  const stack = [...ids];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(info(id)?.importedIds ?? []));
  }
  return seen;
}

/** Chunk name of every first-screen module outside the entry chunk. */
function chunkNames(root: string, entry: string, info: Info) {
  const abs = (modules: readonly string[]) => modules.map((m) => path.join(root, m));
  const placed = closure(abs([entry]), info);
  const names = new Map<string, string>();
  const place = (name: string, modules: Iterable<string>) => {
    for (const m of modules) {
      if (placed.has(m)) continue;
      placed.add(m);
      names.set(m, name);
    }
  };
  place('app', closure(abs(APP), info));
  place('shell', closure(abs(SIGNED_IN), info));

  const users = new Map<string, { screens: string[]; signedOut: boolean }>();
  const screens = [
    ...SCREENS.map(([, isProtected, modules]) => ({
      name: path.basename(modules[0]!).replace(/\.tsx?$/, ''),
      isProtected,
      modules,
    })),
    // Not a screen, but used like one: what it shares with a screen goes into a chunk for the pair.
    { name: 'after-paint', isProtected: true, modules: AFTER_PAINT },
  ];
  for (const { name: screen, isProtected, modules } of screens) {
    for (const m of closure(abs(modules), info)) {
      if (placed.has(m)) continue;
      const user = users.get(m) ?? { screens: [], signedOut: false };
      users.set(m, { screens: [...user.screens, screen], signedOut: user.signedOut || !isProtected });
    }
  }
  for (const [m, { screens, signedOut }] of users) {
    names.set(m, screens.length >= COMMON && !signedOut ? 'common' : screens.join('_'));
  }
  return names;
}

export function firstScreenChunks(root: string, entry: string): Group {
  let names: Map<string, string> | undefined;
  return {
    name(id, ctx) {
      names ??= chunkNames(root, entry, (m) => ctx.getModuleInfo(m));
      return names.get(id) ?? null;
    },
  };
}

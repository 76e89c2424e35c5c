import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { type Env, readEnv } from '../src/config/read-env.ts';

/*
 * Issue 17: the first screen's data leaves from the HTML. src/app/early/inline.ts (the shell's
 * request and the screen's, sent with the stored session as the page is parsed, and the preload of
 * the image that screen paints largest) is bundled here with esbuild from the very modules the app
 * uses, and inlined in index.html with the project's URL and public key; the app takes what it
 * started (src/lib/early-fetch.ts). Without a valid env the page shows the env error and nothing is sent.
 */

const ENTRY = 'src/app/early/inline.ts';

async function bundle(root: string, env: Env): Promise<string> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [ENTRY],
    tsconfig: 'tsconfig.app.json',
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    define: {
      __VELVET_EARLY_CONFIG__: JSON.stringify({
        supabaseUrl: env.supabaseUrl,
        anonKey: env.supabaseAnonKey,
        imageTransforms: env.imageTransforms,
      }),
    },
  });
  const code = result.outputFiles[0]?.text;
  if (code === undefined) throw new Error(`early-requests: esbuild wrote nothing for ${ENTRY}`);
  // Never let the page end the script early; and whatever fails in it, the app still boots.
  return `try{${code.trim().replace(/<\/script/gi, '<\\/script')}}catch(e){}`;
}

export function earlyRequests(): Plugin {
  let root = process.cwd();
  let env: Env | null = null;
  let isDev = false;
  let script: Promise<string> | null = null;
  return {
    name: 'velvet:early-requests',
    configResolved(config) {
      root = config.root;
      const checked = readEnv(config.env);
      env = checked.ok ? checked.env : null;
      isDev = config.command === 'serve';
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!env) return html;
        // The dev server bundles it anew for each page, so it follows edits; a build bundles it once.
        if (isDev || !script) script = bundle(root, env);
        const tag = `<script>${await script}</script>\n    `;
        // Before the stylesheet: an inline script waits for every stylesheet above it, and these
        // requests should leave as the HTML is parsed, not once the CSS has arrived.
        const at = html.indexOf('<link rel="stylesheet"');
        const end = html.indexOf('</head>');
        const index = at >= 0 ? at : end;
        if (index < 0) throw new Error('early-requests: index.html has no <head>');
        return `${html.slice(0, index)}${tag}${html.slice(index)}`;
      },
    },
  };
}

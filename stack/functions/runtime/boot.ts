// Runs inside Deno, one process per Edge Function (see stack/functions/worker.ts). It imports the
// function's entrypoint with `Deno.serve` redirected to a Unix socket the stack proxies to, and
// answers a handler that throws the way edge-runtime does (500 WORKER_ERROR), so a bad request
// never takes the process down. Nothing here may import anything: it must boot in a few ms.

// The few Deno APIs used here; this file is type-checked with the stack's Node settings.
type Handler = (request: Request, info: unknown) => Response | Promise<Response>;
interface ServeOptions {
  handler?: Handler;
  onError?: (error: unknown) => Response | Promise<Response>;
  signal?: AbortSignal;
  path?: string;
  onListen?: (addr: unknown) => void;
}
interface DenoApi {
  serve(options: ServeOptions, handler?: Handler): unknown;
  env: { get(key: string): string | undefined; delete(key: string): void };
  stderr: { writeSync(bytes: Uint8Array): number };
  exit(code: number): never;
}
declare const Deno: DenoApi;

function takeEnv(name: string): string {
  const value = Deno.env.get(name) ?? '';
  Deno.env.delete(name); // the function's own Deno.env shows only what edge-runtime would
  return value;
}

const socketPath = takeEnv('VELVET_INTERNAL_SOCKET');
const entrypoint = takeEnv('VELVET_INTERNAL_ENTRYPOINT');
const readyMarker = takeEnv('VELVET_INTERNAL_READY');
const originalServe = Deno.serve.bind(Deno);
let serving = false;

const workerError = () =>
  new Response(
    JSON.stringify({ code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' }),
    { status: 500, headers: { 'content-type': 'application/json' } },
  );

function guard(handler: Handler, onError: ServeOptions['onError']): Handler {
  return async (request, info) => {
    try {
      // Served on a Unix socket, Deno reports the URL as http+unix://; the function sees http://host/…
      Object.defineProperty(request, 'url', { value: request.url.replace(/^http\+unix:/, 'http:') });
      const response = await handler(request, info);
      if (!(response instanceof Response)) throw new TypeError('The handler must return a Response');
      return response;
    } catch (error) {
      if (onError) return onError(error);
      console.error(error);
      return workerError();
    }
  };
}

function serve(first: ServeOptions | Handler, second?: Handler): unknown {
  const options: ServeOptions = typeof first === 'function' ? {} : first;
  const handler = typeof first === 'function' ? first : (second ?? first.handler);
  if (typeof handler !== 'function') throw new TypeError('Deno.serve needs a handler function');
  if (serving) throw new Error('Deno.serve was called twice; a function serves one handler');
  serving = true;
  // Port and hostname are the platform's business, as on edge-runtime.
  return originalServe({
    path: socketPath,
    signal: options.signal,
    handler: guard(handler, options.onError),
    onListen: () => Deno.stderr.writeSync(new TextEncoder().encode(`${readyMarker}\n`)),
  });
}
(Deno as { serve: unknown }).serve = serve;

try {
  const module: { default?: { fetch?: unknown } } = await import(entrypoint);
  // `export default { fetch }` is the other handler style edge-runtime accepts.
  const fetchHandler = module.default?.fetch;
  if (!serving && typeof fetchHandler === 'function') serve(fetchHandler.bind(module.default) as Handler);
  if (!serving) throw new Error('The function neither called Deno.serve nor exported a default { fetch } handler');
} catch (error) {
  // The message carries Deno's code frame and file:line:column; this file's own frames are noise.
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  const lines = text.split('\n').filter((line) => !line.includes(import.meta.url));
  console.error(`worker boot error: ${lines.join('\n').replace(/^TypeError: (?=\w*Error: )/, '')}`);
  Deno.exit(1);
}

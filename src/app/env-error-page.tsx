import type { EnvProblem } from '@/config/env';

/** Shown instead of the app when the build has no usable Supabase settings. */
export function EnvErrorPage({ problems }: { problems: EnvProblem[] }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-5 px-6 py-10">
      <h1 className="text-2xl font-bold text-white">Velvet is not configured</h1>
      <p className="text-zinc-300">The app cannot reach its backend until these settings are fixed:</p>
      <ul className="space-y-2 rounded-2xl border border-red-500/40 bg-red-500/10 p-4 text-sm text-red-100">
        {problems.map((p) => (
          <li key={p.name}>
            <code className="font-semibold">{p.name}</code> {p.reason}
          </li>
        ))}
      </ul>
      <p className="text-sm text-zinc-400">
        Run <code className="text-zinc-200">npm run dev</code> (it starts the local stack and sets them for you), or
        copy <code className="text-zinc-200">.env.example</code> to <code className="text-zinc-200">.env.local</code>{' '}
        and restart Vite.
      </p>
    </main>
  );
}

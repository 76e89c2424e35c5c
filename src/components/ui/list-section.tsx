import { type ReactNode, useId } from 'react';

/** A titled group of rows (Settings, Help Center): a small uppercase heading over a rounded list. */
export function ListSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="px-4 pb-2 text-xs font-semibold tracking-wider text-zinc-400 uppercase">
        {title}
      </h2>
      <ul className="divide-y divide-zinc-800 overflow-hidden rounded-2xl border border-zinc-800 bg-zinc-900/60">
        {children}
      </ul>
    </section>
  );
}

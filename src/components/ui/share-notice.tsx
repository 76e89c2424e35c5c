/** A short confirmation ("Link copied to clipboard", "Unlocked."): a small toast above the bottom navigation, announced politely. */
export function ShareNotice({ notice }: { notice: string | null }) {
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-24 z-40 flex justify-center px-4 lg:bottom-8"
    >
      {notice ? (
        <p className="max-w-sm rounded-full bg-zinc-100 px-4 py-2 text-sm font-medium break-all text-zinc-900 shadow-lg">
          {notice}
        </p>
      ) : null}
    </div>
  );
}

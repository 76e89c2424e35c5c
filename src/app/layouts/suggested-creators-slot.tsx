/**
 * Placeholder for the Suggested Creators carousel (spec §2 Home); the feed feature fills it.
 */
export function SuggestedCreatorsSlot() {
  return (
    <div className="rounded-2xl border border-zinc-800 bg-zinc-900/60 p-5">
      <h2 className="text-base font-semibold text-white">Suggested Creators</h2>
      <p className="mt-2 text-sm text-zinc-400">Creators you might like will appear here.</p>
    </div>
  );
}

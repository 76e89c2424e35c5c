export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  // A screen reader hears the progress in quarters, not every percent (issue 18).
  const spoken = Math.floor(percent / 25) * 25;
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label="Uploading video"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 overflow-hidden rounded-full bg-zinc-800"
      >
        <div className="h-full bg-brand-500 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p aria-hidden="true" className="text-xs text-zinc-400">
        Uploading video… {percent}%
      </p>
      <p role="status" className="sr-only">
        Uploading video… {spoken}%
      </p>
    </div>
  );
}

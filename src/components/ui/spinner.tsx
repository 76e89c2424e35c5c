import { cn } from '@/utils/cn';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-zinc-600 border-t-brand-400 motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

import { useId } from 'react';
import { cn } from '@/utils/cn';

/** Velvet's rose ribbon mark on its own (e.g. where Velvet itself speaks, in place of an avatar). */
export function VelvetMark({ className }: { className?: string }) {
  // One gradient per mark: ids must be unique in the page, and a list may show several marks.
  const gradient = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn('size-8 shrink-0', className)}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fb7185" />
          <stop offset="1" stopColor="#9f1239" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
      <path d="M8 9.5h4.2L16 20.2l3.8-10.7H24L18.2 24h-4.4z" fill="#fff" />
    </svg>
  );
}

/** The Velvet wordmark: the mark and the name. */
export function Logo({ className, showName = true }: { className?: string; showName?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold tracking-tight text-white', className)}>
      <VelvetMark />
      {showName ? <span className="text-xl">Velvet</span> : null}
    </span>
  );
}

import type { ReactNode } from 'react';
import { cn } from '@/utils/cn';

interface AlertProps {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  className?: string;
}

const tones = {
  error: 'border-red-500/40 bg-red-500/10 text-red-200',
  success: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-200',
  info: 'border-zinc-700 bg-zinc-900 text-zinc-300',
};

/** Errors interrupt (role=alert); success and info are announced politely (role=status). */
export function Alert({ tone, children, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-xl border px-4 py-3 text-sm', tones[tone], className)}
    >
      {children}
    </div>
  );
}

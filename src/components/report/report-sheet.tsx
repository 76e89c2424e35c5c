import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CharacterCounter } from '@/components/ui/character-counter';
import { Textarea } from '@/components/ui/input';
import { Sheet } from '@/components/ui/sheet';
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason, type ReportTarget, useFileReport } from '@/lib/reports';
import { textLimit } from '@/utils/text-limit';

interface ReportSheetProps {
  targetType: ReportTarget;
  targetId: string;
  /** What is reported, for the title: "post", "comment", "message", "@jane's profile". */
  what: string;
  onClose: () => void;
}

/**
 * Report a post, comment, message or profile: a reason (radio buttons) and an optional note. On success
 * it says "Thanks, we'll review it"; a refusal (already reported, too many reports) keeps what was
 * typed and says why.
 */
export function ReportSheet({ targetType, targetId, what, onClose }: ReportSheetProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const file = useFileReport();
  const counterId = useId();
  const baseId = useId();
  const limit = textLimit(note, REPORT_NOTE_MAX);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason || limit.isOver || file.isPending) return;
    file.mutate({ targetType, targetId, reason, note });
  };

  return (
    <Sheet isOpen title={file.isSuccess ? 'Report sent' : `Report ${what}`} onClose={onClose}>
      {file.isSuccess ? (
        <div className="space-y-5">
          <p role="status" className="text-sm text-zinc-200">
            Thanks, we’ll review it. You can follow your report in Settings › Your reports.
          </p>
          <Button className="w-full" onClick={onClose}>
            Done
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-5">
          <fieldset className="space-y-1">
            <legend className="mb-2 text-sm font-medium text-zinc-300">Why are you reporting this?</legend>
            {REPORT_REASONS.map((option) => (
              <div
                key={option.value}
                className="relative flex items-start gap-3 rounded-xl px-3 py-2.5 hover:bg-zinc-800/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-400"
              >
                <input
                  id={`${baseId}-${option.value}`}
                  type="radio"
                  name={`${baseId}-reason`}
                  value={option.value}
                  checked={reason === option.value}
                  onChange={() => setReason(option.value)}
                  aria-describedby={`${baseId}-${option.value}-hint`}
                  className="relative z-10 mt-0.5 size-4 shrink-0 accent-brand-500 focus:outline-none"
                />
                <label htmlFor={`${baseId}-${option.value}`} className="cursor-pointer after:absolute after:inset-0">
                  <span className="block text-sm text-zinc-100">{option.label}</span>
                  <span id={`${baseId}-${option.value}-hint`} className="block text-xs text-zinc-400">
                    {option.hint}
                  </span>
                </label>
              </div>
            ))}
          </fieldset>
          <div className="space-y-1">
            <Textarea
              label="Anything else we should know? (optional)"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              aria-describedby={counterId}
              className="min-h-20"
            />
            <CharacterCounter id={counterId} limit={limit} what="Notes" />
          </div>
          {file.isError ? <Alert tone="error">{file.error.message}</Alert> : null}
          <Button type="submit" className="w-full" disabled={!reason || limit.isOver || file.isPending}>
            {file.isPending ? 'Sending…' : 'Send report'}
          </Button>
        </form>
      )}
    </Sheet>
  );
}

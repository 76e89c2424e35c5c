import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toError } from './errors';
import { supabase } from './supabase';
import type { Database } from '@/types/database';

export type ReportReason = Database['public']['Enums']['report_reason'];
export type ReportTarget = Database['public']['Enums']['report_target'];

/** The reasons in the order the sheet lists them, with what each means (issue 19 §2). */
export const REPORT_REASONS: ReadonlyArray<{ value: ReportReason; label: string; hint: string }> = [
  { value: 'spam', label: 'Spam', hint: 'Scams, fake offers or the same thing over and over' },
  { value: 'harassment', label: 'Harassment', hint: 'Bullying, threats or hate aimed at someone' },
  { value: 'impersonation', label: 'Impersonation', hint: 'Pretending to be someone else' },
  { value: 'underage', label: 'Underage', hint: 'Someone who may be under 18' },
  { value: 'non_consensual', label: 'Non-consensual content', hint: 'Intimate content shared without consent' },
  { value: 'copyright', label: 'Copyright', hint: 'Someone else’s work posted without permission' },
  { value: 'other', label: 'Other', hint: 'Something else that breaks the guidelines' },
];

export const REPORT_NOTE_MAX = 1000;

/** The queries that list the caller's reports (Settings › Your reports). */
export const myReportsKey = ['reports', 'mine'] as const;

export interface ReportInput {
  targetType: ReportTarget;
  targetId: string;
  reason: ReportReason;
  note: string;
}

/** The database's refusals, in words for the reporter. */
export function reportErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === '23505') return 'You already reported this. We’re reviewing it.';
  if (code === 'VR001') return 'You’ve sent a lot of reports in the last hour. Please try again later.';
  if (code === 'P0002') return 'This is no longer available to report.';
  if (code === '22023') return 'You can’t report your own content.';
  return toError(error).message;
}

export async function fileReport({ targetType, targetId, reason, note }: ReportInput): Promise<void> {
  const trimmed = note.trim();
  const { error } = await supabase
    .from('reports')
    .insert({ target_type: targetType, target_id: targetId, reason, note: trimmed || null });
  if (error) throw new Error(reportErrorMessage(error), { cause: error });
}

/** Files a report; the reporter's list refreshes when they next look. */
export function useFileReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['reports', 'file'],
    mutationFn: fileReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myReportsKey }),
  });
}

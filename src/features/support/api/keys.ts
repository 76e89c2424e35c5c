import { myReportsKey } from '@/lib/reports';

/** Query and mutation keys for Your reports and Contact Support (issue 19). */
export const supportKeys = {
  all: ['support'] as const,
  tickets: (userId: string) => [...supportKeys.all, 'tickets', userId] as const,
  fileTicket: () => [...supportKeys.all, 'file-ticket'] as const,
  recoveryRequest: () => [...supportKeys.all, 'two-factor-recovery-request'] as const,
  recoveryConfirm: () => [...supportKeys.all, 'two-factor-recovery-confirm'] as const,
  myReports: (userId: string) => [...myReportsKey, userId] as const,
};

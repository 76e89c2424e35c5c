/** Query and mutation keys for the moderation screen (issue 19 §2). */
export const moderationKeys = {
  all: ['moderation'] as const,
  queue: () => [...moderationKeys.all, 'queue'] as const,
  log: () => [...moderationKeys.all, 'log'] as const,
  tickets: () => [...moderationKeys.all, 'tickets'] as const,
  suspended: () => [...moderationKeys.all, 'suspended'] as const,
  lift: () => [...moderationKeys.all, 'lift'] as const,
  act: () => [...moderationKeys.all, 'act'] as const,
  answer: () => [...moderationKeys.all, 'answer'] as const,
  restore: () => [...moderationKeys.all, 'restore'] as const,
  recovery: (ticketId: string) => [...moderationKeys.all, 'two-factor-recovery', ticketId] as const,
  resetTwoFactor: () => [...moderationKeys.all, 'reset-two-factor'] as const,
};

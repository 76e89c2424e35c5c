export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: string) => [...notificationKeys.all, 'list', userId] as const,
  unread: (userId: string) => [...notificationKeys.all, 'unread', userId] as const,
  markAllRead: () => [...notificationKeys.all, 'mark-all-read'] as const,
};

/** How many the screen shows (docs/database.md: notification_cards, newest 30). */
export const NOTIFICATIONS_LIMIT = 30;

/** The filters `notification_feed` takes (issue 28): all, or one kind. */
export const NOTIFICATION_FILTERS = ['all', 'purchases', 'subscribers', 'likes', 'comments', 'follows'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

export const notificationKeys = {
  all: ['notifications'] as const,
  /** Every filter's list for the user; a filter's own list below it. */
  lists: (userId: string) => [...notificationKeys.all, 'list', userId] as const,
  list: (userId: string, filter: NotificationFilter) => [...notificationKeys.lists(userId), filter] as const,
  unread: (userId: string) => [...notificationKeys.all, 'unread', userId] as const,
  markAllRead: () => [...notificationKeys.all, 'mark-all-read'] as const,
};

/** How many groups the screen shows (docs/database.md: notification_feed, newest 30). */
export const NOTIFICATIONS_LIMIT = 30;

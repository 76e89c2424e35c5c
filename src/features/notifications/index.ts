export { NotificationsView } from './components/notifications-view';
export { NotificationsNavBadge } from './components/notifications-nav-badge';
export { NotificationsBellLink } from './components/notifications-bell-link';

export { usePresenceTracker } from './api/use-online-presence';

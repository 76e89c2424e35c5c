export { DiscoverView } from './components/discover-view';
export type { FollowSlotProps } from './components/types';

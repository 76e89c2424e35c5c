export { FollowingView, type FollowSlotProps } from './components/following-view';

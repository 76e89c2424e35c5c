export { ProfileView, type FollowSlotProps } from './components/profile-view';

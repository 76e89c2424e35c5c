export { FollowButton, type FollowButtonProps } from './components/follow-button';

import { createRoutesFromElements, matchRoutes, Route, useRoutes } from 'react-router-dom';
import { ProtectedLayout } from './layouts/protected-layout';
import type { Preloadable } from '@/lib/lazy-load';
import { lazyRoute } from './lazy-route';
import { RootLayout } from './root-layout';

/*
 * Declarative routes (not the data router): TanStack Query owns data loading, and the data
 * router's extra ~17 KB gzip would push the first screen over its 170 KB budget.
 */
const LoginRoute = lazyRoute(() => import('./routes/auth/login'), 'LoginRoute');
const SignupRoute = lazyRoute(() => import('./routes/auth/signup'), 'SignupRoute');
const ForgotPasswordRoute = lazyRoute(() => import('./routes/auth/forgot-password'), 'ForgotPasswordRoute');
const ResetPasswordRoute = lazyRoute(() => import('./routes/auth/reset-password'), 'ResetPasswordRoute');
const TermsPage = lazyRoute(() => import('@/features/legal/components/terms-page'), 'TermsPage');
const PrivacyPage = lazyRoute(() => import('@/features/legal/components/privacy-page'), 'PrivacyPage');
const UnsubscribeRoute = lazyRoute(() => import('./routes/unsubscribe'), 'UnsubscribeRoute');
const TwoFactorRecoveryRoute = lazyRoute(() => import('./routes/two-factor-recovery'), 'TwoFactorRecoveryRoute');
const TwoFactorRecoveryConfirmRoute = lazyRoute(
  () => import('./routes/two-factor-recovery'),
  'TwoFactorRecoveryConfirmRoute',
);
const NotFoundRoute = lazyRoute(() => import('./routes/not-found'), 'NotFoundRoute');

const HomeRoute = lazyRoute(() => import('./routes/app/home'), 'HomeRoute');
const MyProfileRoute = lazyRoute(() => import('./routes/app/my-profile'), 'MyProfileRoute');
const SettingsRoute = lazyRoute(() => import('./routes/app/settings'), 'SettingsRoute');
const EmailPasswordRoute = lazyRoute(() => import('./routes/app/email-password'), 'EmailPasswordRoute');
const VerificationRoute = lazyRoute(() => import('./routes/app/verification'), 'VerificationRoute');
const NotificationSettingsRoute = lazyRoute(
  () => import('./routes/app/notification-settings'),
  'NotificationSettingsRoute',
);
const EmailSettingsRoute = lazyRoute(() => import('./routes/app/email-settings'), 'EmailSettingsRoute');
const TwoFactorRoute = lazyRoute(() => import('./routes/app/two-factor'), 'TwoFactorRoute');
const MyReportsRoute = lazyRoute(() => import('./routes/app/my-reports'), 'MyReportsRoute');
const ContactSupportRoute = lazyRoute(() => import('./routes/app/contact-support'), 'ContactSupportRoute');
const ModerationRoute = lazyRoute(() => import('./routes/app/moderation'), 'ModerationRoute');
const PrivacySettingsRoute = lazyRoute(() => import('./routes/app/privacy-settings'), 'PrivacySettingsRoute');
const BlockedUsersRoute = lazyRoute(() => import('./routes/app/blocked-users'), 'BlockedUsersRoute');
const PayoutSettingsRoute = lazyRoute(() => import('./routes/app/payout-settings'), 'PayoutSettingsRoute');
const WhatsNewRoute = lazyRoute(() => import('./routes/app/whats-new'), 'WhatsNewRoute');
const HelpCenter = lazyRoute(() => import('@/features/help/components/help-center'), 'HelpCenter');
const DiscoverRoute = lazyRoute(() => import('./routes/app/discover'), 'DiscoverRoute');
const NotificationsRoute = lazyRoute(() => import('./routes/app/notifications'), 'NotificationsRoute');
const ChatsRoute = lazyRoute(() => import('./routes/app/chats'), 'ChatsRoute');
const ChatsIndexRoute = lazyRoute(() => import('./routes/app/chats'), 'ChatsIndexRoute');
const ChatRoute = lazyRoute(() => import('./routes/app/chat'), 'ChatRoute');
const CallsRoute = lazyRoute(() => import('./routes/app/calls'), 'CallsRoute');
const FollowingRoute = lazyRoute(() => import('./routes/app/following'), 'FollowingRoute');
const WalletRoute = lazyRoute(() => import('./routes/app/wallet'), 'WalletRoute');
const SubscriptionsRoute = lazyRoute(() => import('./routes/app/subscriptions'), 'SubscriptionsRoute');
const BecomeCreatorRoute = lazyRoute(() => import('./routes/app/become-creator'), 'BecomeCreatorRoute');
const VideosRoute = lazyRoute(() => import('./routes/app/videos'), 'VideosRoute');
const ProfileRoute = lazyRoute(() => import('./routes/app/profile'), 'ProfileRoute');
const PostRoute = lazyRoute(() => import('./routes/app/post'), 'PostRoute');

const routes = (
  <Route element={<RootLayout />}>
    {/* Public (spec §2 Access) */}
    <Route path="login" element={<LoginRoute />} />
    <Route path="signup" element={<SignupRoute />} />
    <Route path="forgot-password" element={<ForgotPasswordRoute />} />
    <Route path="reset-password" element={<ResetPasswordRoute />} />
    <Route path="terms" element={<TermsPage />} />
    <Route path="privacy" element={<PrivacyPage />} />
    {/* The email digest's unsubscribe link, signed in or not. */}
    <Route path="unsubscribe" element={<UnsubscribeRoute />} />
    {/* Lost authenticator: reached from the two-factor step (signed in, not through) or signed out. */}
    <Route path="two-factor-recovery" element={<TwoFactorRecoveryRoute />} />
    <Route path="two-factor-recovery/confirm" element={<TwoFactorRecoveryConfirmRoute />} />

    {/* Protected: Loading... while the session loads, else /login without a user. In the first
        chunks (not lazy): a signed-in cold load draws the shell at once (issue 17). */}
    <Route element={<ProtectedLayout />}>
      <Route index element={<HomeRoute />} />
      <Route path="discover" element={<DiscoverRoute />} />
      <Route path="notifications" element={<NotificationsRoute />} />
      {/* From lg the list is the layout's left pane, beside the conversation (issue 28). */}
      <Route path="chats" element={<ChatsRoute />}>
        <Route index element={<ChatsIndexRoute />} />
        <Route path=":chatId" element={<ChatRoute />} />
      </Route>
      <Route path="calls" element={<CallsRoute />} />
      <Route path="following" element={<FollowingRoute />} />
      <Route path="wallet" element={<WalletRoute />} />
      <Route path="subscriptions" element={<SubscriptionsRoute />} />
      <Route path="become-creator" element={<BecomeCreatorRoute />} />
      <Route path="videos" element={<VideosRoute />} />
      <Route path="profile" element={<MyProfileRoute />} />
      <Route path="profile/:handle" element={<ProfileRoute />} />
      <Route path="post/:postId" element={<PostRoute />} />
      <Route path="settings" element={<SettingsRoute />} />
      <Route path="settings/email-password" element={<EmailPasswordRoute />} />
      <Route path="settings/notifications" element={<NotificationSettingsRoute />} />
      <Route path="settings/email-notifications" element={<EmailSettingsRoute />} />
      <Route path="settings/verification" element={<VerificationRoute />} />
      <Route path="settings/two-factor" element={<TwoFactorRoute />} />
      <Route path="settings/reports" element={<MyReportsRoute />} />
      <Route path="settings/support" element={<ContactSupportRoute />} />
      <Route path="moderation" element={<ModerationRoute />} />
      <Route path="settings/privacy" element={<PrivacySettingsRoute />} />
      <Route path="settings/blocked" element={<BlockedUsersRoute />} />
      <Route path="settings/payout" element={<PayoutSettingsRoute />} />
      <Route path="whats-new" element={<WhatsNewRoute />} />
      <Route path="help" element={<HelpCenter />} />
    </Route>

    <Route path="*" element={<NotFoundRoute />} />
  </Route>
);

/** Built once: `<Routes>` would turn the elements into route objects again on every navigation. */
const routeObjects = createRoutesFromElements(routes);

export function AppRoutes() {
  return useRoutes(routeObjects);
}

/**
 * Starts loading the code of the screen at `pathname` (boot, issue 17): its chunk is already on the
 * way (the HTML preloads it), and a screen loaded before its first draw shows without a fallback.
 * Settles once every lazily loaded route on the path is in (or failed: its first draw reports it).
 */
export function preloadScreen(pathname: string): Promise<void> {
  const matches = matchRoutes(routeObjects, pathname) ?? [];
  // Every element here is a route component; the lazily loaded ones can preload.
  const loads = matches.map(({ route }) =>
    (route.element as { type: Partial<Preloadable<object>> } | null)?.type.preload?.(),
  );
  return Promise.all(loads).then(() => undefined);
}

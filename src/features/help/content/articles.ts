import { CONTACT_EMAIL } from '@/config/contact';
import { paths } from '@/config/paths';

/*
 * The Help Center's answers (issue 19 §6): short, drawn from the Terms of Service and from what the
 * app does today. Amounts and limits are the ones the database enforces (docs/decisions.md, Money);
 * an answer changes when the rule behind it does. Nothing here describes a feature that is not built.
 */

export interface HelpArticle {
  id: string;
  question: string;
  answer: string;
  /** Words people search with that the text itself does not use. */
  keywords?: string;
  /** Where the answer sends people, shown under it. */
  link?: { to: string; label: string };
}

export interface HelpTopic {
  title: string;
  articles: HelpArticle[];
}

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    title: 'Your account',
    articles: [
      {
        id: 'change-email-password',
        question: 'How do I change my email or password?',
        answer:
          'Go to Settings › Email & Password. A new email address needs confirming: we send a link to your current address and one to the new one, and the change happens once both are opened.',
        keywords: 'login sign in credentials',
        link: { to: paths.emailPassword, label: 'Email & Password' },
      },
      {
        id: 'two-factor',
        question: 'How do I turn on two-factor authentication?',
        answer:
          'Go to Settings › Two-Factor Authentication, scan the QR code with an authenticator app (or type the key it shows) and enter the 6-digit code the app gives. From then on, signing in, requesting a payout and changing your payout details ask for a code from the app after your password. Add a backup authenticator there too (a second device or a password manager): if you lose your phone, its code signs you in.',
        keywords: '2fa mfa totp authenticator security code login sign in',
        link: { to: paths.twoFactor, label: 'Two-Factor Authentication' },
      },
      {
        id: 'lost-authenticator',
        question: 'I lost my authenticator app. How do I get back in?',
        answer:
          'If you added a backup authenticator, choose it on the code step and enter its code. Otherwise choose "Contact Velvet support" on the code step (or open the page below), give your account\'s email and say what happened. We email that address a link to confirm the request; once you confirm it, our team checks that it is really you and turns two-factor authentication off, then writes to you.',
        keywords: '2fa mfa totp phone lost stolen new phone recovery locked out code',
        link: { to: paths.twoFactorRecovery, label: 'Lost your authenticator?' },
      },
      {
        id: 'change-username',
        question: 'Can I change my username?',
        answer:
          'No. Your username identifies you to other people and cannot be changed in the app. Your display name, bio, location and avatar can be changed at any time in Settings › Edit Profile.',
        keywords: 'handle name rename',
      },
      {
        id: 'age',
        question: 'Who can use Velvet?',
        answer:
          'Only adults: you must be at least 18, or older if the age of adulthood is higher where you live, and you confirm it when you sign up. Creators also verify their identity before they can be paid out.',
        keywords: 'minimum age 18 underage eligibility',
      },
      {
        id: 'delete-account',
        question: 'How do I delete my account?',
        answer:
          'Go to Settings › Danger Zone › Delete Account, type DELETE and enter your password (and a code from your authenticator app if two-factor authentication is on). This permanently deletes your profile, posts, comments, likes, follows, messages and uploaded files, and cannot be undone. Records the law requires us to keep, and paid content fans have already bought, are the exceptions described in the Privacy Policy.',
        keywords: 'close remove erase data',
        link: { to: paths.privacy, label: 'Privacy Policy' },
      },
    ],
  },
  {
    title: 'Subscriptions',
    articles: [
      {
        id: 'subscribe',
        question: 'How do I subscribe to a creator?',
        answer:
          "Open the creator's profile, tap Join now and confirm the monthly price shown. It is paid from your wallet, and their subscriber-only posts open for you straight away.",
        keywords: 'join follow pay monthly',
      },
      {
        id: 'renewal',
        question: 'Do subscriptions renew automatically?',
        answer:
          "Yes, every month until you cancel, at the creator's current price, paid from your wallet. If your wallet does not hold enough on the renewal date, the subscription ends and we tell you in your notifications.",
        keywords: 'monthly recurring charge price change',
      },
      {
        id: 'cancel',
        question: 'How do I cancel a subscription?',
        answer:
          "Open the creator's profile and tap Cancel subscription. Cancelling stops the next renewal; you keep access until the end of the month you paid for, and until then Resubscribe brings it back at no charge.",
        keywords: 'stop end unsubscribe resubscribe',
      },
      {
        id: 'refunds',
        question: 'Can I get a refund?',
        answer:
          'All purchases are final. Subscriptions are not refunded, including for the rest of a month after you cancel, and tips and paid content are not refundable, except where the law requires otherwise.',
        keywords: 'money back chargeback',
        link: { to: `${paths.terms}#payments`, label: 'Payments and Fees in the Terms' },
      },
    ],
  },
  {
    title: 'Wallet and payments',
    articles: [
      {
        id: 'top-up',
        question: 'How do I add money to my wallet?',
        answer:
          "Open your Wallet, choose an amount between €5 and €500 and pay by card on the payment provider's page. Your balance goes up once the provider confirms the payment. A top-up that is not paid within 24 hours expires.",
        keywords: 'top up topup card balance deposit funds',
        link: { to: paths.wallet, label: 'Wallet' },
      },
      {
        id: 'cards',
        question: 'Does Velvet keep my card?',
        answer:
          "No. Each top-up opens the payment provider's secure page, where you enter a card; Velvet never sees or stores your card number, so there are no saved cards to manage in Settings › Payment Methods. Everything you buy is paid from your wallet balance.",
        keywords: 'card payment methods saved cards credit debit security',
        link: { to: paths.wallet, label: 'Wallet' },
      },
      {
        id: 'unlock',
        question: 'What does Unlock do?',
        answer:
          'Pay-per-view posts and paid messages show their price on an Unlock button. You pay it once from your wallet and the content stays unlocked for you for good, even if the price changes later or your subscription ends.',
        keywords: 'pay per view ppv locked paid message buy',
      },
      {
        id: 'tips',
        question: 'How do tips work?',
        answer:
          "Tap Tip on a creator's profile, one of their posts or your chat with them. A tip is between €1 and €200, paid from your wallet, with an optional message of up to 500 characters.",
        keywords: 'tip send money gift',
      },
      {
        id: 'history',
        question: 'Where can I see what I paid?',
        answer:
          'Your Wallet lists every top-up, subscription, unlock and tip, newest first, with what it was for. Settings › Transaction History opens the same list.',
        keywords: 'transactions receipts statement spending',
        link: { to: paths.wallet, label: 'Wallet' },
      },
    ],
  },
  {
    title: 'Creators',
    articles: [
      {
        id: 'become-creator',
        question: 'How do I become a creator?',
        answer:
          'Choose Become a Creator in the menu, set your monthly subscription price (€4.99 to €49.99) and tell fans what they get. You must be 18 or over.',
        keywords: 'start earning creator account sell',
        link: { to: paths.becomeCreator, label: 'Become a Creator' },
      },
      {
        id: 'fees',
        question: 'How much does Velvet keep?',
        answer:
          'A platform fee of 20% of each payment: subscriptions, unlocks and tips. The rest, at least 80%, is yours; your earnings screen shows the fee taken.',
        keywords: 'commission cut percentage earnings',
      },
      {
        id: 'payouts',
        question: 'When can I withdraw my earnings?',
        answer:
          'Earnings are held for 7 days as pending, then become available. Once your identity is verified for payouts and you have added your bank account (account holder and IBAN, in a SEPA country) in Settings › Payout Settings, you can request a payout of €20 or more of your available balance; its status is shown in your earnings.',
        keywords: 'payout withdraw cash out bank iban account pending available',
        link: { to: paths.payoutSettings, label: 'Payout Settings' },
      },
    ],
  },
  {
    title: 'Safety and content',
    articles: [
      {
        id: 'allowed-content',
        question: 'What may I post?',
        answer:
          'Text, images, videos and voice messages that you made or have the right to share, including adult content, as long as everyone shown in it is an adult who agreed to being recorded and to it being published.',
        keywords: 'rules guidelines allowed nudity consent',
        link: { to: `${paths.terms}#content-guidelines`, label: 'Content Guidelines' },
      },
      {
        id: 'report',
        question: 'How do I report a post, a message or a person?',
        answer:
          'Open the ⋯ menu on the post, comment, message or profile and choose Report, pick a reason and add a note if it helps. Our moderators review every report and remove content or suspend accounts that break the Terms; anything reported as showing a minor or shared without consent is hidden at once while they look. You get a notification once your report is reviewed, and Settings › Your reports shows what became of each one.',
        keywords: 'report abuse harassment spam underage moderation flag',
        link: { to: paths.myReports, label: 'Your reports' },
      },
      {
        id: 'removed-content',
        question: 'My post was removed. Can I ask for a review?',
        answer:
          'Yes. Where the removed post, comment or message shows to you, choose Ask for a review: Contact Support opens with the item named, so you only add why it should come back. A moderator looks at it again and answers your request; if the removal was wrong, the item is put back for everyone and you get a notification.',
        keywords: 'removed appeal review restore taken down deleted moderation mistake',
        link: { to: paths.contactSupport, label: 'Contact Support' },
      },
      {
        id: 'block',
        question: 'How do I block someone?',
        answer:
          "Open the ⋯ menu on their profile, on one of their posts or comments, or in your chat with them, and choose Block. They can no longer message you, comment on or like your posts, follow you or find you in search, and you no longer see their posts, comments or messages. They aren't told. Settings › Blocked Users lists everyone you blocked, with Unblock.",
        keywords: 'block unblock stalker harassment ignore mute',
        link: { to: paths.blockedUsers, label: 'Blocked Users' },
      },
      {
        id: 'privacy',
        question: 'Can I choose who messages me, or hide that I am online?',
        answer:
          "Yes, in Settings › Privacy Settings: let everyone message you, only people you follow, or only your subscribers; turn off your online status (nobody sees your green dot then, and you see nobody's); and choose whether you appear in search and Discover.",
        keywords: 'privacy messages dm online status hidden invisible search discover',
        link: { to: paths.privacySettings, label: 'Privacy Settings' },
      },
      {
        id: 'compromised',
        question: 'I think someone else used my account',
        answer: `Change your password straight away in Settings › Email & Password and turn on two-factor authentication, then tell us through Settings › Contact Support or at ${CONTACT_EMAIL}.`,
        keywords: 'hacked stolen security password access',
        link: { to: paths.emailPassword, label: 'Email & Password' },
      },
    ],
  },
];

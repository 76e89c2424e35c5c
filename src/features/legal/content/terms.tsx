import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LAST_UPDATED, LAST_UPDATED_ISO } from '../constants';
import { CONTACT_EMAIL } from '@/config/contact';
import type { LegalDocument } from '../types';

// The 15 sections and their order follow spec §2 "Legal pages". Section 9 is the
// one the Settings screen's Delete Account button has to honour.
export const terms: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: LAST_UPDATED,
  lastUpdatedIso: LAST_UPDATED_ISO,
  intro: [
    'Velvet is a social platform where creators share posts, videos and messages with the fans who follow and subscribe to them. These Terms of Service (“Terms”) are the agreement between you and Velvet (“Velvet”, “we”, “us”) for using the Velvet website and apps (the “Service”). Please read them carefully: they include an arbitration agreement and a class-action waiver in section 13.',
  ],
  sections: [
    {
      id: 'acceptance',
      title: 'Acceptance of Terms',
      body: (
        <>
          <p>
            By creating an account, ticking the box on the sign-up form or otherwise using the Service, you agree to
            these Terms and to our <Link to={paths.privacy}>Privacy Policy</Link>, which explains how we handle your
            personal information. If you do not agree, do not use the Service.
          </p>
          <p>
            Some features may come with additional rules that we show you before you use them. Those rules form part of
            these Terms.
          </p>
        </>
      ),
    },
    {
      id: 'eligibility',
      title: 'Eligibility',
      body: [
        'You must be at least 18 years old, and old enough to be an adult where you live if that age is higher, to create an account or use the Service in any way. The Service contains content intended only for adults.',
        'You must have the legal capacity to enter into a binding contract, and you must not be barred from using the Service under the laws that apply to you. By using Velvet you confirm that all of this is true.',
        'Creators must also complete identity verification before they can publish paid content or receive money. We verify creators using government-issued identity documents, and we may ask any user to prove their age at any time. If we learn that someone under 18 has an account, we will close it.',
      ],
    },
    {
      id: 'account-registration',
      title: 'Account Registration',
      body: [
        'To use Velvet you need an account. You agree to give accurate, current and complete information when you sign up, including your real name and a working email address, and to keep it up to date. We may ask you to confirm your email address before you can log in.',
        'You are responsible for keeping your password secret and for everything that happens under your account. Do not share your account or let anyone else use it. If you think someone has accessed your account without permission, change your password straight away and contact us.',
        'Your username identifies you to other users and cannot be changed in the app. We may reclaim or change a username that impersonates someone, infringes a trademark or misleads others.',
      ],
    },
    {
      id: 'content-guidelines',
      title: 'Content Guidelines',
      body: (
        <>
          <p>
            Velvet is a place for adults to share their work and talk to each other. You may post text, images, videos
            and voice messages that you created or have the right to share, including adult content, as long as everyone
            shown in it is an adult who has consented to being recorded and to the content being published.
          </p>
          <p>You must not post, send or link to content that:</p>
          <ul>
            <li>
              shows, describes or suggests sexual content involving anyone under 18, or anyone who appears to be under
              18 — we report such content to the authorities and close the accounts involved;
            </li>
            <li>shows anyone who has not consented, or who could not consent, to taking part;</li>
            <li>promotes violence, terrorism, self-harm or hatred against people because of who they are;</li>
            <li>harasses, threatens, bullies or reveals private information about someone;</li>
            <li>is illegal where you live, or infringes someone else’s rights;</li>
            <li>is spam, a scam, malware, or an attempt to trade content or payments away from Velvet.</li>
          </ul>
          <p>
            You are responsible for what you post and send. Content you publish may be seen by anyone with access to it,
            and messages are seen by the person you send them to.
          </p>
        </>
      ),
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual Property',
      body: [
        'You keep all the rights you have in the content you post. Posting does not transfer ownership to Velvet.',
        'By posting content you grant Velvet a worldwide, non-exclusive, royalty-free licence to host, store, copy, display, adapt the format of and distribute that content, only as needed to operate, improve and promote the Service. For paid content, the licence also lets us keep it available to fans who bought access to it. The licence ends when you delete the content or your account, except where section 9 or our Privacy Policy says otherwise.',
        'The Velvet name, logo, design and software belong to us or our licensors. You may not copy or use them without our written permission. Fans receive a personal, non-transferable right to view content they have access to; they may not download, copy, resell or redistribute it.',
        'If you believe content on Velvet infringes your copyright, contact us at the address in section 15 with enough detail for us to find the content and assess your claim.',
      ],
    },
    {
      id: 'payments',
      title: 'Payments and Fees',
      body: [
        'Creators can earn money on Velvet from monthly subscriptions, tips and paid content such as locked posts and messages. Fans pay the price shown before they confirm a purchase.',
        'Velvet takes a platform fee on each transaction: a percentage of the amount paid, which is shown to creators before they start earning. The rest is paid out to the creator, less any fees charged by payment processors, in line with the payout terms shown in the app.',
        'All purchases are final. Subscriptions renew each month until cancelled and are non-refundable, including for the part of a month left after you cancel; cancelling stops the next renewal and you keep access until the end of the period you paid for. Tips and paid content are not refundable, except where the law requires otherwise.',
        'Creators are responsible for declaring their earnings and paying any taxes due on them. Prices may include or have added to them sales tax, VAT or similar taxes where we are required to collect them.',
      ],
    },
    {
      id: 'user-conduct',
      title: 'User Conduct',
      body: (
        <>
          <p>When you use Velvet you agree not to:</p>
          <ul>
            <li>impersonate anyone or misrepresent your age or identity;</li>
            <li>
              record, screenshot, download or redistribute other users’ content or messages without their permission;
            </li>
            <li>
              access accounts, data or parts of the Service you are not authorised to, or probe, scan or test its
              security;
            </li>
            <li>use bots, scrapers or automated means to use the Service, or interfere with how it works;</li>
            <li>send unsolicited advertising, or ask for payment outside Velvet for content offered on it;</li>
            <li>help or encourage anyone else to do any of these things.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'moderation',
      title: 'Moderation',
      body: [
        'We review content and accounts, using automated tools and human reviewers, to enforce these Terms and to keep people safe. We are not obliged to monitor everything posted, but we may remove or restrict any content, or limit any account, that we believe breaks these Terms or the law.',
        'Where it is reasonable and lawful, we will tell you when we act against your content or account and why, and you may ask us to reconsider by contacting us. We cooperate with law enforcement and will report content that exploits children.',
      ],
    },
    {
      id: 'termination',
      title: 'Termination',
      body: (
        <>
          <p>
            You can stop using Velvet at any time. To close your account, go to{' '}
            <strong>Settings → Danger Zone → Delete Account</strong> and confirm. This permanently deletes your account
            and its data, including your profile, posts, comments, likes, follows, messages and uploaded files. It
            cannot be undone. The limited exceptions, such as records the law requires us to keep and paid content that
            fans have already bought, are described in our <Link to={paths.privacy}>Privacy Policy</Link>.
          </p>
          <p>
            We may suspend or close your account if you break these Terms, if the law requires it, or if your use of the
            Service puts others at risk. Where the law and safety allow, we will tell you beforehand and explain why.
          </p>
          <p>
            Sections 5 and 10 to 13 continue to apply after your account ends, as do any payment obligations you had
            before it ended.
          </p>
        </>
      ),
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers',
      body: [
        'The Service is provided “as is” and “as available”. To the fullest extent the law allows, we make no promises of any kind, express or implied, including that the Service will be uninterrupted, secure or free of errors, or that it will meet your needs.',
        'Content on Velvet is created by its users, not by us. We do not endorse it and are not responsible for it, and we do not guarantee how much any creator will earn.',
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of Liability',
      body: [
        'To the fullest extent the law allows, Velvet will not be liable for any indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue, data or goodwill, arising from your use of, or inability to use, the Service.',
        'Our total liability for any claim relating to the Service is limited to the greater of the amount you paid to Velvet in the twelve months before the claim arose and 100 US dollars. Nothing in these Terms limits liability that cannot be limited by law, such as for fraud or for death or personal injury caused by negligence.',
      ],
    },
    {
      id: 'indemnification',
      title: 'Indemnification',
      body: [
        'You agree to defend and compensate Velvet, and the people who work for it, against any claims, losses and costs (including reasonable legal fees) arising from content you post, your use of the Service or your breach of these Terms or of anyone else’s rights.',
      ],
    },
    {
      id: 'arbitration',
      title: 'Arbitration and Class-Action Waiver',
      body: [
        'Please read this section carefully: it affects how disputes between you and Velvet are resolved. If a dispute arises, contact us first; most problems can be solved informally within 30 days.',
        'If we cannot solve it that way, you and Velvet agree to resolve any dispute relating to the Service or these Terms through final and binding arbitration before a single arbitrator, rather than in court. Either of us may instead bring an individual claim in a small-claims court that has jurisdiction.',
        'You and Velvet each agree to bring claims only on an individual basis and not as a plaintiff or class member in any class, collective or representative action. The arbitrator may not combine claims of more than one person.',
        'You may opt out of this section by emailing us within 30 days of first accepting these Terms. Nothing in this section removes rights you have under the mandatory consumer-protection laws of the country where you live.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to These Terms',
      body: [
        'We may update these Terms from time to time. When we do, we will change the “Last updated” date at the top of this page, and if the changes are significant we will tell you in the app or by email before they take effect. If you keep using Velvet after the changes take effect, you accept the updated Terms; if you do not agree, you can delete your account as described in section 9.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact Us',
      body: (
        <p>
          If you have questions about these Terms, or want to report content or a problem, email us at{' '}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. We aim to reply within a few working days.
        </p>
      ),
    },
  ],
};

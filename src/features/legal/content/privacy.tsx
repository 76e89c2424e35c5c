import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LAST_UPDATED, LAST_UPDATED_ISO } from '../constants';
import { CONTACT_EMAIL } from '@/config/contact';
import type { LegalDocument } from '../types';

const contactLink = <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>;

// Spec §2 lists 14 topics for 16 sections: "data collected" is split into what you give us
// and what is collected automatically, and "California and EU rights" into one section each.
export const privacy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: LAST_UPDATED,
  lastUpdatedIso: LAST_UPDATED_ISO,
  intro: [
    'This Privacy Policy explains what personal information Velvet (“Velvet”, “we”, “us”) collects when you use the Velvet website and apps (the “Service”), how we use and share it, and the choices and rights you have. It applies together with our Terms of Service.',
  ],
  sections: [
    {
      id: 'information-you-give-us',
      title: 'Information You Give Us',
      body: (
        <>
          <p>We collect the information you provide when you use Velvet:</p>
          <ul>
            <li>
              <strong>Account details:</strong> your full name, email address and password. Your password is stored only
              in hashed form; no one at Velvet can read it.
            </li>
            <li>
              <strong>Profile:</strong> your display name, username, avatar, bio and the location you choose to show.
            </li>
            <li>
              <strong>Content:</strong> the posts, images, videos and comments you publish, and the likes and follows
              you make.
            </li>
            <li>
              <strong>Messages:</strong> the text, emoji, images, videos and voice messages you send in chats.
            </li>
            <li>
              <strong>Identity verification:</strong> if you become a creator, the identity documents you submit and the
              details on them, such as your legal name and date of birth.
            </li>
            <li>
              <strong>Payments:</strong> records of subscriptions, tips and purchases, and a creator’s payout details.
              Card details are handled by our payment processors; we do not store full card numbers.
            </li>
            <li>
              <strong>Contact with us:</strong> what you tell us when you email us or report content.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'information-collected-automatically',
      title: 'Information Collected Automatically',
      body: [
        'When your browser talks to our servers, our hosting provider records technical information about each request: your IP address, browser and device type, and the date and time. We use it to keep the Service running and secure.',
        'We also keep records of activity inside the Service that it needs to work, such as when posts, comments and messages were created and which posts you have liked.',
        'The camera and microphone are used only when you choose to record a voice message or pick a photo or video to send, and we receive only what you send. Default avatars are generated on your own device, so your username is not sent to any avatar service.',
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'How We Use Your Information',
      body: (
        <>
          <p>We use your information to:</p>
          <ul>
            <li>create and run your account, show your feed and profile, and deliver messages;</li>
            <li>send emails you need, such as confirming your address or resetting your password;</li>
            <li>verify creators’ identity and every user’s age;</li>
            <li>process subscriptions, tips, purchases and creator payouts;</li>
            <li>enforce our Terms, moderate content and protect users from fraud and abuse;</li>
            <li>fix problems and improve the Service;</li>
            <li>meet our legal obligations, such as tax and record-keeping rules.</li>
          </ul>
          <p>We do not sell your information and we do not use it to show you advertising.</p>
        </>
      ),
    },
    {
      id: 'sharing',
      title: 'How We Share Your Information',
      body: (
        <>
          <p>
            <strong>With other users.</strong> Your profile, public posts and comments can be seen by anyone, including
            people who are not signed in. Paid content is shown to fans who have access to it. Messages are seen only by
            the person you are chatting with.
          </p>
          <p>
            <strong>With service providers</strong> who work for us under contracts that limit their use of the data:
            the hosting provider that runs our database, sign-in and file storage (the app connects to it directly), our
            email delivery service, identity verification providers and payment processors.
          </p>
          <p>
            <strong>For legal reasons</strong>, when the law requires it, to respond to valid requests from authorities,
            or to protect the safety and rights of our users and others. We report content that exploits children to the
            relevant authorities.
          </p>
          <p>
            <strong>In a business transfer</strong>, such as a merger or sale of Velvet, under the protections of this
            Policy, and <strong>with your consent</strong> in any other case.
          </p>
        </>
      ),
    },
    {
      id: 'retention',
      title: 'How Long We Keep Your Information',
      body: [
        'We keep your information for as long as your account is open. When you delete content it is removed from the Service; when you delete your account we delete your profile, content, messages and files from our active systems. Backup copies expire on our hosting provider’s backup schedule, normally within 30 days.',
        'Paid content may stay visible to fans who bought access to it before it or your account was deleted, for as long as their purchase entitles them to it.',
        'We keep transaction records, identity verification records and reports of serious violations for as long as the law requires, and technical logs for a short period to keep the Service secure.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your Rights and Choices',
      body: (
        <>
          <p>
            You can view and correct your profile at any time in Settings, and delete your account and its data under{' '}
            <strong>Settings → Danger Zone → Delete Account</strong>.
          </p>
          <p>
            You can also ask us for a copy of your information, to correct or delete it, to limit how we use it, or to
            object to a particular use, by emailing {contactLink}. We will check that the request comes from you and
            answer within the time the law requires, normally one month. Sections 11 and 12 describe the extra rights
            that apply in California and in Europe.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies and Local Storage',
      body: [
        'Velvet does not use advertising cookies, tracking pixels or cross-site trackers.',
        'To keep you logged in, the app stores your session in your browser’s local storage. The emoji picker also stores your recently used emoji and preferred skin tone there, so they are ready next time. It also remembers that you closed the welcome card on Home, and, until you close the browser, whether you turned on sound in the video feed. This information stays on your device: logging out removes your session, and clearing your browser’s site data removes the rest.',
      ],
    },
    {
      id: 'security',
      title: 'Security',
      body: [
        'All traffic between your device and Velvet is encrypted in transit. Passwords are stored hashed. Access rules in our database make sure each person can read only what they are allowed to: chat messages and their media only by the two people in the conversation, and locked content only through short-lived links.',
        'No system is perfectly secure, so please use a strong password that you do not use elsewhere. If a breach affects your information, we will tell you and the authorities as the law requires.',
      ],
    },
    {
      id: 'international-transfers',
      title: 'International Transfers',
      body: [
        'Our service providers may store and process information in countries other than the one where you live, including the United States. Where information from the European Economic Area, the United Kingdom or Switzerland is transferred to a country without an adequacy decision, we rely on safeguards such as the European Commission’s Standard Contractual Clauses.',
      ],
    },
    {
      id: 'children',
      title: 'Children Under 18',
      body: [
        'Velvet is only for adults. We do not allow anyone under 18 to use the Service and we do not knowingly collect information from them. If we learn that a person under 18 has an account, we close it and delete their information, except where we must keep it to report abuse to the authorities. If you believe a minor is using Velvet, please tell us at the address in section 16.',
      ],
    },
    {
      id: 'california-rights',
      title: 'California Privacy Rights',
      body: [
        'If you live in California, the California Consumer Privacy Act gives you the right to know what personal information we collect, use and disclose; to get a copy of it; to have it corrected or deleted; and not to be treated differently for using these rights. You may use an authorised agent to make a request for you.',
        'The categories of information we collect, where they come from and why we use them are set out in sections 1 to 4. This includes sensitive information, namely account log-in details and creators’ identity documents, which we use only to provide the Service and verify identity.',
        'We do not sell personal information or share it for cross-context behavioural advertising, and we have not done so in the past 12 months. Because of this, there is nothing for an opt-out request or a Global Privacy Control signal to switch off.',
      ],
    },
    {
      id: 'european-rights',
      title: 'EU and UK Privacy Rights',
      body: [
        'If you are in the European Economic Area or the United Kingdom, Velvet is the controller of your personal information. We process it to perform our contract with you (running your account and the Service), for our legitimate interests (keeping the Service safe and improving it), to meet legal obligations (such as tax records and age verification), and on the basis of your consent where we ask for it.',
        'Content you choose to publish may reveal details of your sex life or sexual orientation. We process it only to publish it as you ask, on the basis of your explicit consent, which you can withdraw at any time by deleting the content.',
        'You have the right to access, correct, delete, restrict and port your information, to object to processing based on legitimate interests, and to withdraw consent at any time. You can also complain to your local data protection authority.',
      ],
    },
    {
      id: 'do-not-track',
      title: 'Do Not Track',
      body: [
        'Some browsers send a “Do Not Track” signal. There is no common standard for what it should mean, so Velvet ignores it. We do not track you across other websites either way.',
      ],
    },
    {
      id: 'third-party-links',
      title: 'Third-Party Links',
      body: [
        'Posts, profiles and messages may contain links to other websites and services. We do not control them and are not responsible for how they handle your information, so please read their privacy policies before giving them any.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to This Policy',
      body: [
        'We may update this Policy from time to time. When we do, we will change the “Last updated” date at the top of this page, and if the changes are significant we will tell you in the app or by email before they take effect.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact Us',
      body: (
        <p>
          For questions about this Policy or to use your privacy rights, email us at {contactLink}. You can read the
          rules for using Velvet in our <Link to={paths.terms}>Terms of Service</Link>.
        </p>
      ),
    },
  ],
};

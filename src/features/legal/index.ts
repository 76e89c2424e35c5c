export { PrivacyPage } from './components/privacy-page';
export { TermsPage } from './components/terms-page';

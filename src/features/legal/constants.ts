// Spec §9 "Terms last updated"; the Privacy Policy shares the date (spec §2 Legal pages).
export const LAST_UPDATED = 'October 27, 2025';
export const LAST_UPDATED_ISO = '2025-10-27';

// `.example` is reserved (RFC 2606), so this can never reach a stranger's inbox.
// The operator replaces it with a monitored address before launch.
export const LEGAL_CONTACT_EMAIL = 'legal@velvet.example';

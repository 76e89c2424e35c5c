// `.example` is reserved (RFC 2606), so this can never reach a stranger's inbox.
// The operator replaces it with a monitored address before launch.
/** Where the Terms, the Privacy Policy and the Help Center send questions and reports. */
export const CONTACT_EMAIL = 'legal@velvet.example';

// Spec §9 "Terms last updated"; the Privacy Policy shares the date (spec §2 Legal pages).
export const LAST_UPDATED = 'October 27, 2025';
export const LAST_UPDATED_ISO = '2025-10-27';

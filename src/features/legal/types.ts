import type { ReactNode } from 'react';

/**
 * One numbered section of a legal document. `body` is either plain paragraphs
 * or markup (lists, links) when prose alone reads badly.
 */
export type LegalSection = {
  /** Anchor id, stable across edits so outside links to `/terms#payments` keep working. */
  id: string;
  title: string;
  body: ReactNode | string[];
};

export type LegalDocument = {
  title: string;
  lastUpdated: string;
  /** ISO date for the `<time>` element. */
  lastUpdatedIso: string;
  intro: string[];
  sections: readonly LegalSection[];
};

import type { LegalSection } from '../types';

function isParagraphs(body: LegalSection['body']): body is string[] {
  return Array.isArray(body) && body.every((item) => typeof item === 'string');
}

export function LegalSectionBody({ body }: { body: LegalSection['body'] }) {
  if (!isParagraphs(body)) return <>{body}</>;
  // Paragraphs never move within a section, so their position is a stable key.
  return (
    <>
      {body.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </>
  );
}

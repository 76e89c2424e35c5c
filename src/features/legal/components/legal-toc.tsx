import type { LegalSection } from '../types';

export const TOC_ID = 'contents';

export function LegalToc({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <nav
      id={TOC_ID}
      aria-labelledby="legal-toc-title"
      className="mt-8 scroll-mt-6 rounded-xl border border-zinc-800 bg-zinc-900 p-4 sm:p-6"
    >
      {/* Not a heading: the h2s on the page are exactly the document's numbered sections. */}
      <p id="legal-toc-title" className="text-sm font-semibold tracking-wide text-zinc-400 uppercase">
        Contents
      </p>
      <ol className="mt-3 list-decimal space-y-2 pl-6 marker:text-muted sm:columns-2 sm:gap-8">
        {sections.map((section) => (
          <li key={section.id} className="break-inside-avoid">
            <a
              href={`#${section.id}`}
              className="rounded-sm text-zinc-200 underline-offset-2 hover:text-brand-400 hover:underline"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

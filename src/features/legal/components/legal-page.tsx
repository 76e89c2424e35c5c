import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { cn } from '@/utils/cn';
import type { LegalDocument } from '../types';
import { LegalSectionBody } from './legal-section-body';
import { linkClass, proseClass } from './legal-styles';
import { LegalToc, TOC_ID } from './legal-toc';
import { useScrollToHash } from './use-scroll-to-hash';

/** Full-page layout shared by Terms and Privacy; public routes, outside the signed-in shell. */
export function LegalPage({ content }: { content: LegalDocument }) {
  useScrollToHash();

  return (
    <div className="min-h-dvh bg-zinc-950 px-4 pt-4 pb-16 text-base text-zinc-300 sm:px-6 sm:pt-8">
      <title>{`${content.title} · Velvet`}</title>
      <div className="mx-auto max-w-[68ch]">
        <header className="flex items-center justify-between gap-4">
          {/* Spec §2 Access: both legal pages have a Back link to /signup. */}
          <Link
            to={paths.signup}
            className="-ml-1 inline-flex min-h-11 items-center gap-1.5 rounded-sm px-1 font-medium text-brand-400 hover:text-brand-300 hover:underline"
          >
            <ArrowLeftIcon className="size-5" />
            Back
          </Link>
          <Logo />
        </header>
        <main className="mt-6 sm:mt-10">
          <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{content.title}</h1>
          <p className="mt-2 text-sm text-zinc-400">
            Last updated: <time dateTime={content.lastUpdatedIso}>{content.lastUpdated}</time>
          </p>
          <div className={cn(proseClass, 'mt-6')}>
            <LegalSectionBody body={content.intro} />
          </div>
          <LegalToc sections={content.sections} />
          {content.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="mt-10 scroll-mt-6 border-t border-zinc-800 pt-8"
            >
              <h2 id={`${section.id}-title`} className="text-xl font-semibold text-white">
                {`${index + 1}. ${section.title}`}
              </h2>
              <div className={cn(proseClass, 'mt-4')}>
                <LegalSectionBody body={section.body} />
              </div>
            </section>
          ))}
          <p className="mt-12 border-t border-zinc-800 pt-4 text-sm">
            <a href={`#${TOC_ID}`} className={cn(linkClass, 'inline-flex min-h-11 items-center')}>
              Back to contents
            </a>
          </p>
        </main>
      </div>
    </div>
  );
}

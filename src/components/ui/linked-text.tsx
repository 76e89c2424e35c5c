import { Fragment } from 'react';
import { cn } from '@/utils/cn';
import { linkify } from '@/utils/linkify';

/**
 * User text with its http/https URLs as links (issue 14 §8): built as React elements from
 * `linkify`, never as HTML, so the text cannot inject markup. Links open in a new tab without
 * giving it `window.opener` or a referrer, and a tap on one does not also tap what holds the text.
 * The parts of one text never reorder, so their index is a stable key.
 */
interface LinkedTextProps {
  text: string;
  /** `inherit` keeps the surrounding colour (own chat bubbles are brand red already). */
  tone?: 'brand' | 'inherit';
}

export function LinkedText({ text, tone = 'brand' }: LinkedTextProps) {
  return linkify(text).map((part, index) =>
    part.kind === 'link' ? (
      <a
        key={index}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(event) => event.stopPropagation()}
        className={cn(
          'break-all underline underline-offset-2',
          tone === 'brand' ? 'text-brand-300 hover:text-brand-200' : 'text-inherit',
        )}
      >
        {part.text}
      </a>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}

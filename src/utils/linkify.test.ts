import { describe, expect, it } from 'vitest';
import { linkify, type TextPart } from './linkify';

const links = (text: string) =>
  linkify(text)
    .filter((part): part is Extract<TextPart, { kind: 'link' }> => part.kind === 'link')
    .map(({ text: shown, href }) => ({ shown, href }));

describe('linkify (issue 14 §8)', () => {
  it('keeps the text around a link exactly', () => {
    expect(linkify('See https://example.com/a?b=1#c now')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1#c', href: 'https://example.com/a?b=1#c' },
      { kind: 'text', text: ' now' },
    ]);
  });

  it('gives plain text back untouched, markup included', () => {
    expect(linkify('<img src=x onerror=alert(1)> hello')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)> hello' },
    ]);
    expect(linkify('')).toEqual([]);
  });

  it('links http and https, and www. addresses as https', () => {
    expect(links('http://a.example and HTTPS://B.example/x and www.c.example')).toEqual([
      { shown: 'http://a.example', href: 'http://a.example/' },
      { shown: 'HTTPS://B.example/x', href: 'https://b.example/x' },
      { shown: 'www.c.example', href: 'https://www.c.example/' },
    ]);
  });

  it('refuses every other scheme: javascript:, data:, vbscript:, file:, mailto:', () => {
    for (const text of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'mailto:someone@example.com',
      'ftp://files.example',
    ])
      expect(links(text)).toEqual([]);
  });

  it('never lets a link smuggle another scheme in front of it', () => {
    expect(links('javascript:https://evil.example')).toEqual([
      { shown: 'https://evil.example', href: 'https://evil.example/' },
    ]);
    expect(links('xhttps://evil.example')).toEqual([]);
  });

  it('refuses what the URL parser refuses, and hostless addresses', () => {
    expect(links('https:// nothing')).toEqual([]);
    expect(links('http://[oops')).toEqual([]);
  });

  it('leaves sentence punctuation after a link out of it', () => {
    expect(
      links('Go to https://example.com/page. Then https://example.com/b, https://x.example! (https://y.example)'),
    ).toEqual([
      { shown: 'https://example.com/page', href: 'https://example.com/page' },
      { shown: 'https://example.com/b', href: 'https://example.com/b' },
      { shown: 'https://x.example', href: 'https://x.example/' },
      { shown: 'https://y.example', href: 'https://y.example/' },
    ]);
    expect(links('"https://q.example/x?"')).toEqual([{ shown: 'https://q.example/x', href: 'https://q.example/x' }]);
  });

  it('keeps a closing bracket that belongs to the URL', () => {
    expect(links('https://en.wikipedia.org/wiki/Velvet_(fabric).')).toEqual([
      {
        shown: 'https://en.wikipedia.org/wiki/Velvet_(fabric)',
        href: 'https://en.wikipedia.org/wiki/Velvet_(fabric)',
      },
    ]);
  });

  it('stops at quotes and angle brackets so no attribute can be closed', () => {
    expect(links('https://a.example/"onmouseover="x')).toEqual([
      { shown: 'https://a.example/', href: 'https://a.example/' },
    ]);
    expect(links('https://a.example/<script>')).toEqual([{ shown: 'https://a.example/', href: 'https://a.example/' }]);
  });

  it('finds several links on several lines', () => {
    expect(links('one https://a.example\ntwo https://b.example')).toHaveLength(2);
  });
});

import { describe, expect, it } from 'vitest';
import { HELP_TOPICS, type HelpTopic } from '../content/articles';
import { searchArticles } from './search-articles';

const topics: HelpTopic[] = [
  {
    title: 'Money',
    articles: [
      { id: 'refund', question: 'Can I get a refund?', answer: 'All purchases are final.', keywords: 'money back' },
      { id: 'tip', question: 'How do tips work?', answer: 'Between €1 and €200.' },
    ],
  },
  { title: 'Account', articles: [{ id: 'café', question: 'Où est le café ?', answer: 'Près de la gare.' }] },
];
const ids = (found: HelpTopic[]) => found.flatMap((topic) => topic.articles.map((article) => article.id));

describe('searchArticles', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(searchArticles(topics, '')).toEqual(topics);
    expect(searchArticles(topics, '   ')).toEqual(topics);
  });

  it('matches the question, the answer and the keywords, whatever the case', () => {
    expect(ids(searchArticles(topics, 'REFUND'))).toEqual(['refund']);
    expect(ids(searchArticles(topics, 'final'))).toEqual(['refund']);
    expect(ids(searchArticles(topics, 'money back'))).toEqual(['refund']);
  });

  it('needs every word, in any order', () => {
    expect(ids(searchArticles(topics, 'work tips'))).toEqual(['tip']);
    expect(ids(searchArticles(topics, 'tips refund'))).toEqual([]);
  });

  it('ignores accents either way', () => {
    expect(ids(searchArticles(topics, 'cafe'))).toEqual(['café']);
    expect(ids(searchArticles(topics, 'prés'))).toEqual(['café']);
  });

  it('drops topics left without answers', () => {
    expect(searchArticles(topics, 'tips').map((topic) => topic.title)).toEqual(['Money']);
  });

  it('gives every real answer its own id', () => {
    const all = ids(HELP_TOPICS as HelpTopic[]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('finds the answers people look for in the real content', () => {
    expect(ids(searchArticles(HELP_TOPICS, 'refund'))).toContain('refunds');
    expect(ids(searchArticles(HELP_TOPICS, 'cancel subscription'))).toContain('cancel');
    expect(ids(searchArticles(HELP_TOPICS, 'payout'))).toContain('payouts');
    expect(ids(searchArticles(HELP_TOPICS, 'delete account'))).toContain('delete-account');
  });
});

import type { HelpArticle, HelpTopic } from '../content/articles';

/** Lower case without accents, so "Récupérer" matches "recuperer". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const searchableText = (article: HelpArticle) =>
  fold([article.question, article.answer, article.keywords ?? ''].join(' '));

/**
 * The topics and answers matching `query`: every word typed must appear somewhere in an answer's
 * question, text or keywords (in any order, as the start of a word or inside one). Topics left
 * without answers are dropped; an empty query keeps everything.
 */
export function searchArticles(topics: readonly HelpTopic[], query: string): HelpTopic[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...topics];
  return topics
    .map((topic) => ({
      ...topic,
      articles: topic.articles.filter((article) => {
        const text = searchableText(article);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((topic) => topic.articles.length > 0);
}

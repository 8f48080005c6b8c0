/** Query keys of the knowledge base (one for every site: it is kept at GLOBAL). */
export const knowledgeKeys = {
  all: ['knowledge'] as const,
  list: () => ['knowledge', 'list'] as const,
  article: (id: string) => ['knowledge', 'article', id] as const,
};

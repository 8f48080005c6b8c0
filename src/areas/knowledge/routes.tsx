import type { RouteObject } from 'react-router-dom';

/** /knowledge (the articles) and /knowledge/article?id= (one article, opened when set). */
export const knowledgeRoutes: RouteObject[] = [
  {
    path: 'knowledge',
    lazy: async () => ({ Component: (await import('./screens/KnowledgeListScreen')).default }),
  },
  {
    path: 'knowledge/article',
    lazy: async () => ({
      Component: (await import('./screens/KnowledgeArticleScreen')).default,
    }),
  },
];

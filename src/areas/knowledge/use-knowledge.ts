import { useQuery } from '@tanstack/react-query';
import { fetchArticle, fetchArticles } from './api';
import { knowledgeKeys } from './keys';

export function useArticles() {
  return useQuery({ queryKey: knowledgeKeys.list(), queryFn: fetchArticles });
}

export function useArticle(id: string) {
  return useQuery({
    queryKey: knowledgeKeys.article(id),
    queryFn: () => fetchArticle(id),
    enabled: id !== '',
    retry: false,
  });
}

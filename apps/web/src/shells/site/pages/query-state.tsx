import type { ReactNode } from 'react';
import { Button, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

export type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  /** Shown when the data is an empty list. */
  empty?: string;
  children: (data: T) => ReactNode;
};

/** Loading, error (with a retry) and empty states of a page's data, then the page itself. */
export function QueryState<T>({ query, empty, children }: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <Loader aria-label={t('common.loading')} />;
  if (query.isError)
    return (
      <div role="alert">
        <p>{query.error.message || t('common.unknownError')}</p>
        <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
      </div>
    );
  if (empty && Array.isArray(query.data) && query.data.length === 0) return <p>{empty}</p>;
  if (empty && isPageOfNothing(query.data)) return <p>{empty}</p>;
  return <>{children(query.data)}</>;
}

function isPageOfNothing(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    'items' in data &&
    Array.isArray((data as { items: unknown }).items) &&
    (data as { items: unknown[] }).items.length === 0
  );
}

import { Stack } from '@chakra-ui/react';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { ErrorWithRetry } from './ErrorWithRetry';
import { PageSpinner } from './LoadingScreen';

/** What QueryState reads of a `useQuery` result. */
export interface QueryLike<TData> {
  data?: TData;
  previousData?: TData;
  error?: unknown;
  refetch: () => Promise<unknown>;
}

export interface EmptyProps {
  title: string;
  /** What to do about it. */
  description?: string;
  icon?: ReactNode;
  action?: ReactNode;
}

interface QueryStateProps<TData> {
  query: QueryLike<TData>;
  /** The spec's words for this screen's failed load, e.g. 'Failed to fetch data'. */
  errorTitle: string;
  loadingLabel?: string;
  /** Shown until the first answer instead of the default placeholder (a skeleton of the screen). */
  loading?: ReactNode;
  /** Shown instead of `children` when `isEmpty(data)`. */
  empty?: EmptyProps;
  isEmpty?: (data: TData) => boolean;
  children: (data: TData) => ReactNode;
}

/**
 * The states of a screen's data: a placeholder until the first answer, the failure with Retry (above the
 * last data shown; with none, alone, never with zeros in place of figures), the empty state, or the data. While new variables
 * load, the previous answer stays on screen.
 *
 * The first answer's screen renders as deferred work: a query's answer arrives as an update React must
 * render at once, in one task however long the screen; deferred, it renders in slices between which the
 * browser paints and answers input, and the placeholder stays until it is ready. A screen whose data is
 * already in the cache shows at once; later answers render as before.
 */
export function QueryState<TData>({
  query,
  errorTitle,
  loadingLabel,
  loading,
  empty,
  isEmpty,
  children,
}: QueryStateProps<TData>) {
  const [retrying, setRetrying] = useState(false);
  const data = query.data ?? query.previousData;
  const arrived = useDeferredValue(data !== undefined);
  const retry = () => {
    setRetrying(true);
    // A failed retry shows again as the query's error.
    void query
      .refetch()
      .catch(() => undefined)
      .finally(() => setRetrying(false));
  };
  const failure = query.error ? (
    <ErrorWithRetry title={errorTitle} error={query.error} onRetry={retry} retrying={retrying} />
  ) : null;
  if (data === undefined || !arrived) return failure ?? loading ?? <PageSpinner label={loadingLabel} />;
  const content = empty && isEmpty?.(data) ? <EmptyState {...empty} /> : children(data);
  return failure ? (
    <Stack gap="4">
      {failure}
      {content}
    </Stack>
  ) : (
    content
  );
}

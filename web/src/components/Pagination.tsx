import { ButtonGroup, Flex, IconButton, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../__generated__';
import { pageCount, type Paging } from '../lib/paging';
import { formatNumber, useTranslation } from '../i18n';

/** What every paged connection asks of its page (spread into `pageInfo { ... }`). */
export const Pagination_pageInfo = graphql(`
  fragment Pagination_pageInfo on PageInfo {
    hasNextPage
    hasPreviousPage
    startCursor
    endCursor
  }
`);

interface PaginationProps {
  paging: Paging;
  totalCount: number;
  pageInfo: FragmentType<typeof Pagination_pageInfo>;
  /** What is counted, e.g. "users". */
  noun: string;
  /** Whether the connection takes `last`/`before` (a jump to the last page). */
  canJumpToLast?: boolean;
}

/** 'Page X of Y' with first, previous, next and last buttons, and which rows are shown. */
export function Pagination({ paging, totalCount, noun, canJumpToLast = true, ...props }: PaginationProps) {
  const { t } = useTranslation();
  const pageInfo = getFragmentData(Pagination_pageInfo, props.pageInfo);
  const number = (value: number) => formatNumber(value, 0);
  const pages = pageCount(totalCount, paging.size);
  const page = Math.min(paging.page, pages);
  const from = totalCount === 0 ? 0 : (page - 1) * paging.size + 1;
  const to = Math.min(totalCount, page * paging.size);
  const onFirst = page <= 1;
  const onLast = page >= pages;
  return (
    <Flex
      as="nav"
      aria-label={t('pagination.label', { noun })}
      justify="space-between"
      align="center"
      gap="3"
      wrap="wrap"
      mt="4"
    >
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {totalCount === 0
          ? t('pagination.none', { noun })
          : t('pagination.showing', { from: number(from), to: number(to), total: number(totalCount), noun })}
      </Text>
      <Flex align="center" gap="3">
        <Text fontSize="sm" fontWeight="medium" whiteSpace="nowrap">
          {t('pagination.page', { page: number(page), pages: number(pages) })}
        </Text>
        <ButtonGroup size="sm" variant="outline" attached>
          <IconButton aria-label={t('pagination.first')} disabled={onFirst} onClick={paging.first}>
            <ChevronsLeft />
          </IconButton>
          <IconButton
            aria-label={t('pagination.previous')}
            disabled={onFirst || !pageInfo.hasPreviousPage}
            onClick={() => paging.previous(pageInfo)}
          >
            <ChevronLeft />
          </IconButton>
          <IconButton
            aria-label={t('pagination.next')}
            disabled={onLast || !pageInfo.hasNextPage}
            onClick={() => paging.next(pageInfo)}
          >
            <ChevronRight />
          </IconButton>
          {canJumpToLast && (
            <IconButton aria-label={t('pagination.last')} disabled={onLast} onClick={() => paging.last(totalCount)}>
              <ChevronsRight />
            </IconButton>
          )}
        </ButtonGroup>
      </Flex>
    </Flex>
  );
}

import { Button, Flex, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatNumber, useTranslation } from '../i18n';

interface PageStepperProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** While a page loads, both steps wait. */
  busy?: boolean;
}

/**
 * Previous, 'Page X of Y' and Next, for lists paged by number. It wraps on a narrow screen, so
 * thousands of pages in a long language never push the page sideways.
 */
export function PageStepper({ page, pages, onPage, busy = false }: PageStepperProps) {
  const { t } = useTranslation();
  return (
    <Flex justify="center" align="center" gap="3" wrap="wrap" minW="0">
      <Button size="sm" variant="outline" disabled={page <= 1 || busy} onClick={() => onPage(Math.max(1, page - 1))}>
        <ChevronLeft /> {t('pagination.back')}
      </Button>
      <Text fontSize="sm" aria-live="polite" whiteSpace="nowrap">
        {t('pagination.page', { page: formatNumber(page, 0), pages: formatNumber(pages, 0) })}
      </Text>
      <Button
        size="sm"
        variant="outline"
        disabled={page >= pages || busy}
        onClick={() => onPage(Math.min(pages, page + 1))}
      >
        {t('pagination.forward')} <ChevronRight />
      </Button>
    </Flex>
  );
}

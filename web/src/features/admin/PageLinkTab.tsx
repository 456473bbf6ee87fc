import { Button, Card, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n';

/** A console tab whose work happens on a page of its own (spec: Request Types, PTO Balances). */
export function PageLinkTab({ title, description, to }: { title: string; description: string; to: string }) {
  const navigate = useNavigate();
  const { t } = useTranslation('admin');
  return (
    <Card.Root maxW="2xl">
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
      </Card.Header>
      <Card.Body gap="4">
        <Text color="fg.muted">{description}</Text>
        <Button alignSelf="flex-start" onClick={() => navigate(to)}>
          {t('pageLink.open', { title })} <ArrowRight />
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

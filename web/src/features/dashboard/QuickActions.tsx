import { Button, Card, SimpleGrid } from '@chakra-ui/react';
import { Bell, CalendarDays, CalendarRange, FileBarChart, Users } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useViewer } from '../../auth/auth';
import { useTranslation } from '../../i18n';

/** Quick links; the ones a role does not offer are left out rather than shown without an action. */
export function QuickActions() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const { capabilities } = useViewer();
  const { pathname } = useLocation();
  const actions = [
    { label: t('quickActions.calendar'), to: '/calendar', icon: CalendarDays, show: true },
    // The dashboard with the Team Calendar below it (spec §2).
    {
      label: t('quickActions.dashboardCalendar'),
      to: '/dashboard-calendar',
      icon: CalendarRange,
      show: pathname !== '/dashboard-calendar',
    },
    { label: t('quickActions.team'), to: '/team', icon: Users, show: capabilities.can('VIEW_TEAM') },
    { label: t('quickActions.reports'), to: '/reports', icon: FileBarChart, show: capabilities.can('VIEW_REPORTS') },
    { label: t('quickActions.notifications'), to: '/notifications', icon: Bell, show: true },
  ].filter((a) => a.show);

  return (
    <Card.Root as="section" aria-labelledby="quick-actions-title">
      <Card.Header>
        <Card.Title id="quick-actions-title" as="h2">
          {t('quickActions.title')}
        </Card.Title>
      </Card.Header>
      <Card.Body pt="0">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 1, '2xl': 2 }} gap="2">
          {actions.map((a) => (
            <Button key={a.to} variant="outline" size="sm" justifyContent="flex-start" onClick={() => navigate(a.to)}>
              <a.icon /> {a.label}
            </Button>
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

import { Box, Separator } from '@chakra-ui/react';
import CalendarPage from '../calendar/CalendarPage';
import DashboardPage from './DashboardPage';
import { useTranslation } from '../../i18n';

/** Spec §2: the combined page shows the dashboard above the Team Calendar. */
export default function DashboardCalendarPage() {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <DashboardPage />
      <Separator my="8" />
      <Box as="section" aria-label={t('teamCalendar')}>
        <CalendarPage embedded />
      </Box>
    </>
  );
}

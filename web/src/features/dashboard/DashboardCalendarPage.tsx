import { Box, Separator } from '@chakra-ui/react';
import CalendarPage from '../calendar/CalendarPage';
import DashboardPage from './DashboardPage';

/** Spec §2: the combined page shows the dashboard above the Team Calendar. */
export default function DashboardCalendarPage() {
  return (
    <>
      <DashboardPage />
      <Separator my="8" />
      <Box as="section" aria-label="Team Calendar">
        <CalendarPage embedded />
      </Box>
    </>
  );
}

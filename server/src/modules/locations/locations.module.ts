import { defineModule } from '../../kernel/module';
import { LocationService } from './location.service';
import { locationResolvers } from './location.resolvers';

export const locationsModule = defineModule({
  name: 'locations',
  schema: 'locations.graphql',
  mappers: {
    Location: 'location.entity#LocationEntity',
    LocationHoliday: 'location-calendars#LocationHolidayView',
    LocationCalendar: 'location.resolvers#LocationCalendarView',
  },
  needs: ['audit'],
  /** Locations: weekends, time zones and days off. */
  provide: ({ dataSource, audit }) => ({ locations: new LocationService(dataSource, audit) }),
  resolvers: locationResolvers,
});

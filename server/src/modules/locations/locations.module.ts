import { defineModule } from '../../kernel/module';
import { LocationService } from './location.service';
import { locationResolvers } from './location.resolvers';

export const locationsModule = defineModule({
  name: 'locations',
  schema: 'locations.graphql',
  mappers: {
    Location: 'location.entity#LocationEntity',
    LocationHoliday: 'location-calendars#LocationHolidayView',
    LocationCalendar: 'location-calendars#LocationCalendarView',
  },
  rules: {
    'Query.locations': 'signedIn',
    'Query.location': 'signedIn',
    'Query.holidayCountries': 'signedIn',
    'Query.locationCalendars': 'signedIn',
    'Mutation.createLocation': 'hrOrAdmin',
    'Mutation.updateLocation': 'hrOrAdmin',
    'Mutation.deleteLocation': 'hrOrAdmin',
    'Mutation.setLocationDay': 'hrOrAdmin',
    'Mutation.clearLocationDay': 'hrOrAdmin',
  },
  needs: ['audit'],
  /** Locations: weekends, time zones and days off. */
  provide: ({ dataSource, audit }) => ({ locations: new LocationService(dataSource, audit) }),
  resolvers: locationResolvers,
});

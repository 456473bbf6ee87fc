import { defineModule } from '../../kernel/module';
import { NextHolidayService } from './next-holiday.service';

export const nextHolidayModule = defineModule({
  name: 'next-holiday',
  schema: 'next-holiday.graphql',
  rules: { 'Query.nextHoliday': 'signedIn', 'GET /holidays/next': 'signedIn' },
  needs: ['policy'],
  provide: ({ policy }) => ({ nextHoliday: new NextHolidayService(policy) }),
  resolvers: ({ nextHoliday }) => ({ Query: { nextHoliday: () => nextHoliday.next() } }),
  routes: ({ nextHoliday }) => [
    {
      method: 'get',
      path: '/holidays/next',
      summary: 'The next public holiday from today (UTC) on (id, date, name), or null when none is entered.',
      handler: async () => ({ data: await nextHoliday.next() }),
    },
  ],
});

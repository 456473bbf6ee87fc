import { defineModule } from '../../kernel/module';
import { UserService } from './user.service';
import { userResolvers } from './user.resolvers';
import { userRoutes } from './user.rest';

export const usersModule = defineModule({
  name: 'users',
  needs: ['audit', 'balances'],
  provide: ({ dataSource, audit, balances }) => ({ users: new UserService(dataSource, audit, balances) }),
  resolvers: userResolvers,
  routes: userRoutes,
});

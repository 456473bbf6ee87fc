import { defineModule } from '../../kernel/module';
import { UserService } from './user.service';
import { userResolvers } from './user.resolvers';
import { userRoutes } from './user.rest';

export const usersModule = defineModule({
  name: 'users',
  schema: 'users.graphql',
  mappers: {
    User: 'user.entity#UserEntity',
  },
  enumValues: {
    Role: { STAFF: 'staff', TEAM_LEAD: 'team-lead', MANAGER: 'manager', HR: 'hr', ADMIN: 'admin' },
    UserOrderField: { NAME: 'name', EMAIL: 'email', DEPARTMENT: 'department', CREATED_AT: 'created_at' },
  },
  needs: ['audit', 'balances'],
  provide: ({ dataSource, audit, balances }) => ({ users: new UserService(dataSource, audit, balances) }),
  resolvers: userResolvers,
  routes: userRoutes,
});

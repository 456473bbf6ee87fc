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
  rules: {
    'Query.viewer': 'anyone',
    'Query.user': 'signedIn',
    'Query.users': 'signedIn',
    'Query.managers': 'signedIn',
    'Query.departments': 'signedIn',
    'Query.roleStats': 'admin',
    // People are HR's work: HR and administrators; an administrator's account, and the HR and ADMIN
    // roles, stay administrators' (canAdministerPerson, canGrantRole).
    'Mutation.createUser': 'hrOrAdmin',
    'Mutation.updateUser': 'hrOrAdmin',
    'Mutation.deactivateUser': 'hrOrAdmin',
    'Mutation.reactivateUser': 'hrOrAdmin',
    'Mutation.assignManager': 'hrOrAdmin',
    'Mutation.updateUserRole': 'admin',
    'GET /admin/users': 'approver',
    'GET /admin/users/:id': 'approver',
    'POST /admin/users': 'hrOrAdmin',
    'PUT /admin/users/:id': 'hrOrAdmin',
    'PUT /admin/users/:id/manager': 'hrOrAdmin',
    'GET /admin/roles/users': 'admin',
    'GET /admin/roles/stats': 'admin',
    'PUT /admin/roles/users/:id/role': 'admin',
  },
  needs: ['audit', 'balances'],
  provide: ({ dataSource, audit, balances }) => ({ users: new UserService(dataSource, audit, balances) }),
  resolvers: userResolvers,
  routes: userRoutes,
});

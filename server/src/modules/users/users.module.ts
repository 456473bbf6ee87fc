import { defineModule } from '../../kernel/module';
import { UserService } from './user.service';

export const usersModule = defineModule({
  name: 'users',
  needs: ['audit', 'balances'],
  provide: ({ dataSource, audit, balances }) => ({ users: new UserService(dataSource, audit, balances) }),
});

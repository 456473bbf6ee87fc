import { describeAuthorizationMatrix } from './authorization-matrix';

describeAuthorizationMatrix('http');

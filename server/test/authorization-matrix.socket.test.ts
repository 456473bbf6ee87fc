import { describeAuthorizationMatrix } from './authorization-matrix';

describeAuthorizationMatrix('graphql-ws');

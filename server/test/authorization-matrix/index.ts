import { describeAdministration } from './administration';
import { describeDecisions } from './decisions';
import { setUpOrganisation, type MatrixTransport } from './organisation';
import { describeOwnAccounts } from './own-accounts';
import { describeReadingPeople } from './people';
import { describeReadingRequests } from './requests';
import { describeSessions } from './sessions';

export type { MatrixTransport } from './organisation';

/**
 * Who may do what, for one small organisation (organisation.ts), over HTTP or graphql-ws. The areas run
 * in this order on one database: later ones (administration deactivates the subject) change what earlier
 * ones would see.
 */
export function describeAuthorizationMatrix(transport: MatrixTransport): void {
  describe(`authorization matrix over ${transport}`, () => {
    const m = setUpOrganisation(transport);
    describeReadingRequests(m);
    describeReadingPeople(m);
    describeDecisions(m);
    describeAdministration(m);
    describeOwnAccounts(m);
    describeSessions(m);
  });
}

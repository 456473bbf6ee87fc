// What `npm start` does before the server, in one Node process (each extra process costs a restart
// time): build the web client when its sources changed, and write the changelog from git history.
import { buildWebIfChanged } from './build-web.mjs';
import { main as writeChangelog } from './generate-changelog.mjs';

buildWebIfChanged();
writeChangelog();

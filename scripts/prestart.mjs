// What `npm start` does before the server, in one Node process (each extra process costs a restart
// time): build the web client when its sources changed.
import { buildWebIfChanged } from './build-web.mjs';

buildWebIfChanged();

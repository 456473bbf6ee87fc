// The imports module's public face: what other modules may use of it.
export { IMPORT_COLUMNS } from './import-columns';
export type { ImportService } from './import.service';

import { join } from 'node:path';
import type { AnyModule } from './module';

/** The schema every module builds on: the schema block, scalars, paging and the root types. */
export const CORE_SCHEMA_PATH = join(__dirname, '../graphql/core.graphql');

/** Where the modules live: one folder each, named as the module. */
export const MODULES_DIR = join(__dirname, '../modules');

/** The module's SDL file (its `schema`, in its folder). */
export const moduleSchemaPath = (definition: Pick<AnyModule, 'name' | 'schema'>): string =>
  join(MODULES_DIR, definition.name, definition.schema ?? `${definition.name}.graphql`);

import { field, presenter } from '../../api/presenter';
import type { ImportEntity } from './import.entity';
import type { ImportOutcome } from './import.service';
import { outcomeBody } from './import.shape';

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The REST facade names fields in snake_case, nested ones too. */
function snakeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeys);
  if (value instanceof Date) return value.toISOString();
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [snake(key), snakeKeys(item)]));
}

const list = { type: 'array' };

/** A past import as the REST facade shows it. */
export const importPresenter = presenter<ImportEntity>({
  id: field.text((row) => row.id),
  kind: field.text((row) => row.kind),
  file_name: field.text((row) => row.fileName),
  status: field.text((row) => row.status),
  created_at: field.instant((row) => row.createdAt),
  actor_id: field.textOrNull((row) => row.actorId),
  row_count: field.integer((row) => row.rowCount),
  created_count: field.integer((row) => row.createdCount),
  updated_count: field.integer((row) => row.updatedCount),
  unchanged_count: field.integer((row) => row.unchangedCount),
});

/** A dry run's or an import's outcome as the REST facade shows it: the API's one body (outcomeBody) in snake_case. */
export const importOutcomePresenter = presenter<ReturnType<typeof outcomeBody>>({
  kind: field.text((body) => body.kind),
  file_name: field.text((body) => body.fileName),
  fields: field.shaped(list, (body) => snakeKeys(body.fields)),
  mapping: field.shaped(list, (body) => snakeKeys(body.mapping)),
  row_count: field.integer((body) => body.rowCount),
  created: field.integer((body) => body.created),
  updated: field.integer((body) => body.updated),
  unchanged: field.integer((body) => body.unchanged),
  errors: field.shaped(list, (body) => snakeKeys(body.errors)),
  rows: field.shaped(list, (body) => snakeKeys(body.rows)),
  import: field.shaped({ type: ['object', 'null'] }, (body) => snakeKeys(body.import ?? null)),
});

export const presentOutcome = (outcome: ImportOutcome) => importOutcomePresenter.present(outcomeBody(outcome));

import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const IMPORT_KINDS = ['people', 'balances'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** One applied import: who made it, from which file, and what it did. */
@Entity({ name: 'imports' })
export class ImportEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  kind: ImportKind;

  @Column({ name: 'file_name', type: 'text' })
  fileName: string;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @Column({ type: 'text' })
  status: 'applied';

  @Column({ name: 'row_count', type: 'integer' })
  rowCount: number;

  @Column({ name: 'created_count', type: 'integer' })
  createdCount: number;

  @Column({ name: 'updated_count', type: 'integer' })
  updatedCount: number;

  @Column({ name: 'unchanged_count', type: 'integer' })
  unchangedCount: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

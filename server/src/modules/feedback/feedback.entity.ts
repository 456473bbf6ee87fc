import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const FEEDBACK_CATEGORIES = ['bug', 'idea', 'praise', 'other'] as const;
export type FeedbackCategoryValue = (typeof FEEDBACK_CATEGORIES)[number];
export const FEEDBACK_STATUSES = ['new', 'reviewed', 'resolved'] as const;
export type FeedbackStatusValue = (typeof FEEDBACK_STATUSES)[number];

/** Feedback sent from the floating button, with the reporter and the page it was sent from. */
@Entity({ name: 'feedback' })
export class FeedbackEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The reporter (null once their account is deleted). */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'text' })
  category: FeedbackCategoryValue;

  @Column({ type: 'text' })
  message: string;

  @Column({ name: 'page_path', type: 'text' })
  pagePath: string;

  @Column({ name: 'page_title', type: 'text', nullable: true })
  pageTitle: string | null;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent: string | null;

  @Column({ type: 'text', nullable: true })
  viewport: string | null;

  @Column({ name: 'app_version', type: 'text', nullable: true })
  appVersion: string | null;

  @Column({ type: 'text', default: 'new' })
  status: FeedbackStatusValue;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

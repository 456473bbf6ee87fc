import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1763700000000 implements MigrationInterface {
  name = 'InitialSchema1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);

    await q.query(`
      CREATE TABLE teams (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(btrim(name)) > 0),
        description text NOT NULL,
        manager_id uuid,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX teams_name_key ON teams (lower(name))`);

    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (email = btrim(email) AND email <> ''),
        password_hash text,
        first_name text NOT NULL,
        last_name text NOT NULL,
        department text,
        job_title text,
        work_hours text,
        work_address text,
        profile_image_id uuid,
        role text NOT NULL DEFAULT 'staff' CHECK (role IN ('staff', 'team-lead', 'manager', 'admin')),
        is_admin boolean NOT NULL DEFAULT false,
        is_manager boolean NOT NULL DEFAULT false,
        is_active boolean NOT NULL DEFAULT true,
        manager_id uuid REFERENCES users (id) ON DELETE SET NULL CHECK (manager_id <> id),
        team_id uuid REFERENCES teams (id) ON DELETE SET NULL,
        token_version integer NOT NULL DEFAULT 0,
        last_login_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`);
    await q.query(`CREATE INDEX users_manager_id_idx ON users (manager_id)`);
    await q.query(`CREATE INDEX users_team_id_idx ON users (team_id)`);
    await q.query(`CREATE INDEX users_department_idx ON users (department)`);
    await q.query(`CREATE INDEX users_name_idx ON users (last_name, first_name, id)`);
    await q.query(
      `ALTER TABLE teams ADD CONSTRAINT teams_manager_id_fkey FOREIGN KEY (manager_id) REFERENCES users (id) ON DELETE SET NULL`,
    );

    await q.query(`
      CREATE TABLE profile_images (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        content_type text NOT NULL,
        data bytea NOT NULL CHECK (octet_length(data) <= 5242880),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX profile_images_user_id_idx ON profile_images (user_id)`);

    await q.query(`
      CREATE TABLE request_types (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (name ~ '^[a-z0-9_-]+$'),
        display_name text NOT NULL CHECK (length(btrim(display_name)) > 0),
        description text,
        color text NOT NULL DEFAULT '#3B82F6' CHECK (color ~ '^#[0-9A-Fa-f]{6}$'),
        icon text NOT NULL DEFAULT 'calendar',
        requires_approval boolean NOT NULL DEFAULT true,
        max_days_per_year numeric(6,2) NOT NULL CHECK (max_days_per_year BETWEEN 0 AND 365),
        accrual_type text NOT NULL DEFAULT 'yearly' CHECK (accrual_type IN ('yearly', 'monthly', 'quarterly', 'none')),
        accrual_rate numeric(6,2) NOT NULL CHECK (accrual_rate BETWEEN 0 AND 365),
        is_active boolean NOT NULL DEFAULT true,
        is_built_in boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX request_types_name_key ON request_types (name)`);

    await q.query(`
      CREATE TABLE leave_balances (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        request_type_id uuid NOT NULL REFERENCES request_types (id) ON DELETE CASCADE,
        year integer NOT NULL CHECK (year BETWEEN 2000 AND 2200),
        total_days numeric(7,2) NOT NULL DEFAULT 0 CHECK (total_days >= 0),
        used_days numeric(7,2) NOT NULL DEFAULT 0 CHECK (used_days >= 0),
        pending_days numeric(7,2) NOT NULL DEFAULT 0 CHECK (pending_days >= 0),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT leave_balances_user_type_year_key UNIQUE (user_id, request_type_id, year)
      )`);
    await q.query(`CREATE INDEX leave_balances_year_type_idx ON leave_balances (year, request_type_id)`);

    await q.query(`CREATE SEQUENCE leave_request_number_seq`);
    await q.query(`
      CREATE TABLE leave_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        request_id text NOT NULL,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        request_type_id uuid NOT NULL REFERENCES request_types (id),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled')),
        start_date date NOT NULL,
        end_date date NOT NULL,
        start_half_day boolean NOT NULL DEFAULT false,
        end_half_day boolean NOT NULL DEFAULT false,
        days numeric(6,2) NOT NULL CHECK (days > 0),
        balance_year integer NOT NULL,
        notes text NOT NULL DEFAULT '',
        approver_id uuid REFERENCES users (id) ON DELETE SET NULL,
        approved_at timestamptz,
        approval_comment text,
        rejected_at timestamptz,
        rejection_reason text,
        cancelled_at timestamptz,
        escalated_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT leave_requests_dates_check CHECK (start_date <= end_date),
        CONSTRAINT leave_requests_rejection_reason_check CHECK (status <> 'rejected' OR length(btrim(rejection_reason)) > 0),
        CONSTRAINT leave_requests_no_overlap EXCLUDE USING gist (
          user_id WITH =,
          daterange(start_date, end_date, '[]') WITH &&
        ) WHERE (status IN ('pending', 'approved'))
      )`);
    await q.query(`CREATE UNIQUE INDEX leave_requests_request_id_key ON leave_requests (request_id)`);
    await q.query(`CREATE INDEX leave_requests_user_created_idx ON leave_requests (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX leave_requests_status_created_idx ON leave_requests (status, created_at)`);
    await q.query(`CREATE INDEX leave_requests_dates_idx ON leave_requests (start_date, end_date)`);
    await q.query(`CREATE INDEX leave_requests_pending_idx ON leave_requests (created_at) WHERE status = 'pending'`);

    await q.query(`
      CREATE TABLE policy_settings (
        id integer PRIMARY KEY CHECK (id = 1),
        settings jsonb NOT NULL,
        updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE holidays (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        date date NOT NULL UNIQUE,
        name text NOT NULL CHECK (length(btrim(name)) > 0)
      )`);

    await q.query(`
      CREATE TABLE audit_logs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
        action text NOT NULL,
        resource_type text NOT NULL,
        resource_id text,
        details jsonb NOT NULL DEFAULT '{}',
        ip_address text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX audit_logs_created_idx ON audit_logs (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX audit_logs_actor_idx ON audit_logs (actor_id, created_at DESC)`);
    await q.query(`CREATE INDEX audit_logs_action_idx ON audit_logs (action, created_at DESC)`);
    await q.query(`CREATE INDEX audit_logs_resource_idx ON audit_logs (resource_type, resource_id)`);

    await q.query(`
      CREATE TABLE login_failures (
        id bigserial PRIMARY KEY,
        throttle_key text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX login_failures_key_idx ON login_failures (throttle_key, created_at)`);

    await q.query(`
      CREATE TABLE jobs (
        id bigserial PRIMARY KEY,
        queue text NOT NULL,
        payload jsonb NOT NULL DEFAULT '{}',
        run_at timestamptz NOT NULL DEFAULT now(),
        attempts integer NOT NULL DEFAULT 0,
        max_attempts integer NOT NULL DEFAULT 5,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
        last_error text,
        singleton_key text,
        locked_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    await q.query(`CREATE INDEX jobs_ready_idx ON jobs (run_at) WHERE status IN ('queued', 'running')`);
    await q.query(
      `CREATE UNIQUE INDEX jobs_singleton_key ON jobs (queue, singleton_key) WHERE singleton_key IS NOT NULL AND status IN ('queued', 'running')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'jobs',
      'login_failures',
      'audit_logs',
      'holidays',
      'policy_settings',
      'leave_requests',
      'leave_balances',
      'request_types',
      'profile_images',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
    await q.query(`DROP SEQUENCE IF EXISTS leave_request_number_seq`);
    await q.query(`ALTER TABLE IF EXISTS teams DROP CONSTRAINT IF EXISTS teams_manager_id_fkey`);
    await q.query(`DROP TABLE IF EXISTS users`);
    await q.query(`DROP TABLE IF EXISTS teams`);
  }
}

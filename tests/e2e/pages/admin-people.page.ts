import type { Locator, Page } from 'playwright-core';

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  department: string;
  jobTitle: string;
  isManager?: boolean;
  /** Visible label of the manager option, e.g. "Maya Patel (Engineering)". */
  manager?: string;
}

/** The console's people tabs: Users & Managers, Teams, Assignments, Role Management. */
export class AdminPeoplePage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open(tab: 'users' | 'teams' | 'assignments' | 'role-management') {
    await this.page.goto(`${this.baseUrl}/admin?tab=${tab}`);
    await this.page.getByRole('heading', { name: 'System Administration', level: 1 }).waitFor();
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }

  alertDialog(name: string | RegExp): Locator {
    return this.page.getByRole('alertdialog', { name });
  }

  toast(text: string | RegExp): Locator {
    return this.page.getByText(text).first();
  }

  /** Types into the tab's search box; the server answers a moment later. */
  /**
   * Searches and waits until the list shows the answer: a row that matches already (on a first page of
   * few people) would otherwise be replaced under the pointer when the searched list arrives.
   */
  async search(label: 'Search users' | 'Search staff', text: string) {
    await this.page.getByLabel(label, { exact: true }).fill(text);
    const rows = this.page.getByTestId(label === 'Search users' ? 'user-row' : 'assignment-row');
    await rows.filter({ hasNotText: text }).first().waitFor({ state: 'detached' });
  }

  userRow(text: string): Locator {
    return this.page.getByTestId('user-row').filter({ hasText: text });
  }

  async createUser(user: NewUser) {
    await this.page.getByRole('button', { name: 'Add User' }).click();
    const form = this.page.getByRole('form', { name: 'Create User' });
    await form.getByLabel(/^First name/).fill(user.firstName);
    await form.getByLabel(/^Last name/).fill(user.lastName);
    await form.getByLabel(/^Email/).fill(user.email);
    await form.getByLabel(/^Password/).fill(user.password);
    await form.getByLabel(/^Department/).selectOption(user.department);
    await form.getByLabel(/^Job title/).fill(user.jobTitle);
    if (user.isManager) await form.getByText('Is Manager').click();
    if (user.manager) await form.getByLabel('Manager', { exact: true }).selectOption({ label: user.manager });
    await form.getByRole('button', { name: 'Create User' }).click();
  }

  teamRow(name: string): Locator {
    return this.page.getByTestId('team-row').filter({ hasText: name });
  }

  assignmentRow(text: string): Locator {
    return this.page.getByTestId('assignment-row').filter({ hasText: text });
  }

  roleRow(text: string): Locator {
    return this.page.getByTestId('role-row').filter({ hasText: text });
  }
}

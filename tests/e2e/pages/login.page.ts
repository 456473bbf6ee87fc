import type { Page } from 'playwright-core';

export class LoginPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  /** Opens /login, which shows the sign-in form first. */
  async open() {
    await this.page.goto(`${this.baseUrl}/login`);
    await this.page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  }

  async switchToSignUp() {
    await this.page.getByRole('button', { name: 'Sign up' }).click();
    await this.page.getByRole('heading', { name: 'Create an account' }).waitFor();
  }

  async register(person: { firstName: string; lastName: string; email: string; password: string }, agree = true) {
    await this.page.getByLabel('First name').fill(person.firstName);
    await this.page.getByLabel('Last name').fill(person.lastName);
    await this.page.getByLabel('Email').fill(person.email);
    await this.page.getByLabel('Password', { exact: false }).first().fill(person.password);
    if (agree) await this.page.getByText('I agree to the Terms & Conditions').click();
    await this.page.getByRole('button', { name: 'Create account' }).click();
  }

  async signIn(email: string, password: string) {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByPlaceholder('Enter your password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  /** Opens /login and signs in, waiting for the dashboard. */
  async signInAs(email: string, password: string) {
    await this.open();
    await this.signIn(email, password);
    await this.page.getByRole('heading', { name: 'My Dashboard' }).waitFor();
  }

  /** The corporate single sign-on button (a link the browser follows to the identity provider). */
  ssoButton(providerName: string) {
    return this.page.getByRole('link', { name: `Sign in with ${providerName}` });
  }

  emailValue() {
    return this.page.getByLabel('Email').inputValue();
  }
}

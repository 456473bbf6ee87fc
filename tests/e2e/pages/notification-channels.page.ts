import type { Locator, Page } from 'playwright-core';
import { apiLogin, DEMO, DEMO_PASSWORD, gql } from '../support/api';

export interface ChannelFields {
  name: string;
  /** The Type option's value: SLACK, TEAMS, … */
  type: string;
  webhookUrl: string;
  /** The Language of its messages option's value; the dialog's default (English) when left out. */
  language?: string;
}

/** /notifications, the Channels tab (administrators): the channels, their dialog, test and edit buttons. */
export class NotificationChannelsPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open() {
    await this.page.goto(`${this.baseUrl}/notifications?tab=channels`);
    await this.page.getByRole('tab', { name: 'Channels', selected: true }).waitFor();
  }

  /** The Add channel dialog, opened. */
  async openAddDialog(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Add channel' }).click();
    return this.page.getByRole('dialog', { name: 'Add channel' });
  }

  /** Fills the Add channel dialog's fields. */
  async fill(dialog: Locator, channel: ChannelFields) {
    await dialog.getByLabel('Name').fill(channel.name);
    await dialog.getByLabel('Type').selectOption(channel.type);
    await dialog.getByLabel('Webhook URL').fill(channel.webhookUrl);
    if (channel.language) await dialog.getByLabel('Language of its messages').selectOption(channel.language);
  }

  /** Opens the dialog, fills it and submits it; answers the dialog (gone once the channel is added). */
  async add(channel: ChannelFields): Promise<Locator> {
    const dialog = await this.openAddDialog();
    await this.fill(dialog, channel);
    await this.submit(dialog);
    return dialog;
  }

  submit(dialog: Locator) {
    return dialog.getByRole('button', { name: 'Add channel' }).click();
  }

  channel(name: string): Locator {
    return this.page.getByRole('listitem', { name });
  }

  /** Presses the channel's Test button. */
  test(name: string) {
    return this.channel(name)
      .getByRole('button', { name: `Test ${name}` })
      .click();
  }

  /** Opens the channel's Edit dialog. */
  async edit(name: string): Promise<Locator> {
    await this.channel(name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    return this.page.getByRole('dialog', { name: 'Edit channel' });
  }
}

/** Deletes, as the demo administrator, every channel whose name ends with `suffix` (a spec's own). */
export async function deleteChannelsEndingWith(baseUrl: string, suffix: string): Promise<void> {
  const admin = await apiLogin(baseUrl, DEMO.admin, DEMO_PASSWORD);
  const { notificationChannels } = await gql<{ notificationChannels: { id: string; name: string }[] }>(
    baseUrl,
    '{ notificationChannels { id name } }',
    {},
    admin.token,
  );
  for (const channel of notificationChannels.filter((candidate) => candidate.name.endsWith(suffix)))
    await gql(baseUrl, 'mutation ($id: ID!) { deleteNotificationChannel(id: $id) }', { id: channel.id }, admin.token);
}

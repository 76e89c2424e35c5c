import type { Locator, Page, TestInfo } from '@playwright/test';

/** Page object for Notifications: the screen, and the live unread badge for each layout. */
export class NotificationsPage {
  constructor(
    private readonly page: Page,
    private readonly testInfo: TestInfo,
  ) {}

  /**
   * Resolves once the app's realtime channel is listening for new rows (the server's
   * "Subscribed to PostgreSQL" system message). Call before the page opens its socket.
   */
  realtimeReady(): Promise<unknown> {
    return new Promise((resolve) => {
      this.page.on('websocket', (ws) => {
        ws.on('framereceived', (frame) => {
          const text = String(frame.payload);
          if (text.includes('realtime:notifications:') && text.includes('Subscribed to PostgreSQL')) resolve(undefined);
        });
      });
    });
  }

  /**
   * The unread badge: on the side navigation's entry from lg, on the Discover header's bell below
   * (the bottom bar has no Notifications entry, spec §2).
   */
  badge(): Locator {
    return this.testInfo.project.name === 'desktop'
      ? this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Notifications/ })
      : this.page.getByRole('link', { name: /^Notifications/ }).filter({ visible: true });
  }

  list(): Locator {
    return this.page.getByRole('list', { name: 'Notifications' });
  }
}

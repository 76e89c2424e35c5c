import { expect, type Locator, type Page } from '@playwright/test';

/** Page object for a creator profile (/profile/@handle). */
export class ProfilePage {
  constructor(private readonly page: Page) {}

  async open(handle: string) {
    await this.page.goto(`/profile/${handle}`);
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { name, level: 2 });
  }

  count(label: 'posts' | 'media' | 'likes' | 'followers'): Locator {
    return this.page.getByTestId(`count-${label}`);
  }

  followButton(name: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^Follow(ing)? ${name}$`) });
  }

  async expectFollowing(name: string, isFollowing: boolean, followers: string) {
    await expect(this.followButton(name)).toHaveText(isFollowing ? 'Following' : 'Follow');
    await expect(this.count('followers')).toHaveText(followers);
  }

  mediaFilter(label: 'All' | 'Photo' | 'Video'): Locator {
    return this.page
      .getByRole('group', { name: 'Media filter' })
      .getByRole('button', { name: new RegExp(`^${label}`) });
  }

  mediaItems(): Locator {
    return this.page.getByRole('list', { name: 'Media' }).getByRole('listitem');
  }
}

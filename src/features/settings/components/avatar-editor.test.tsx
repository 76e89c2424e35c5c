import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@/lib/auth';
import { sessionFor, testUser } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { useTransientNotice } from '@/hooks/use-transient-notice';
import type { ProfileNotice } from '../utils/profile-notice';
import { AvatarEditor } from './avatar-editor';
import { EditProfileForm } from './edit-profile-form';

const profile: Profile = {
  id: testUser.id,
  name: 'Velvet Fan',
  username: 'velvetfan',
  bio: null,
  location: null,
  avatar_url: null,
  cover_url: null,
  is_creator: false,
  subscription_price_cents: null,
  followers_count: 0,
  following_count: 0,
  posts_count: 0,
  subscribers_count: 0,
  discoverable: true,
  created_at: '2025-10-27T00:00:00Z',
};

const session = { user: testUser, session: sessionFor() };

/** The two halves of Edit Profile sharing its one banner, as EditProfile wires them. */
function Harness({ withForm = false }: { withForm?: boolean }) {
  const [notice, show, clear] = useTransientNotice<ProfileNotice>();
  return (
    <>
      <AvatarEditor
        profile={profile}
        notice={notice?.source === 'avatar' ? notice : null}
        onNotice={show}
        onBusy={clear}
      />
      {withForm ? (
        <EditProfileForm
          profile={profile}
          notice={notice?.source === 'form' ? notice : null}
          onNotice={show}
          onBusy={clear}
        />
      ) : null}
    </>
  );
}

const failAvatarUpload = () =>
  server.use(
    http.post(`${SUPABASE_URL}/storage/v1/object/avatars/*`, () =>
      HttpResponse.json(
        { statusCode: '413', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' },
        { status: 400 },
      ),
    ),
  );

describe('AvatarEditor', () => {
  it('refuses a file that is not an image, without uploading anything', async () => {
    renderRoute(<Harness />, { path: '/settings', session });
    // The picker filters to images, but a user can switch it to "All files".
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByTestId('avatar-file'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select an image file');
  });

  it('refuses an image over the avatars bucket limit before uploading, naming the limit', async () => {
    let uploads = 0;
    server.use(
      http.post(`${SUPABASE_URL}/storage/v1/object/avatars/*`, () => {
        uploads++;
        return HttpResponse.json({ Id: 'x', Key: 'avatars/x' });
      }),
    );
    renderRoute(<Harness />, { path: '/settings', session });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.setup().upload(screen.getByTestId('avatar-file'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('Avatars can be at most 5 MB.');
    expect(screen.getByRole('button', { name: 'Change Avatar' })).toBeEnabled();
    expect(uploads).toBe(0);
  });

  it('uploads an image to avatars/{userId}/{timestamp}.{ext} and saves its project-relative path at once', async () => {
    let uploadedPath = '';
    let savedUrl: unknown;
    let release: () => void = () => undefined;
    const uploaded = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(`${SUPABASE_URL}/storage/v1/object/avatars/*`, async ({ request }) => {
        uploadedPath = new URL(request.url).pathname.replace('/storage/v1/object/avatars/', '');
        await uploaded;
        return HttpResponse.json({ Id: 'x', Key: `avatars/${uploadedPath}` });
      }),
      http.patch(`${SUPABASE_URL}/rest/v1/profiles`, async ({ request }) => {
        const body = (await request.json()) as { avatar_url?: unknown };
        savedUrl = body.avatar_url;
        return HttpResponse.json({ ...profile, avatar_url: savedUrl });
      }),
    );
    renderRoute(<Harness />, { path: '/settings', session });
    await userEvent
      .setup()
      .upload(screen.getByTestId('avatar-file'), new File(['png'], 'me.PNG', { type: 'image/png' }));
    expect(await screen.findByRole('button', { name: 'Uploading...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Change Avatar' })).toBeEnabled();
    expect(uploadedPath).toMatch(new RegExp(`^${testUser.id}/\\d{13}\\.png$`));
    expect(savedUrl).toBe(`/storage/v1/object/public/avatars/${uploadedPath}`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the upload fails', async () => {
    failAvatarUpload();
    renderRoute(<Harness />, { path: '/settings', session });
    await userEvent
      .setup()
      .upload(screen.getByTestId('avatar-file'), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload avatar. Please try again.');
  });

  it('replaces "Profile updated successfully!" with a later avatar error instead of showing it underneath', async () => {
    server.use(
      http.patch(`${SUPABASE_URL}/rest/v1/profiles`, () => HttpResponse.json({ ...profile, name: 'New Name' })),
    );
    failAvatarUpload();
    renderRoute(<Harness withForm />, { path: '/settings', session });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully!');
    await user.upload(screen.getByTestId('avatar-file'), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload avatar. Please try again.');
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
  });
});

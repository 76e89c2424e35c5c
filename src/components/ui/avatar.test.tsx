import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

const generatedSrc = async (name: string) => {
  await waitFor(
    () =>
      expect(screen.getByRole('img', { name })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/)),
    {
      timeout: 5000,
    },
  );
  return screen.getByRole('img', { name }).getAttribute('src');
};

describe('Avatar', () => {
  it('shows the uploaded image, resolving a project-relative URL', () => {
    render(<Avatar avatarUrl="/storage/v1/object/public/avatars/u/1.png" username="fan" alt="Fan" />);
    expect(screen.getByRole('img', { name: 'Fan' })).toHaveAttribute(
      'src',
      'http://supabase.test/storage/v1/object/public/avatars/u/1.png',
    );
  });

  it('never loads an avatar from another origin, and generates one instead', async () => {
    render(<Avatar avatarUrl="https://tracker.example/pixel.png" username="fan" alt="Fan" />);
    expect(await generatedSrc('Fan')).toMatch(/^data:/);
  });

  it('draws an avatar locally from the username, with initials until it is ready', async () => {
    // MSW fails every unexpected request, so fetching from an avatar service would fail this test.
    // A username no other test draws: generated avatars are cached per username for the session.
    render(<Avatar username="initials-first" name="Velvet Fan" alt="Velvet Fan" />);
    expect(screen.getByRole('img', { name: 'Velvet Fan' })).toHaveTextContent('VE');
    expect(await generatedSrc('Velvet Fan')).toBeTruthy();
  });

  it('gives the same avatar for the same username and another for another', async () => {
    const { rerender } = render(<Avatar username="alpha" alt="a" />);
    const first = await generatedSrc('a');
    rerender(<Avatar username="beta" alt="a" />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'a' }).getAttribute('src')).not.toBe(first));
    rerender(<Avatar username="alpha" alt="a" />);
    expect(await generatedSrc('a')).toBe(first);
  });

  it('shows UP when nothing is known about the user', () => {
    render(<Avatar alt="Someone" />);
    expect(screen.getByRole('img', { name: 'Someone' })).toHaveTextContent('UP');
  });
});

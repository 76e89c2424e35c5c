import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileBio } from './profile-bio';

describe('ProfileBio', () => {
  it('shows the first line until "show more", then the whole bio', async () => {
    render(<ProfileBio bio={'Chef and recipe developer.\nSunday feasts.'} />);
    expect(screen.getByText('Chef and recipe developer.')).toBeInTheDocument();
    expect(screen.queryByText(/Sunday feasts/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'show more' }));
    expect(screen.getByText(/Sunday feasts/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers no "show more" for a one-line bio', () => {
    render(<ProfileBio bio="Strength coach." />);
    expect(screen.getByText('Strength coach.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

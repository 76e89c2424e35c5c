import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { sessionFor, testUser } from '@/testing/auth-fixtures';
import { RedirectIfSignedIn, redirectTarget, RequireAuth } from './guards';

const loginRoute = { '/login': <p>Login page</p> };
const homeRoute = { '/': <p>Home page</p> };

describe('RequireAuth', () => {
  it('shows Loading... while the session is being read', () => {
    renderRoute(<RequireAuth>secret</RequireAuth>, {
      path: '/chats',
      session: { isLoading: true },
      routes: loginRoute,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('sends a visitor without a session to /login, remembering where they were going', () => {
    const { location } = renderRoute(<RequireAuth>secret</RequireAuth>, { path: '/chats?tab=all', routes: loginRoute });
    expect(screen.getByText('Login page')).toBeInTheDocument();
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    expect(location().state).toEqual({ from: '/chats?tab=all' });
  });

  it('after a deliberate sign-out, goes where it asked instead of /login', () => {
    const clearAfterSignOut = vi.fn();
    const { location } = renderRoute(<RequireAuth>secret</RequireAuth>, {
      path: '/settings',
      session: { afterSignOut: { to: '/signup', state: { notice: 'Deleted' } }, clearAfterSignOut },
      routes: { '/signup': <p>Signup page</p> },
    });
    expect(screen.getByText('Signup page')).toBeInTheDocument();
    expect(location().state).toEqual({ notice: 'Deleted' });
    expect(clearAfterSignOut).toHaveBeenCalled();
  });

  it('shows the page to a signed-in user', () => {
    renderRoute(<RequireAuth>secret</RequireAuth>, {
      path: '/chats',
      session: { user: testUser, session: sessionFor() },
      routes: loginRoute,
    });
    expect(screen.getByText('secret')).toBeInTheDocument();
  });
});

describe('RedirectIfSignedIn', () => {
  it('shows the login form to a visitor', () => {
    renderRoute(<RedirectIfSignedIn>form</RedirectIfSignedIn>, { path: '/login', routes: homeRoute });
    expect(screen.getByText('form')).toBeInTheDocument();
  });

  it('sends a signed-in user on to Home', () => {
    renderRoute(<RedirectIfSignedIn>form</RedirectIfSignedIn>, {
      path: '/login',
      session: { user: testUser, session: sessionFor() },
      routes: homeRoute,
    });
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });
});

describe('redirectTarget', () => {
  it('returns to a same-app path', () => {
    expect(redirectTarget({ from: '/chats/abc' })).toBe('/chats/abc');
  });

  it('refuses other sites and malformed state', () => {
    expect(redirectTarget({ from: '//evil.example/x' })).toBe('/');
    expect(redirectTarget({ from: 'https://evil.example' })).toBe('/');
    expect(redirectTarget({ from: 42 })).toBe('/');
    expect(redirectTarget(null)).toBe('/');
  });
});

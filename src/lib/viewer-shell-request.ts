/**
 * The shell's one request for the viewer (lib/viewer-shell.ts), as data (lib/data-request.ts) so
 * the HTML's inline script sends the very same one; suggestions only where the shell shows them (xl).
 */
export const viewerShellRequest = (withSuggestions: boolean) =>
  ({ rpc: 'viewer_shell', args: { with_suggestions: withSuggestions } }) as const;

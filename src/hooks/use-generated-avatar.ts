import { useEffect, useState } from 'react';

const cache = new Map<string, string>();
let generator: Promise<(seed: string) => string> | null = null;

/** The DiceBear styles are ~20 KB gzip; they load on first use so they stay off the first screen. */
function loadGenerator() {
  generator ??= import('@/utils/avatar-generator').then((m) => m.generateAvatarUri);
  return generator;
}

export async function generatedAvatar(seed: string): Promise<string> {
  const cached = cache.get(seed);
  if (cached) return cached;
  const generate = await loadGenerator();
  const uri = generate(seed);
  cache.set(seed, uri);
  return uri;
}

/** The generated avatar for `seed`, or null while the generator loads. */
export function useGeneratedAvatar(seed: string | null): string | null {
  const [loaded, setLoaded] = useState<{ seed: string; uri: string } | null>(null);

  useEffect(() => {
    if (!seed || cache.has(seed)) return;
    let isActive = true;
    generatedAvatar(seed).then(
      (uri) => {
        if (isActive) setLoaded({ seed, uri });
      },
      () => undefined, // initials stay on screen if the chunk cannot load
    );
    return () => {
      isActive = false;
    };
  }, [seed]);

  if (!seed) return null;
  return cache.get(seed) ?? (loaded?.seed === seed ? loaded.uri : null);
}

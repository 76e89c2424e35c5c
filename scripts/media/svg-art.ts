/** SVG sources for the demo images: avatars, covers and abstract post art, all from a seed. */
import { initials, type Person } from './cast.ts';
import { rng, type Rng } from './random.ts';

export function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(255 * c)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

const linear = (id: string, stops: string[], x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map((c, i) => `<stop offset="${i / Math.max(1, stops.length - 1)}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;

export function avatarSvg(p: Person, size = 256): string {
  const r = rng(parseInt(p.id.slice(-6), 16) * 7919);
  const [h1, h2] = p.hues;
  const blobs = Array.from({ length: 4 }, () => {
    const cx = r.range(0, size),
      cy = r.range(0, size),
      rad = r.range(size * 0.2, size * 0.5);
    return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${rad.toFixed(1)}" fill="${hsl(r.pick([h1, h2]), 80, r.range(45, 70))}" opacity="0.55"/>`;
  }).join('');
  const font = Math.round(size * 0.38);
  return svg(
    size,
    size,
    `<defs>${linear('g', [hsl(h1, 70, 42), hsl(h2, 75, 28)], 1, 1)}
    <filter id="b"><feGaussianBlur stdDeviation="${size / 10}"/></filter></defs>
    <rect width="${size}" height="${size}" fill="url(#g)"/>
    <g filter="url(#b)">${blobs}</g>
    <text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold"
      font-size="${font}" fill="#ffffff" fill-opacity="0.92" letter-spacing="${size / 80}">${initials(p.name)}</text>`,
  );
}

/** Layered ridges under a gradient sky: reads as a landscape without being one. */
function ridges(r: Rng, w: number, h: number, hue: number, layers: number, top: number): string {
  let out = '';
  for (let i = 0; i < layers; i++) {
    const base = top + ((h - top) * (i + 1)) / (layers + 1);
    const amp = h * r.range(0.04, 0.12);
    const steps = r.int(5, 9);
    let d = `M0 ${h} L0 ${base.toFixed(1)}`;
    for (let s = 1; s <= steps; s++) {
      const x = (w * s) / steps;
      const y = base - amp * (0.5 + r.next());
      const cx = x - w / steps / 2;
      d += ` Q${cx.toFixed(1)} ${(y - amp * r.range(-0.6, 0.8)).toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)}`;
    }
    d += ` L${w} ${h} Z`;
    out += `<path d="${d}" fill="${hsl(hue + i * 6, 45, 34 - i * (26 / layers))}"/>`;
  }
  return out;
}

export function coverSvg(p: Person, w = 1500, h = 500): string {
  const r = rng(parseInt(p.id.slice(-6), 16) * 104729);
  const [h1, h2] = p.hues;
  const sunX = r.range(w * 0.15, w * 0.85);
  return svg(
    w,
    h,
    `<defs>${linear('sky', [hsl(h2, 60, 18), hsl(h1, 70, 45), hsl(h1 + 25, 85, 70)])}
    <radialGradient id="sun"><stop offset="0" stop-color="${hsl(h1 + 40, 100, 85)}"/><stop offset="1" stop-color="${hsl(h1 + 40, 100, 85)}" stop-opacity="0"/></radialGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#sky)"/>
    <circle cx="${sunX.toFixed(1)}" cy="${(h * 0.55).toFixed(1)}" r="${h * 0.45}" fill="url(#sun)"/>
    ${ridges(r, w, h, h2, 4, h * 0.35)}`,
  );
}

export const ART_STYLES = ['landscape', 'bokeh', 'waves', 'blobs', 'tiles', 'marble', 'orbits'] as const;
export type ArtStyle = (typeof ART_STYLES)[number];

export function artSvg(style: ArtStyle, seed: number, hues: [number, number], w: number, h: number): string {
  const r = rng(seed);
  const [h1, h2] = hues;
  const bg = linear('bg', [hsl(h1, 65, r.range(12, 22)), hsl(h2, 70, r.range(35, 50))], r.next(), 1);
  switch (style) {
    case 'landscape': {
      const sun = `<circle cx="${r.range(w * 0.2, w * 0.8).toFixed(1)}" cy="${(h * r.range(0.25, 0.45)).toFixed(1)}" r="${(w * r.range(0.08, 0.16)).toFixed(1)}" fill="${hsl(h1 + 40, 95, 80)}" opacity="0.9"/>`;
      const sky = linear('sky', [hsl(h2, 55, 20), hsl(h1, 75, 55), hsl(h1 + 30, 90, 78)]);
      return svg(
        w,
        h,
        `<defs>${sky}</defs><rect width="${w}" height="${h}" fill="url(#sky)"/>${sun}${ridges(r, w, h, h2, 5, h * 0.4)}`,
      );
    }
    case 'bokeh': {
      const dots = Array.from({ length: 38 }, () => {
        const rad = r.range(w * 0.02, w * 0.12);
        return `<circle cx="${r.range(0, w).toFixed(1)}" cy="${r.range(0, h).toFixed(1)}" r="${rad.toFixed(1)}" fill="${hsl(r.pick([h1, h2, h1 + 30]), 90, r.range(55, 80))}" opacity="${r.range(0.15, 0.6).toFixed(2)}"/>`;
      }).join('');
      return svg(
        w,
        h,
        `<defs>${bg}<filter id="f"><feGaussianBlur stdDeviation="${w / 90}"/></filter></defs><rect width="${w}" height="${h}" fill="url(#bg)"/><g filter="url(#f)">${dots}</g>`,
      );
    }
    case 'waves': {
      const n = r.int(7, 11);
      const lines = Array.from({ length: n }, (_, i) => {
        const y0 = (h * (i + 1)) / (n + 1);
        const a = h * r.range(0.03, 0.09),
          k = r.range(1.5, 3.5),
          ph = r.range(0, Math.PI * 2);
        let d = `M0 ${h}`;
        for (let x = 0; x <= w; x += w / 48)
          d += ` L${x.toFixed(1)} ${(y0 + a * Math.sin((x / w) * k * Math.PI * 2 + ph)).toFixed(1)}`;
        d += ` L${w} ${h} Z`;
        return `<path d="${d}" fill="${hsl(h1 + (h2 - h1) * (i / n), 70, 20 + (i * 45) / n)}" opacity="0.85"/>`;
      }).join('');
      return svg(w, h, `<defs>${bg}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${lines}`);
    }
    case 'blobs': {
      const blobs = Array.from({ length: 6 }, () => {
        const cx = r.range(0, w),
          cy = r.range(0, h),
          rad = r.range(w * 0.15, w * 0.35);
        const pts = Array.from({ length: 8 }, (_, j) => {
          const ang = (j / 8) * Math.PI * 2,
            rr = rad * r.range(0.7, 1.2);
          return [cx + Math.cos(ang) * rr, cy + Math.sin(ang) * rr] as const;
        });
        const d = pts.map(([x, y], j) => `${j === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ') + ' Z';
        return `<path d="${d}" fill="${hsl(r.pick([h1, h2]) + r.range(-20, 20), 80, r.range(45, 70))}" opacity="0.75"/>`;
      }).join('');
      return svg(
        w,
        h,
        `<defs>${bg}<filter id="f"><feGaussianBlur stdDeviation="${w / 28}"/></filter></defs><rect width="${w}" height="${h}" fill="url(#bg)"/><g filter="url(#f)">${blobs}</g>`,
      );
    }
    case 'tiles': {
      const n = r.int(5, 8),
        s = w / n;
      let cells = '';
      for (let y = 0; y < Math.ceil(h / s); y++)
        for (let x = 0; x < n; x++) {
          const c = hsl(r.pick([h1, h2]) + r.range(-15, 15), r.range(50, 85), r.range(25, 65));
          const kind = r.int(0, 2);
          const px = x * s,
            py = y * s;
          cells +=
            kind === 0
              ? `<circle cx="${(px + s / 2).toFixed(1)}" cy="${(py + s / 2).toFixed(1)}" r="${(s * 0.42).toFixed(1)}" fill="${c}"/>`
              : kind === 1
                ? `<path d="M${px.toFixed(1)} ${py.toFixed(1)} h${s.toFixed(1)} v${s.toFixed(1)} Z" fill="${c}"/>`
                : `<rect x="${(px + s * 0.15).toFixed(1)}" y="${(py + s * 0.15).toFixed(1)}" width="${(s * 0.7).toFixed(1)}" height="${(s * 0.7).toFixed(1)}" rx="${(s * 0.12).toFixed(1)}" fill="${c}"/>`;
        }
      return svg(w, h, `<rect width="${w}" height="${h}" fill="${hsl(h2, 40, 12)}"/>${cells}`);
    }
    case 'marble': {
      const freq = r.range(0.002, 0.006).toFixed(4);
      return svg(
        w,
        h,
        `<defs>${bg}<filter id="m" x="0" y="0" width="100%" height="100%">
        <feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="3" seed="${r.int(1, 999)}"/>
        <feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 -2.2 1.5"/>
        <feGaussianBlur stdDeviation="2"/></filter></defs>
        <rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" filter="url(#m)" opacity="0.55"/>`,
      );
    }
    case 'orbits': {
      const cx = w / 2,
        cy = h / 2;
      const rings = Array.from({ length: 14 }, (_, i) => {
        const rad = (Math.min(w, h) * (i + 1)) / 30;
        return `<circle cx="${cx}" cy="${cy}" r="${rad.toFixed(1)}" fill="none" stroke="${hsl(h1 + i * 8, 80, 60)}" stroke-width="${r.range(1, 6).toFixed(1)}" stroke-dasharray="${r.int(4, 60)} ${r.int(4, 30)}" opacity="0.8"/>`;
      }).join('');
      const planets = Array.from({ length: 5 }, () => {
        const a = r.range(0, Math.PI * 2),
          d = r.range(0.1, 0.45) * Math.min(w, h);
        return `<circle cx="${(cx + Math.cos(a) * d).toFixed(1)}" cy="${(cy + Math.sin(a) * d).toFixed(1)}" r="${r.range(6, 26).toFixed(1)}" fill="${hsl(h2 + r.range(-30, 30), 90, 70)}"/>`;
      }).join('');
      return svg(w, h, `<defs>${bg}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${rings}${planets}`);
    }
  }
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Issue 18: text reaches 4.5:1 and icons and focus rings 3:1 (WCAG 1.4.3, 1.4.11) on the surfaces
 * they sit on. The colours are read from the theme itself (src/index.css and Tailwind's palette), so
 * a change of either is checked here before axe ever sees a screen.
 */
const root = path.resolve(import.meta.dirname, '../..');
const css = readFileSync(path.join(root, 'src/index.css'), 'utf8');
const tailwind = readFileSync(path.join(root, 'node_modules/tailwindcss/theme.css'), 'utf8');

type Rgb = [number, number, number];

function themeColor(name: string): Rgb {
  for (const source of [css, tailwind]) {
    const value = new RegExp(`--color-${name}:\\s*([^;]+);`).exec(source)?.[1]?.trim();
    if (value) return parseColor(value);
  }
  throw new Error(`--color-${name} is not in the theme`);
}

function parseColor(value: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as Rgb;
  }
  const oklch = /^oklch\(([\d.]+)%\s+([\d.]+)\s+([\d.]+|none)\)$/.exec(value);
  if (oklch) return oklchToSrgb(Number(oklch[1]) / 100, Number(oklch[2]), oklch[3] === 'none' ? 0 : Number(oklch[3]));
  throw new Error(`cannot read the colour ${value}`);
}

/** CSS Color 4's OKLCH → OKLab → linear sRGB → sRGB, clipped to the gamut as a browser paints it. */
function oklchToSrgb(l: number, c: number, hue: number): Rgb {
  const a = c * Math.cos((hue * Math.PI) / 180);
  const b = c * Math.sin((hue * Math.PI) / 180);
  const lms = [
    (l + 0.3963377774 * a + 0.2158037573 * b) ** 3,
    (l - 0.1055613458 * a - 0.0638541728 * b) ** 3,
    (l - 0.0894841775 * a - 1.291485548 * b) ** 3,
  ] as const;
  const linear = [
    4.0767416621 * lms[0] - 3.3077115913 * lms[1] + 0.2309699292 * lms[2],
    -1.2684380046 * lms[0] + 2.6097574011 * lms[1] - 0.3413193965 * lms[2],
    -0.0041960863 * lms[0] - 0.7034186147 * lms[1] + 1.707614701 * lms[2],
  ];
  return linear.map((v) => {
    const x = Math.min(1, Math.max(0, v));
    return x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055;
  }) as Rgb;
}

/** WCAG 2.2 relative luminance and contrast ratio. */
const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
function contrast(fg: string, bg: string): number {
  const [high, low] = [luminance(themeColor(fg)), luminance(themeColor(bg))].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** The app's own source files, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const darkSurfaces = ['zinc-950', 'zinc-900', 'zinc-800'];
const brandSurfaces = ['brand-600', 'brand-700'];

describe('palette contrast', () => {
  it.each(darkSurfaces)('secondary text (muted) reaches 4.5:1 on %s', (surface) => {
    expect(contrast('muted', surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('secondary text stays dimmer than zinc-400, so it still reads as secondary', () => {
    expect(luminance(themeColor('muted'))).toBeLessThan(luminance(themeColor('zinc-400')));
  });

  it.each(brandSurfaces)(
    'text and secondary text on the brand red reach 4.5:1 on %s (buttons, own bubble)',
    (surface) => {
      expect(contrast('white', surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast('on-brand-muted', surface)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(darkSurfaces)('the focus ring (brand-400) reaches 3:1 on %s', (surface) => {
    expect(contrast('brand-400', surface)).toBeGreaterThanOrEqual(3);
  });

  // A control's edge touches the surface outside it and its own fill (zinc-900), or zinc-800 on hover.
  it.each(darkSurfaces)("a control's edge (control-edge) reaches 3:1 on %s (WCAG 1.4.11)", (surface) => {
    expect(contrast('control-edge', surface)).toBeGreaterThanOrEqual(3);
  });
});

describe('secondary text utilities', () => {
  // Tailwind's zinc-500 and darker, and see-through white, fell below 4.5:1 on our surfaces; secondary
  // text uses `text-muted` / `text-on-brand-muted` instead.
  const failing = /\b(?:[a-z-]+:)*text-(?:zinc-(?:500|600|700|800)|white\/\d+)\b/;

  it('no component sets text in a colour the palette tests do not cover', () => {
    const offenders = sourceFiles(path.join(root, 'src')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (failing.test(line) ? [`${path.relative(root, file)}:${i + 1}`] : [])),
    );
    expect(offenders).toEqual([]);
  });
});

describe('control edges', () => {
  // A text field's border is the only thing that shows where it is; zinc-700 and darker were under 3:1.
  const fieldLine = /\bplaceholder:text-/;
  const edge = /\bborder-(?:control-edge|transparent)\b/;

  it('every bordered text field draws its edge in the control-edge colour', () => {
    const offenders = sourceFiles(path.join(root, 'src')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          fieldLine.test(line) && /\bborder\b/.test(line) && !edge.test(line)
            ? [`${path.relative(root, file)}:${i + 1}`]
            : [],
        ),
    );
    expect(offenders).toEqual([]);
  });
});

/** Short videos (H.264 MP4 + JPEG poster) and voice notes (Opus in WebM), rendered by ffmpeg. */
import { artSvg, hsl } from './svg-art.ts';
import { BITEXACT, run, svgToPng, tempFile } from './tools.ts';
import { rng } from './random.ts';

export const VIDEO_STYLES = ['gradients', 'kenburns', 'drift', 'plasma'] as const;
export type VideoStyle = (typeof VIDEO_STYLES)[number];

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const hex = (c: string) => `0x${c.slice(1)}`;
const rgb = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) as [number, number, number];

function source(
  style: VideoStyle,
  seed: number,
  hues: [number, number],
  w: number,
  h: number,
  seconds: number,
): string[] {
  const r = rng(seed);
  const [h1, h2] = hues;
  const fps = 24;
  const frames = seconds * fps;
  switch (style) {
    case 'gradients':
      return [
        '-f',
        'lavfi',
        '-i',
        `gradients=s=${w}x${h}:rate=${fps}:n=3:speed=0.02:seed=${seed % 100000}:duration=${seconds}` +
          `:type=${r.pick(['radial', 'circular'])}:c0=${hex(hsl(h1, 75, 50))}:c1=${hex(hsl(h2, 60, 15))}:c2=${hex(hsl(h1 + 35, 85, 65))}`,
      ];
    case 'kenburns':
    case 'drift': {
      // A slow zoom (or pan) over a generated still reads as footage rather than a slideshow.
      const still = tempFile('png');
      svgToPng(artSvg(style === 'kenburns' ? 'landscape' : 'bokeh', seed, hues, w * 2, h * 2), still);
      const zoom = style === 'kenburns' ? `1+0.25*on/${frames}` : '1.4';
      const x = style === 'kenburns' ? 'iw/2-(iw/zoom/2)' : `(iw-iw/zoom)*on/${frames}`;
      return [
        '-loop',
        '1',
        '-i',
        still,
        '-vf',
        `zoompan=z='${zoom}':x='${x}':y='ih/2-(ih/zoom/2)':d=${frames}:s=${w}x${h}:fps=${fps}`,
      ];
    }
    case 'plasma': {
      // Two sine fields blended between the owner's two colours.
      const [a, b] = [rgb(hsl(h1, 80, 55)), rgb(hsl(h2, 70, 18))];
      const fx = r.range(25, 45).toFixed(1),
        fy = r.range(30, 60).toFixed(1);
      const v = `(0.5+0.25*sin(X/${fx}+T*1.6)+0.25*sin((X+Y)/${fy}-T*1.1))`;
      const ch = (i: 0 | 1 | 2) => `${b[i]}+(${a[i] - b[i]})*${v}`;
      return [
        '-f',
        'lavfi',
        '-i',
        `color=c=black:s=${w}x${h}:r=${fps}`,
        '-vf',
        `format=rgb24,geq=r='${ch(0)}':g='${ch(1)}':b='${ch(2)}'`,
      ];
    }
  }
}

/** Renders a silent clip with a handle watermark, plus a poster (its first second) as JPEG. */
export function renderVideo(opts: {
  style: VideoStyle;
  seed: number;
  hues: [number, number];
  w: number;
  h: number;
  seconds: number;
  label: string;
  out: string;
  poster: string;
}): void {
  const { style, seed, hues, w, h, seconds, label, out, poster } = opts;
  const args = source(style, seed, hues, w, h, seconds);
  const vfIndex = args.indexOf('-vf');
  const text = `drawtext=fontfile=${FONT}:text='${label.replace(/[':\\]/g, '')}':x=18:y=h-48:fontsize=${Math.round(w / 18)}:fontcolor=white@0.85:shadowcolor=black@0.5:shadowx=2:shadowy=2`;
  const filters = vfIndex >= 0 ? `${args[vfIndex + 1]},${text}` : text;
  if (vfIndex >= 0) args.splice(vfIndex, 2);
  run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    ...args,
    '-t',
    String(seconds),
    '-vf',
    `${filters},format=yuv420p`,
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '30',
    '-threads',
    '1',
    '-profile:v',
    'main',
    '-movflags',
    '+faststart',
    '-an',
    ...BITEXACT,
    out,
  ]);
  run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-ss',
    '0.5',
    '-i',
    out,
    '-frames:v',
    '1',
    '-q:v',
    '5',
    ...BITEXACT,
    poster,
  ]);
}

/** A spoken voice note: espeak-ng reads the line, then it is band-limited and encoded as Opus/WebM. */
export function renderVoice(opts: { text: string; voice: string; out: string }): void {
  const wav = tempFile('wav');
  run('espeak-ng', ['-v', opts.voice, '-s', '155', '-p', '50', '-w', wav, opts.text]);
  run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-i',
    wav,
    '-af',
    'highpass=f=120,lowpass=f=7000,apad=pad_dur=0.3,aresample=48000',
    '-ac',
    '1',
    '-c:a',
    'libopus',
    '-b:a',
    '24k',
    '-application',
    'voip',
    ...BITEXACT,
    opts.out,
  ]);
}

/**
 * Post captions per niche, one per slot of content.ts (0 text, 1 image, 2 video, 3 text, 4 image,
 * 5 subscriber-only image, 6 pay-per-view: a video for even creators, an image for odd ones), so
 * each caption names the media and the access it has.
 */
import type { Niche } from './cast.ts';

export const CAPTIONS: Record<Niche, string[]> = {
  fitness: [
    'Reminder: the warm-up is part of the workout, not a suggestion.',
    'Sunrise session done. Legs are filing a formal complaint.',
    "Form check on the Romanian deadlift: hinge, don't squat. Slow it down.",
    'Rest days are training days for your nervous system. Take them.',
    'New four-week strength block drops Monday. Three days a week, forty minutes.',
    'Subscriber-only: the full programme sheet with my working weights.',
    'Behind the scenes of the new programme shoot.',
  ],
  art: [
    'Thumbnails first, always. Ten ugly ones beat one precious one.',
    'Neon alley, two hours in. Still fighting the reflections.',
    'Timelapse: from flat colours to final light pass.',
    'Colour study tonight — only three hues allowed.',
    'Quiet forest piece, finished at 2am as usual.',
    'Layered PSD and brushes for this one are in the locked post.',
    'Final render of the quiet forest piece, full resolution.',
  ],
  food: [
    'Jollof debate: smoky bottom layer or no jollof at all. Discuss.',
    'Sunday feast table. Everyone brought a side, nobody brought dessert.',
    'Thirty-second pepper soup, sped up for your patience.',
    'Shortcut of the week: toast your spices dry before anything else.',
    'Plantain three ways, ranked.',
    'The full recipe card for the suya spice blend.',
    'Step-by-step puff-puff video, no deep fryer needed.',
  ],
  travel: [
    'Blue hour lasts about twenty minutes. Be there early.',
    'Lyon rooftops after the rain.',
    'Walking the old town at dawn, no tourists yet.',
    'Packing list for a week with one camera and one lens.',
    'Foggy ridge, somewhere between two villages.',
    'My Lightroom preset pack for moody blue hours.',
    'Full-resolution still from the ridge, raw and ungraded.',
  ],
  music: [
    'Wrote a chorus in the shower again. Will it survive the morning?',
    'Studio corner tonight. New strings, old guitar.',
    'Acoustic snippet of the new one. Be gentle.',
    'Lyric I keep coming back to: "we were loud in quiet rooms".',
    'Soundcheck lights are my favourite lights.',
    'Unreleased demo artwork — the song is in the locked post.',
    'Full studio session video, start to final take.',
  ],
  yoga: [
    'Your breath is the only tool you never forget at home.',
    'Morning light on the mat.',
    'Ten-minute desk reset. Shoulders, neck, then breath.',
    'Flexibility is a by-product. Come for the calm.',
    'Evening flow playlist is up on my profile.',
    'Subscriber flow for sleep, every pose on one sheet.',
    'Breathwork sequence card, pose by pose.',
  ],
  fashion: [
    'Capsule rule: every piece goes with three others or it goes back.',
    'Thrift haul, under forty pounds total.',
    'Fit check: one blazer, three ways.',
    'Tailoring beats brand names. Every time.',
    'Autumn palette board for this season.',
    'My full capsule checklist with shop links.',
    'Styling session replay, every outfit change.',
  ],
  gaming: [
    'New personal best by 0.4 seconds. The skip finally works.',
    'Setup tour, finally cable-managed.',
    'Frame-perfect trick, slowed down to 25%.',
    'Cozy Sunday stream at six. Bring snacks.',
    'Route map for the any% run, annotated.',
    'Practice save files for the hardest section.',
    'Annotated route map for the hardest section, full size.',
  ],
  dance: [
    'Counts before feelings. Then all the feelings.',
    'Studio mirror, late rehearsal.',
    'Eight-count breakdown of the new routine, slow then full speed.',
    'Stretch after class, not before the cold floor.',
    'Costume test for Saturday.',
    'Subscriber routine: the full choreography notes.',
    'Full routine in slow motion.',
  ],
  beauty: [
    'Skin prep is ninety percent of the look. The rest is lighting.',
    "Editorial look from today's shoot.",
    'Sixty-second glow routine.',
    'Honest review: the viral primer is fine. Just fine.',
    'Colour palette for the autumn looks.',
    'Product list with shades for this look.',
    'Face chart for the editorial look, every shade labelled.',
  ],
  skate: [
    'Fell eleven times, landed it on the twelfth. That is skating.',
    'Golden hour at the harbour spot.',
    'Street line from this morning, one take.',
    'New board setup: wider trucks, softer wheels.',
    'Spot map of Malmö, the good ones.',
    'Contact sheet from the filming day.',
    'Full part edit, one take per spot.',
  ],
  ceramics: [
    'Kiln opening mornings are better than birthdays.',
    'Glaze test tiles: the blue one surprised me.',
    'Centering on the wheel, start to finish.',
    'Handles are the hardest part of a mug. Fight me.',
    'New tableware set drying on the shelf.',
    'My glaze recipes with firing notes.',
    'The finished dinner set up close, glaze detail and all.',
  ],
  fan: [
    'First week here and my feed is all glaze tests and deadlifts. Perfect.',
    'Tried the suya spice blend. My kitchen will never be the same.',
  ],
};

/** Captions of the subscriber-only videos added after the first content plan (content.ts). */
export const SUBSCRIBER_VIDEO_CAPTIONS: Partial<Record<Niche, string>> = {
  fitness: 'Subscriber-only: my full deadlift session, every working set on camera.',
  ceramics: 'Subscriber-only: trimming a foot ring, start to finish.',
};

export const COMMENTS = [
  'This is so good!',
  'Saving this for later.',
  'How long did this take?',
  'Obsessed with the colours.',
  'Needed this today, thank you.',
  'Tried it — works!',
  'The lighting here though.',
  'More of this please!',
  'Where is this?',
  'Can you do a tutorial on this?',
  'Incredible as always.',
  'This made my morning.',
];

export const REPLIES = [
  'Thank you so much!',
  'About two hours, honestly.',
  'Tutorial coming next week!',
  'So glad it helped.',
  'Appreciate you!',
  'Yes! More soon.',
];

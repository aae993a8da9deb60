import type { NftRarity } from '@meridian/contract/nft';

/**
 * The demo catalogue's content: names end in "(demo)"; files are in demo/media (generated
 * for the repo: ImageMagick pictures, a synthesised tone, a short ffmpeg test-pattern clip).
 */

export const DEMO_ARTISTS = [
  {
    key: 'nft-demo-aurora',
    name: 'Aurora Lane (demo)',
    bio: 'A demo artist of this demo exchange: harbours, tides and light.',
    collection: {
      name: 'Tidal Light (demo)',
      description: 'Demo collection: pictures and boxes about the sea at first light.',
    },
  },
  {
    key: 'nft-demo-kenji',
    name: 'Kenji Mori (demo)',
    bio: 'A demo artist of this demo exchange: sounds and moving pictures of the city at night.',
    collection: {
      name: 'Night Signals (demo)',
      description: 'Demo collection: sound and video pieces about the city after dark.',
    },
  },
] as const;

export interface DemoItem {
  /** Index into DEMO_ARTISTS. */
  artist: number;
  name: string;
  description: string;
  authorDescription: string;
  file: string;
  cover?: string;
  price: string;
  days: number;
  rarity: NftRarity;
  royaltyBps: number;
  auction?: { step: string; margin: string };
}

const note = 'Demo content: this platform item exists only on this demo exchange (no blockchain).';

export const DEMO_ITEMS: readonly DemoItem[] = [
  {
    artist: 0,
    name: 'Harbour at Dawn (demo)',
    description: `A still picture of a harbour as the sun comes up. ${note}`,
    authorDescription: 'Painted in soft gradients.',
    file: 'harbour.png',
    price: '120',
    days: 30,
    rarity: 'R',
    royaltyBps: 500,
  },
  {
    artist: 0,
    name: 'Pulse (demo)',
    description: `An animated GIF: a beacon pulsing over the water. ${note}`,
    authorDescription: 'A short loop.',
    file: 'pulse.gif',
    price: '80',
    days: 30,
    rarity: 'N',
    royaltyBps: 500,
  },
  {
    artist: 1,
    name: 'Low Tide Hum (demo)',
    description: `A few seconds of sound: a low hum rising and falling. Plays in the page. ${note}`,
    authorDescription: 'A synthesised tone.',
    file: 'hum.wav',
    cover: 'hum-cover.png',
    price: '45',
    days: 30,
    rarity: 'N',
    royaltyBps: 500,
  },
  {
    artist: 1,
    name: 'Neon Drift (demo)',
    description: `A two-second video loop of moving colour bars. Plays in the page. ${note}`,
    authorDescription: 'A short clip.',
    file: 'drift.webm',
    cover: 'drift-cover.png',
    price: '150',
    days: 30,
    rarity: 'SR',
    royaltyBps: 500,
  },
  {
    artist: 1,
    name: 'Signal Fire (demo)',
    description: `An auction running for three days: pay the deposit, then bid. ${note}`,
    authorDescription: 'A picture of a signal fire on a hill.',
    file: 'signal.png',
    price: '200',
    days: 3,
    rarity: 'SR',
    royaltyBps: 500,
    auction: { step: '10', margin: '20' },
  },
];

export const DEMO_SERIES = {
  artist: 0,
  name: 'Tide Pool Boxes (demo)',
  description:
    'A demo blind-box series of 12 boxes: 8 N, 3 R, 1 SR. The draw is published and verifiable. Demo content: these items exist only on this demo exchange.',
  cover: 'box.png',
  price: '10',
  days: 30,
  royaltyBps: 500,
  prizes: [
    { name: 'Pebble (demo)', rarity: 'N', file: 'pebble.png', count: 8 },
    { name: 'Shell (demo)', rarity: 'R', file: 'shell.png', count: 3 },
    { name: 'Pearl (demo)', rarity: 'SR', file: 'pearl.png', count: 1 },
  ],
} as const;
